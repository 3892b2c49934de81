import { baseApi, CAR_LIST_TAG } from '../../shared/api/base-api';
import type { CarPage } from '../../shared/domain/car';
import { positionGate, SOCKET_EVENTS, type CarStatusChangedEvent } from '../../shared/socket/events';
import { onSocketConnect, onSocketEvent } from '../../shared/socket/socket';

const MINE = { type: 'Car', id: 'MINE' } as const;

const myCarsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // All of the seller's cars at once (per_page=100): search and paging happen on the client.
    getMyCars: build.query<CarPage, number>({
      query: (userId) => ({ url: '/api/cars', params: { user_id: userId, per_page: 100 } }),
      providesTags: (result) => [
        MINE,
        CAR_LIST_TAG,
        ...(result?.data ?? []).map((car) => ({ type: 'Car' as const, id: car.id })),
      ],
      // The seller watches a listing flip from pending to active (or rejected) live.
      async onCacheEntryAdded(_userId, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const isNew = positionGate();
        const refetch = () => dispatch(baseApi.util.invalidateTags([MINE]));
        const offStatus = onSocketEvent<CarStatusChangedEvent>(SOCKET_EVENTS.carStatusChanged, (event) => {
          if (!isNew(event)) return;
          let known = false;
          updateCachedData((page) => {
            const car = page.data.find((item) => item.id === event.id);
            if (car) {
              car.status = event.status;
              known = true;
            }
          });
          // A car this list has not seen yet (added from another tab): load it.
          if (!known) refetch();
        });
        const offConnect = onSocketConnect(refetch);
        await cacheEntryRemoved;
        offStatus();
        offConnect();
      },
    }),
    deleteCar: build.mutation<{ message: string }, { id: number; userId: number }>({
      query: ({ id }) => ({ url: `/api/cars/${id}`, method: 'DELETE' }),
      // Removed from the list as soon as the server confirms, without waiting for a refetch.
      async onQueryStarted({ id, userId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            myCarsApi.util.updateQueryData('getMyCars', userId, (page) => {
              page.data = page.data.filter((car) => car.id !== id);
              page.pagination.total = Math.max(0, page.pagination.total - 1);
            }),
          );
        } catch {
          // The page reports the failure.
        }
      },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Car', id }]),
    }),
  }),
});

export const { useGetMyCarsQuery, useDeleteCarMutation } = myCarsApi;
