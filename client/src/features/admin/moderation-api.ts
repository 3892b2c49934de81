import { baseApi, CAR_LIST_TAG } from '../../shared/api/base-api';
import type { Car, CarPage } from '../../shared/domain/car';
import { positionGate, SOCKET_EVENTS, type CarListedEvent, type CarStatusChangedEvent } from '../../shared/socket/events';
import { onSocketConnect, onSocketEvent } from '../../shared/socket/socket';

const PENDING = { type: 'Car', id: 'PENDING' } as const;

const newestFirst = (a: Car, b: Car) => Date.parse(b.created_at) - Date.parse(a.created_at);

function removeFromQueue(page: CarPage, id: number): void {
  const before = page.data.length;
  page.data = page.data.filter((car) => car.id !== id);
  page.pagination.total = Math.max(0, page.pagination.total - (before - page.data.length));
}

const moderationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPendingCars: build.query<CarPage, void>({
      query: () => ({ url: '/api/cars', params: { status: 'pending', per_page: 100, sort: 'newest' } }),
      transformResponse: (page: CarPage) => ({ ...page, data: [...page.data].sort(newestFirst) }),
      // The queue is kept current by socket pushes and by the moderation calls
      // below, so it does not refetch whenever any car changes.
      providesTags: [PENDING],
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const isNew = positionGate();
        const refetch = () => dispatch(baseApi.util.invalidateTags([PENDING]));
        const offListed = onSocketEvent<CarListedEvent>(SOCKET_EVENTS.carListed, (event) => {
          if (!isNew(event) || event.car?.status !== 'pending') return;
          updateCachedData((page) => {
            if (page.data.some((car) => car.id === event.car.id)) return;
            page.data.unshift(event.car);
            page.pagination.total += 1;
          });
        });
        const offStatus = onSocketEvent<CarStatusChangedEvent>(SOCKET_EVENTS.carStatusChanged, (event) => {
          if (!isNew(event)) return;
          if (event.status !== 'pending') updateCachedData((page) => removeFromQueue(page, event.id));
          // Back to pending (e.g. an edited rejected car): the event has no car body, so reload.
          else refetch();
        });
        const offConnect = onSocketConnect(refetch);
        await cacheEntryRemoved;
        offListed();
        offStatus();
        offConnect();
      },
    }),
    /** `reason` (reject only, optional) is kept by the server for the owner. */
    moderateCar: build.mutation<Car, { id: number; decision: 'approve' | 'reject'; reason?: string }>({
      query: ({ id, decision, reason }) => ({
        url: `/api/cars/${id}/${decision}`,
        method: 'PUT',
        body: decision === 'reject' && reason ? { reason } : undefined,
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(moderationApi.util.updateQueryData('getPendingCars', undefined, (page) => removeFromQueue(page, id)));
        } catch {
          // 409: another admin decided first; the reload shows the queue as it is now.
          dispatch(baseApi.util.invalidateTags([PENDING]));
        }
      },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [CAR_LIST_TAG, { type: 'Car', id }]),
    }),
  }),
});

export const { useGetPendingCarsQuery, useModerateCarMutation } = moderationApi;
