import { baseApi } from '../../shared/api/base-api';
import type { Paged } from '../../shared/domain/picture';
import { FALLBACK_CATEGORIES, type Option } from '../../shared/domain/options';
import { followSocket, type CacheEntryLifecycle } from '../../shared/socket/follow-socket';
import type { Inspection, InspectionPage, InspectionStatus } from './types';

const MINE = { type: 'Inspection', id: 'MINE' } as const;
const ALL = { type: 'Inspection', id: 'ALL' } as const;

interface InspectionsLifecycle extends CacheEntryLifecycle {
  updateCachedData: (recipe: (draft: Paged<Inspection>) => void) => void;
}

/** A list that follows inspection.status_changed (and, for admins, new requests) live. */
function followInspections(lifecycle: InspectionsLifecycle, refetch: () => void) {
  return followSocket(lifecycle, {
    on: {
      'inspection.status_changed': (event, isNew) => {
        if (!isNew(event)) return;
        const seen = { known: false };
        lifecycle.updateCachedData((page) => {
          const item = page.data.find((entry) => entry.id === event.id);
          if (!item) return;
          seen.known = true;
          item.status = event.status;
          if (event.status === 'scheduled') item.scheduled_at = event.scheduled_at;
          if (event.note) item.admin_note = event.note;
        });
        if (!seen.known) refetch();
      },
      'inspection.requested': () => refetch(),
    },
    reconnected: refetch,
  });
}

export interface InspectionForm {
  [field: string]: string | number | undefined;
}

const inspectionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInspectionCategories: build.query<Option[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/categories');
        const body = result.data as { data?: { id: number; name: string }[] } | undefined;
        const categories = body?.data?.map((c) => ({ value: String(c.id), label: c.name })) ?? [];
        return { data: categories.length > 0 ? categories : FALLBACK_CATEGORIES };
      },
      providesTags: ['Category'],
    }),
    requestInspection: build.mutation<Inspection, InspectionForm>({
      query: (body) => ({ url: '/api/inspection', method: 'POST', body }),
      transformResponse: (body: { data: Inspection }) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : [MINE, ALL]),
    }),
    getMyInspections: build.query<InspectionPage, void>({
      query: () => ({ url: '/api/inspection', params: { per_page: 100 } }),
      providesTags: [MINE],
      async onCacheEntryAdded(_arg, lifecycle) {
        await followInspections(lifecycle, () => lifecycle.dispatch(baseApi.util.invalidateTags([MINE])));
      },
    }),
    getAllInspections: build.query<InspectionPage, InspectionStatus | 'all'>({
      query: (status) => ({ url: '/api/inspection', params: { per_page: 100, status } }),
      providesTags: [ALL],
      async onCacheEntryAdded(_arg, lifecycle) {
        await followInspections(lifecycle, () => lifecycle.dispatch(baseApi.util.invalidateTags([ALL])));
      },
    }),
    changeInspectionStatus: build.mutation<
      Inspection,
      { id: number; status: Exclude<InspectionStatus, 'requested'>; scheduled_at?: string; note?: string }
    >({
      query: ({ id, ...body }) => ({ url: `/api/inspection/${id}/status`, method: 'PUT', body }),
      transformResponse: (body: { data: Inspection }) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : [ALL, MINE]),
    }),
  }),
});

export const {
  useGetInspectionCategoriesQuery,
  useRequestInspectionMutation,
  useGetMyInspectionsQuery,
  useGetAllInspectionsQuery,
  useChangeInspectionStatusMutation,
} = inspectionApi;
