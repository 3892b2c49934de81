import { baseApi, CAR_LIST_TAG } from '../../shared/api/base-api';
import type { Car, CarPage } from '../../shared/domain/car';
import { positionGate, SOCKET_EVENTS, type CarStatusChangedEvent, type CarUpdatedEvent } from '../../shared/socket/events';
import { onSocketConnect, onSocketEvent, sendSocket } from '../../shared/socket/socket';

export const LISTING_PAGE_SIZE = 6;

export interface CarQuery {
  page?: number;
  limit?: number;
  brand?: string;
  maxPrice?: number;
  sort?: 'newest' | 'price_asc' | 'price_desc';
}

function carListParams({ page = 1, limit = LISTING_PAGE_SIZE, brand, maxPrice, sort }: CarQuery) {
  const params: Record<string, string | number> = { status: 'active', page, limit };
  if (brand) params.brand = brand;
  if (maxPrice) params['price[max]'] = maxPrice;
  if (sort) params.sort = sort;
  return params;
}

const carsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCars: build.query<CarPage, CarQuery>({
      query: (query) => ({ url: '/api/cars', params: carListParams(query) }),
      providesTags: (result) => [CAR_LIST_TAG, ...(result?.data ?? []).map((car) => ({ type: 'Car' as const, id: car.id }))],
    }),
    getCar: build.query<Car, number>({
      query: (id) => `/api/cars/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Car', id }],
      // Signed-in viewers watch the car's room, so moderation and edits show up
      // without a reload. The room is joined again after every reconnection.
      async onCacheEntryAdded(id, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // the entry was removed before its first load
        }
        const isNew = positionGate();
        const watch = () => sendSocket('car.watch', { id });
        const refetch = () => dispatch(baseApi.util.invalidateTags([{ type: 'Car', id }]));
        watch();
        const offConnect = onSocketConnect(() => {
          watch();
          refetch();
        });
        const offStatus = onSocketEvent<CarStatusChangedEvent>(SOCKET_EVENTS.carStatusChanged, (event) => {
          if (event.id === id && isNew(event)) updateCachedData((car) => void (car.status = event.status));
        });
        const offUpdated = onSocketEvent<CarUpdatedEvent>(SOCKET_EVENTS.carUpdated, (event) => {
          if (event.id === id && isNew(event)) refetch();
        });
        await cacheEntryRemoved;
        sendSocket('car.unwatch', { id });
        offConnect();
        offStatus();
        offUpdated();
      },
    }),
  }),
});

export const { useGetCarsQuery, useGetCarQuery } = carsApi;
