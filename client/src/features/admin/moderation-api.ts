import { baseApi, CAR_LIST_TAG } from '../../shared/api/base-api';
import type { Car, CarPage, CarStatus } from '../../shared/domain/car';
import type { Positioned } from '../../shared/socket/events';
import { followSocket } from '../../shared/socket/follow-socket';

export const ADMIN_PAGE_SIZE = 10;

export interface AdminCarQuery {
  status: CarStatus | 'all';
  search: string;
  page: number;
}

export interface AdminStats {
  cars: Record<'total' | 'pending' | 'active' | 'rejected' | 'expired', number>;
  users: Record<'total' | 'active' | 'suspended', number>;
}

const ADMIN_CARS = { type: 'Car', id: 'ADMIN' } as const;

const shows = (query: AdminCarQuery, status: string) => query.status === 'all' || query.status === status;

const moderationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every car, whatever its status, as admins manage them: ten per page, newest first. */
    getAdminCars: build.query<CarPage, AdminCarQuery>({
      query: ({ status, search, page }) => ({
        url: '/api/cars',
        params: { status, page, limit: ADMIN_PAGE_SIZE, sort: 'newest', ...(search.trim() ? { search: search.trim() } : {}) },
      }),
      providesTags: [ADMIN_CARS],
      // The queue is live: new cars arrive at the top, decided ones change or leave, without a reload.
      async onCacheEntryAdded(query, lifecycle) {
        const refetch = () => lifecycle.dispatch(baseApi.util.invalidateTags([ADMIN_CARS]));
        await followSocket(lifecycle, {
          on: {
            'car.listed': (event, isNew) => {
              if (!isNew(event)) return;
              if (query.page !== 1 || query.search.trim() || !shows(query, event.car.status)) return;
              lifecycle.updateCachedData((page) => {
                if (page.data.some((car) => car.id === event.car.id)) return;
                page.data.unshift(event.car);
                if (page.data.length > ADMIN_PAGE_SIZE) page.data.pop();
                page.pagination.total += 1;
                page.pagination.last_page = Math.max(1, Math.ceil(page.pagination.total / ADMIN_PAGE_SIZE));
              });
            },
            'car.status_changed': (event, isNew) => {
              if (!isNew(event)) return;
              // Set inside the update, read after it.
              const seen = { present: false, leaves: false };
              lifecycle.updateCachedData((page) => {
                const car = page.data.find((item) => item.id === event.id);
                if (!car) return;
                seen.present = true;
                if (event.status === 'removed' || !shows(query, event.status)) {
                  seen.leaves = true;
                  page.data = page.data.filter((item) => item.id !== event.id);
                } else car.status = event.status;
              });
              // A car leaving fills its place from the next page; one entering this view (an edited
              // rejected car back to pending) has no body in the push: reload either way.
              if (seen.leaves || (!seen.present && shows(query, event.status))) refetch();
            },
          },
          reconnected: refetch,
        });
      },
    }),

    /** Totals for the overview and the moderation counters; they follow every listing and decision. */
    getAdminStats: build.query<AdminStats, void>({
      query: () => '/api/admin/stats',
      transformResponse: (body: { data: AdminStats }) => body.data,
      providesTags: ['AdminStats'],
      async onCacheEntryAdded(_arg, lifecycle) {
        const refetch = () => lifecycle.dispatch(baseApi.util.invalidateTags(['AdminStats']));
        const onCarEvent = (event: Positioned, isNew: (event: Positioned) => boolean) => {
          if (isNew(event)) refetch();
        };
        await followSocket(lifecycle, {
          on: { 'car.listed': onCarEvent, 'car.status_changed': onCarEvent },
          reconnected: refetch,
        });
      },
    }),

    /** `reason` (reject only, optional) is kept by the server for the owner. */
    moderateCar: build.mutation<Car, { id: number; decision: 'approve' | 'reject'; reason?: string }>({
      query: ({ id, decision, reason }) => ({
        url: `/api/cars/${id}/${decision}`,
        method: 'PUT',
        body: decision === 'reject' && reason ? { reason } : undefined,
      }),
      // On a 409 (another admin decided first) the reload shows the queue as it is now.
      invalidatesTags: (_result, _error, { id }) => [ADMIN_CARS, 'AdminStats', CAR_LIST_TAG, { type: 'Car', id }],
    }),

    adminDeleteCar: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/api/cars/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) =>
        error ? [ADMIN_CARS] : [ADMIN_CARS, 'AdminStats', CAR_LIST_TAG, { type: 'Car', id }],
    }),
  }),
});

export const { useGetAdminCarsQuery, useGetAdminStatsQuery, useModerateCarMutation, useAdminDeleteCarMutation } = moderationApi;
