import { baseApi } from '../../shared/api/base-api';
import { followPlaceStatus } from '../../shared/api/live-place-list';
import type { CarPage } from '../../shared/domain/car';
import { STORES_PER_PAGE, type Store, type StorePage } from './types';

const LIST = { type: 'Store', id: 'LIST' } as const;
const MINE = { type: 'Store', id: 'MINE' } as const;
const ADMIN = { type: 'Store', id: 'ADMIN' } as const;

export interface StoreQuery {
  page: number;
  search: string;
}

const storeTags = (result: StorePage | undefined, list: { type: 'Store'; id: string }) => [
  list,
  ...(result?.data ?? []).map((store) => ({ type: 'Store' as const, id: store.id })),
];

const storesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The public list: active stores, nine per page (the server enforces active for visitors). */
    getStores: build.query<StorePage, StoreQuery>({
      query: ({ page, search }) => ({
        url: '/api/stores',
        params: { page, per_page: STORES_PER_PAGE, status: 'active', ...(search ? { search } : {}) },
      }),
      providesTags: (result) => storeTags(result, LIST),
    }),
    getStore: build.query<Store, number>({
      query: (id) => `/api/stores/${id}`,
      transformResponse: (body: { data: Store }) => body.data,
      providesTags: (_result, _error, id) => [{ type: 'Store', id }],
    }),
    /** The cars a store sells: its owner's active sale offers. */
    getStoreCars: build.query<CarPage, number>({
      query: (ownerId) => ({
        url: '/api/cars',
        params: { user_id: ownerId, offer_type: 'sale', status: 'active', per_page: 12 },
      }),
      providesTags: [{ type: 'Car', id: 'LIST' }],
    }),
    /** The owner's stores, every status, kept live. */
    getMyStores: build.query<StorePage, number>({
      query: (userId) => ({ url: '/api/stores', params: { user_id: userId, per_page: 100 } }),
      providesTags: (result) => storeTags(result, MINE),
      async onCacheEntryAdded(_userId, lifecycle) {
        const refetch = () => lifecycle.dispatch(baseApi.util.invalidateTags([MINE]));
        await followPlaceStatus<Store>(lifecycle, 'store.status_changed', refetch);
      },
    }),
    /** Every store for the admin table and moderation queue, kept live. */
    getAdminStores: build.query<StorePage, void>({
      query: () => ({ url: '/api/stores', params: { status: 'all', per_page: 100 } }),
      providesTags: (result) => storeTags(result, ADMIN),
      async onCacheEntryAdded(_arg, lifecycle) {
        const refetch = () => lifecycle.dispatch(baseApi.util.invalidateTags([ADMIN]));
        await followPlaceStatus<Store>(lifecycle, 'store.status_changed', refetch);
      },
    }),
    /** JSON edits: the admin table's modal (name, location) and the owner's status select. */
    editStore: build.mutation<Store, { id: number; changes: Record<string, string> }>({
      query: ({ id, changes }) => ({ url: `/api/stores/${id}`, method: 'PUT', body: changes }),
      transformResponse: (body: { data: Store }) => body.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, MINE, ADMIN, { type: 'Store', id }]),
    }),
    deleteStore: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/api/stores/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [LIST, MINE, ADMIN, { type: 'Store', id }]),
    }),
    moderateStore: build.mutation<Store, { id: number; decision: 'approve' | 'reject'; reason?: string }>({
      query: ({ id, decision, reason }) => ({
        url: `/api/stores/${id}/${decision}`,
        method: 'PUT',
        body: decision === 'reject' && reason ? { reason } : undefined,
      }),
      transformResponse: (body: { data: Store }) => body.data,
      invalidatesTags: (_result, _error, { id }) => [LIST, ADMIN, { type: 'Store', id }],
    }),
    /** The store page was opened (counted once per visitor per day by the server). */
    recordStoreView: build.mutation<{ data: { views: number } }, number>({
      query: (id) => ({ url: `/api/stores/${id}/views`, method: 'POST' }),
    }),
  }),
});

export const {
  useGetStoresQuery,
  useGetStoreQuery,
  useGetStoreCarsQuery,
  useGetMyStoresQuery,
  useGetAdminStoresQuery,
  useEditStoreMutation,
  useDeleteStoreMutation,
  useModerateStoreMutation,
  useRecordStoreViewMutation,
} = storesApi;

/** Tags a multipart create or update (sent outside RTK Query, for upload progress) must refresh. */
export const storeWriteTags = (id?: number) => [LIST, MINE, ADMIN, ...(id ? [{ type: 'Store' as const, id }] : [])];
