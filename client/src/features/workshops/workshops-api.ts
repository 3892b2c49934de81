import { baseApi } from '../../shared/api/base-api';
import { followPlaceStatus } from '../../shared/api/live-place-list';
import { followSocket } from '../../shared/socket/follow-socket';
import {
  WORKSHOPS_PER_PAGE,
  type ReviewList,
  type Workshop,
  type WorkshopAd,
  type WorkshopAdPage,
  type WorkshopPage,
} from './types';

const LIST = { type: 'Workshop', id: 'LIST' } as const;
const MINE = { type: 'Workshop', id: 'MINE' } as const;
const ADMIN = { type: 'Workshop', id: 'ADMIN' } as const;
const ALL_ADS = { type: 'WorkshopAd', id: 'LIST' } as const;

export interface WorkshopQuery {
  page: number;
  search: string;
  city: string;
}

const workshopTags = (result: WorkshopPage | undefined, list: { type: 'Workshop'; id: string }) => [
  list,
  ...(result?.data ?? []).map((workshop) => ({ type: 'Workshop' as const, id: workshop.id })),
];

/** Every tag a change to one workshop may make stale. */
const touched = (id: number) => [
  LIST,
  MINE,
  ADMIN,
  ALL_ADS,
  { type: 'Workshop' as const, id },
  { type: 'WorkshopAd' as const, id },
];

export interface AdPayload {
  workshop_id: number;
  title: string;
  description: string;
  price: string;
}

const workshopsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWorkshops: build.query<WorkshopPage, WorkshopQuery>({
      query: ({ page, search, city }) => ({
        url: '/api/workshops',
        params: {
          page,
          per_page: WORKSHOPS_PER_PAGE,
          status: 'active',
          ...(search ? { search } : {}),
          ...(city ? { city } : {}),
        },
      }),
      providesTags: (result) => workshopTags(result, LIST),
    }),
    getWorkshop: build.query<Workshop, number>({
      query: (id) => `/api/workshops/${id}`,
      transformResponse: (body: { data: Workshop }) => body.data,
      providesTags: (_result, _error, id) => [{ type: 'Workshop', id }],
    }),
    /** Other public workshops in a city (the details page's side card). */
    getCityWorkshops: build.query<WorkshopPage, string>({
      query: (city) => ({ url: '/api/workshops', params: { city, per_page: 4, status: 'active' } }),
      providesTags: [LIST],
    }),
    getReviews: build.query<ReviewList, number>({
      query: (id) => `/api/workshops/${id}/reviews`,
      providesTags: (_result, _error, id) => [{ type: 'Review', id }],
    }),
    addReview: build.mutation<unknown, { workshopId: number; rating: number; comment: string }>({
      query: ({ workshopId, rating, comment }) => ({
        url: `/api/workshops/${workshopId}/reviews`,
        method: 'POST',
        body: { rating, comment },
      }),
      invalidatesTags: (_result, error, { workshopId }) =>
        error ? [] : [{ type: 'Review', id: workshopId }, { type: 'Workshop', id: workshopId }, LIST],
    }),
    recordWorkshopView: build.mutation<{ data: { views: number } }, number>({
      query: (id) => ({ url: `/api/workshops/${id}/views`, method: 'POST' }),
    }),
    /** One workshop's ads (all of them for its owner); the full public list without an id. */
    getWorkshopAds: build.query<WorkshopAdPage, number | undefined>({
      query: (workshopId) => ({
        url: '/api/workshop-ads',
        params: workshopId ? { workshop_id: workshopId, per_page: 100 } : { per_page: 100 },
      }),
      providesTags: (_result, _error, workshopId) => (workshopId ? [{ type: 'WorkshopAd', id: workshopId }] : [ALL_ADS]),
    }),
    getAd: build.query<WorkshopAd, number>({
      query: (id) => `/api/workshop-ads/${id}`,
      transformResponse: (body: { data: WorkshopAd }) => body.data,
      providesTags: (result) => (result ? [{ type: 'WorkshopAd', id: result.workshop_id }] : []),
    }),
    createAd: build.mutation<WorkshopAd, AdPayload>({
      query: (ad) => ({ url: '/api/workshop-ads', method: 'POST', body: ad }),
      transformResponse: (body: { data: WorkshopAd }) => body.data,
      invalidatesTags: (_result, error, ad) => (error ? [] : touched(ad.workshop_id)),
    }),
    editAd: build.mutation<WorkshopAd, { id: number; workshopId: number; changes: Omit<AdPayload, 'workshop_id'> }>({
      query: ({ id, changes }) => ({ url: `/api/workshop-ads/${id}`, method: 'PUT', body: changes }),
      transformResponse: (body: { data: WorkshopAd }) => body.data,
      invalidatesTags: (_result, error, { workshopId }) => (error ? [] : touched(workshopId)),
    }),
    deleteAd: build.mutation<unknown, { id: number; workshopId: number }>({
      query: ({ id }) => ({ url: `/api/workshop-ads/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { workshopId }) => (error ? [] : touched(workshopId)),
    }),
    /** The owner's workshops, every status, kept live (status changes and new reviews). */
    getMyWorkshops: build.query<WorkshopPage, number>({
      query: (userId) => ({ url: '/api/workshops', params: { user_id: userId, per_page: 100 } }),
      providesTags: (result) => workshopTags(result, MINE),
      async onCacheEntryAdded(_userId, lifecycle) {
        const refetch = () => lifecycle.dispatch(baseApi.util.invalidateTags([MINE]));
        await Promise.all([
          followSocket(lifecycle, {
            on: {
              'workshop.reviewed': (event, isNew) => {
                if (isNew(event)) lifecycle.dispatch(baseApi.util.invalidateTags([MINE, { type: 'Review', id: event.id }]));
              },
            },
          }),
          followPlaceStatus<Workshop>(lifecycle, 'workshop.status_changed', refetch),
        ]);
      },
    }),
    getAdminWorkshops: build.query<WorkshopPage, void>({
      query: () => ({ url: '/api/workshops', params: { status: 'all', per_page: 100 } }),
      providesTags: (result) => workshopTags(result, ADMIN),
      async onCacheEntryAdded(_arg, lifecycle) {
        const refetch = () => lifecycle.dispatch(baseApi.util.invalidateTags([ADMIN]));
        await followPlaceStatus<Workshop>(lifecycle, 'workshop.status_changed', refetch);
      },
    }),
    /** JSON writes: the admin modals, the dashboard's data tab and status select. */
    createWorkshop: build.mutation<Workshop, Record<string, unknown>>({
      query: (body) => ({ url: '/api/workshops', method: 'POST', body }),
      transformResponse: (body: { data: Workshop }) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : [LIST, MINE, ADMIN, 'Me']),
    }),
    editWorkshop: build.mutation<Workshop, { id: number; changes: Record<string, unknown> }>({
      query: ({ id, changes }) => ({ url: `/api/workshops/${id}`, method: 'PUT', body: changes }),
      transformResponse: (body: { data: Workshop }) => body.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : touched(id)),
    }),
    deleteWorkshop: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/workshops/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [...touched(id), 'Me']),
    }),
    moderateWorkshop: build.mutation<Workshop, { id: number; decision: 'approve' | 'reject'; reason?: string }>({
      query: ({ id, decision, reason }) => ({
        url: `/api/workshops/${id}/${decision}`,
        method: 'PUT',
        body: decision === 'reject' && reason ? { reason } : undefined,
      }),
      invalidatesTags: (_result, _error, { id }) => touched(id),
    }),
    saveWorkshopSettings: build.mutation<Workshop, { id: number; notify_reviews: boolean; notify_status: boolean }>({
      query: ({ id, ...settings }) => ({ url: `/api/workshops/${id}/settings`, method: 'PUT', body: settings }),
      transformResponse: (body: { data: Workshop }) => body.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [MINE, { type: 'Workshop', id }]),
    }),
  }),
});

export const {
  useGetWorkshopsQuery,
  useGetWorkshopQuery,
  useGetCityWorkshopsQuery,
  useGetReviewsQuery,
  useAddReviewMutation,
  useRecordWorkshopViewMutation,
  useGetWorkshopAdsQuery,
  useGetAdQuery,
  useCreateAdMutation,
  useEditAdMutation,
  useDeleteAdMutation,
  useGetMyWorkshopsQuery,
  useGetAdminWorkshopsQuery,
  useCreateWorkshopMutation,
  useEditWorkshopMutation,
  useDeleteWorkshopMutation,
  useModerateWorkshopMutation,
  useSaveWorkshopSettingsMutation,
} = workshopsApi;

/** Tags a multipart create or update (sent outside RTK Query, for upload progress) must refresh. */
export const workshopWriteTags = (id?: number) => [
  LIST,
  MINE,
  ADMIN,
  ALL_ADS,
  'Me' as const,
  ...(id ? [{ type: 'Workshop' as const, id }] : []),
];
