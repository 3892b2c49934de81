import { baseApi, CAR_LIST_TAG } from '../../shared/api/base-api';
import type { Car, CarPage } from '../../shared/domain/car';
import { followSocket } from '../../shared/socket/follow-socket';

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
      // The seller watches a listing flip from pending to active (or rejected, or expired) live.
      async onCacheEntryAdded(_userId, lifecycle) {
        const refetch = () => lifecycle.dispatch(baseApi.util.invalidateTags([MINE]));
        await followSocket(lifecycle, {
          on: {
            'car.status_changed': (event, isNew) => {
              if (!isNew(event)) return;
              const seen = { known: false };
              lifecycle.updateCachedData((page) => {
                const index = page.data.findIndex((item) => item.id === event.id);
                if (index < 0) return;
                seen.known = true;
                if (event.status === 'removed') {
                  page.data.splice(index, 1);
                  page.pagination.total = Math.max(0, page.pagination.total - 1);
                  return;
                }
                page.data[index].status = event.status;
                if (event.status === 'rejected') page.data[index].rejection_reason = event.reason;
              });
              // A car this list has not seen yet (added from another tab), or a new expiry date: load it.
              if (!seen.known || event.status === 'active') refetch();
            },
            // Photos finished processing, offer edited, price indicator moved…: the row follows.
            'car.updated': (event, isNew) => {
              if (event.reason === 'price_indicator' || isNew(event)) refetch();
            },
          },
          reconnected: refetch,
        });
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
    /** PUT /api/cars/{id}/renew: another ad duration from now. */
    renewCar: build.mutation<Car, { id: number; userId: number }>({
      query: ({ id }) => ({ url: `/api/cars/${id}/renew`, method: 'PUT' }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            myCarsApi.util.updateQueryData('getMyCars', userId, (page) => {
              const index = page.data.findIndex((car) => car.id === data.id);
              if (index >= 0) page.data[index] = data;
            }),
          );
        } catch {
          // The page reports the failure.
        }
      },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [CAR_LIST_TAG, { type: 'Car', id }]),
    }),
  }),
});

export const { useGetMyCarsQuery, useDeleteCarMutation, useRenewCarMutation } = myCarsApi;
