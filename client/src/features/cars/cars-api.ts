import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, CAR_LIST_TAG } from '../../shared/api/base-api';
import { CAR_PAGE_PATH } from '../../../../shared/car-page';
import type { Car, CarPage, OfferType, PricingPeriod } from '../../shared/domain/car';

export const LISTING_PAGE_SIZE = 6;
/** The featured row of home and the listings (the same query, so one request serves both). */
export const FEATURED_ROW = { page: 1, limit: 3, featured: true } satisfies CarQuery;

export interface CarQuery {
  page?: number;
  limit?: number;
  brand?: string;
  /** In `currency` (US dollars when unset: pass it only with bounds in pounds); the server converts at today's rate. */
  minPrice?: number;
  maxPrice?: number;
  currency?: 'SYP';
  search?: string;
  featured?: boolean;
  offerType?: OfferType;
  location?: string;
  fuelType?: string;
  pricingPeriods?: PricingPeriod[];
  available?: boolean;
  sort?: 'newest' | 'price_asc' | 'price_desc' | 'year_desc' | 'year_asc' | 'mileage_asc' | 'mileage_desc';
  /** Sale listings whose price indicator is great or good. */
  deal?: 'good';
  yearMin?: number;
  yearMax?: number;
  mileageMax?: number;
  transmission?: 'automatic' | 'manual';
  condition?: 'new' | 'used';
  bodyType?: string;
  sellerType?: 'private' | 'store';
}

/** GET /api/cars parameters; empty filters are left out (the spec: price[min] only above 0…). */
export function carListParams(query: CarQuery) {
  const { page = 1, limit = LISTING_PAGE_SIZE, brand, minPrice, maxPrice, search, featured, offerType } = query;
  const params: Record<string, string | number> = { status: 'active', page, limit };
  if (brand) params.brand = brand;
  if (minPrice) params['price[min]'] = minPrice;
  if (maxPrice) params['price[max]'] = maxPrice;
  if (query.currency) params['price[currency]'] = query.currency;
  if (search?.trim()) params.search = search.trim();
  if (featured) params.featured = 1;
  if (offerType) params.offer_type = offerType;
  if (query.location) params.location = query.location;
  if (query.fuelType) params.fuel_type = query.fuelType;
  if (query.pricingPeriods?.length) params.pricing_period = query.pricingPeriods.join(',');
  if (query.available) params.available = 1;
  if (query.sort) params.sort = query.sort;
  if (query.deal) params.deal = query.deal;
  if (query.yearMin) params['year[min]'] = query.yearMin;
  if (query.yearMax) params['year[max]'] = query.yearMax;
  if (query.mileageMax) params['mileage[max]'] = query.mileageMax;
  if (query.transmission) params.transmission = query.transmission;
  if (query.condition) params.condition = query.condition;
  if (query.bodyType) params.body_type = query.bodyType;
  if (query.sellerType) params.seller_type = query.sellerType;
  return params;
}

const carTags = (cars: Car[] | undefined) => (cars ?? []).map((car) => ({ type: 'Car' as const, id: car.id }));

interface Offer {
  id: number;
  car: Car;
}

export interface SentMessage {
  message: string;
  data: { id: number };
}

const carsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCars: build.query<CarPage, CarQuery>({
      query: (query) => ({ url: '/api/cars', params: carListParams(query) }),
      providesTags: (result) => [CAR_LIST_TAG, ...carTags(result?.data)],
    }),
    /** The home page's last offers (GET /api/car-offers), as their cars. */
    getRecentOffers: build.query<Car[], number>({
      query: (limit) => ({ url: '/api/car-offers', params: { sort: 'newest', limit } }),
      transformResponse: (body: { data: Offer[] }) => body.data.map((offer) => offer.car),
      providesTags: (result) => [CAR_LIST_TAG, ...carTags(result)],
    }),
    getSimilarCars: build.query<Car[], number>({
      query: (id) => `/api/cars/${id}/similar`,
      transformResponse: (body: { data: Car[] }) => body.data,
      providesTags: (result) => [CAR_LIST_TAG, ...carTags(result)],
    }),
    getCar: build.query<Car, number>({
      query: (id) => `/api/cars/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Car', id }],
      // Signed-in viewers watch the car's room, so moderation and edits show up
      // without a reload. The room is joined again after every reconnection.
      async onCacheEntryAdded(id, lifecycle) {
        // Loaded here rather than with the page, so the public pages' first script stays small
        // (offline, a page whose chunk is not cached yet simply stays as loaded).
        const live = await import('../../shared/socket/follow-socket').catch(() => null);
        if (!live) return;
        const watch = () => live.sendSocket('car.watch', { id });
        const refetch = () => lifecycle.dispatch(baseApi.util.invalidateTags([{ type: 'Car', id }]));
        await live.followSocket(lifecycle, {
          on: {
            'car.status_changed': (event, isNew) => {
              if (event.id !== id || !isNew(event)) return;
              const { status } = event;
              // A deleted car has no status to show: the page reloads it and says it is gone.
              if (status === 'removed') refetch();
              else lifecycle.updateCachedData((car) => void (car.status = status));
            },
            'car.updated': (event, isNew) => {
              if (event.id === id && (event.reason === 'price_indicator' || isNew(event))) refetch();
            },
          },
          reconnected: () => {
            watch();
            refetch();
          },
          start: watch,
          stop: () => live.sendSocket('car.unwatch', { id }),
        });
      },
    }),
    /** Keeps (PUT) or lets go of (DELETE) a car; every cached copy of it changes at once. */
    setFavourite: build.mutation<{ message: string }, { carId: number; favourite: boolean }>({
      query: ({ carId, favourite }) => ({ url: `/api/favourites/${carId}`, method: favourite ? 'PUT' : 'DELETE' }),
      async onQueryStarted({ carId, favourite }, lifecycle) {
        const { dispatch, queryFulfilled } = lifecycle;
        const mark = (car: Car) => {
          if (car.id !== carId || car.is_favourite === favourite) return;
          car.is_favourite = favourite;
          car.likes = Math.max(0, car.likes + (favourite ? 1 : -1));
        };
        const patches = carsApi.util
          .selectInvalidatedBy(lifecycle.getState(), [{ type: 'Car', id: carId }])
          // The selector does not know which endpoint an entry belongs to: each case names its argument's type.
          .map(({ endpointName, originalArgs }: { endpointName: string; originalArgs: unknown }) => {
            switch (endpointName) {
              case 'getCar':
                return dispatch(carsApi.util.updateQueryData('getCar', originalArgs as number, mark));
              case 'getCars':
                return dispatch(
                  carsApi.util.updateQueryData('getCars', originalArgs as CarQuery, (page) => page.data.forEach(mark)),
                );
              case 'getRecentOffers':
                return dispatch(
                  carsApi.util.updateQueryData('getRecentOffers', originalArgs as number, (cars) => cars.forEach(mark)),
                );
              case 'getSimilarCars':
                return dispatch(
                  carsApi.util.updateQueryData('getSimilarCars', originalArgs as number, (cars) => cars.forEach(mark)),
                );
              default:
                return null;
            }
          });
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch?.undo());
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Favourite']),
    }),
    contactSeller: build.mutation<SentMessage, { carId: number; name: string; email: string; phone?: string; message: string }>({
      query: ({ carId, ...body }) => ({ url: `/api/cars/${carId}/messages`, method: 'POST', body }),
    }),
  }),
});

export const {
  useGetCarsQuery,
  useGetCarQuery,
  useGetRecentOffersQuery,
  useGetSimilarCarsQuery,
  useSetFavouriteMutation,
  useContactSellerMutation,
} = carsApi;

/** Home's row of the last offers (public-area.md §9). */
export const RECENT_OFFERS = 4;

/** A request a landing page makes on its first render, with the page's own arguments. */
export type LandingQuery =
  | { endpointName: 'getCar'; arg: number }
  | { endpointName: 'getCars'; arg: CarQuery }
  | { endpointName: 'getRecentOffers'; arg: number };

/** A landing request and its answer, as the server embeds them in the page it renders. */
export type LandingAnswer = LandingQuery & { value: unknown };

/**
 * The first requests of the pages a first visit lands on most: a car page, the listings without
 * filters, home. The server renders these pages with their answers (entry-server.tsx); otherwise
 * the browser starts them early (prefetchLandingData). null for any other page, and for the
 * listings with filters or a page number (searches are rate-limited per visitor: the server does
 * not search on their behalf).
 */
export function landingQueries(pathname: string, search: string): LandingQuery[] | null {
  const car = CAR_PAGE_PATH.exec(pathname);
  if (car) {
    const id = Number(car[1]);
    return id > 0 && Number.isSafeInteger(id) ? [{ endpointName: 'getCar', arg: id }] : null;
  }
  if (/^\/car-listings\/?$/.test(pathname)) {
    if (search.replace(/^\?/, '')) return null;
    return [
      { endpointName: 'getCars', arg: { page: 1, limit: LISTING_PAGE_SIZE } },
      { endpointName: 'getCars', arg: FEATURED_ROW },
    ];
  }
  if (pathname === '/') {
    return [
      { endpointName: 'getRecentOffers', arg: RECENT_OFFERS },
      { endpointName: 'getCars', arg: FEATURED_ROW },
    ];
  }
  return null;
}

/** A landing request on its way: its outcome as the cache holds it, and a way to give it up. */
export interface LandingRequest extends PromiseLike<{ data?: unknown; error?: unknown }> {
  abort(): void;
}

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Starts a landing query, not kept subscribed (the page subscribes when it renders). */
export function fetchLandingQuery({ endpointName, arg }: LandingQuery, dispatch: Dispatch): LandingRequest {
  // One call for the three endpoints (LandingQuery pairs each with its own argument type).
  const endpoint = carsApi.endpoints[endpointName] as typeof carsApi.endpoints.getCar;
  return dispatch(endpoint.initiate(arg as number, { subscribe: false }));
}

/** Puts the answers the server rendered a page with into the cache, under the page's own arguments. */
export const restoreLandingAnswers = (answers: LandingAnswer[]) =>
  carsApi.util.upsertQueryEntries(answers as Parameters<typeof carsApi.util.upsertQueryEntries>[0]);

/**
 * Starts the data a first visit to the listings (without filters) or a car page asks for first,
 * when the browser renders the page itself (main.tsx), before the page's code has run: the
 * answers are on their way while the page's scripts load, and the page finds them in the cache.
 * Each request carries the viewer's token as the page's would. Not home's: its largest content is
 * the heading, which waits for the scripts only, and its rows would share the line with them.
 */
export function prefetchLandingData(pathname: string, search: string, dispatch: Dispatch): void {
  if (pathname === '/') return;
  for (const query of landingQueries(pathname, search) ?? []) fetchLandingQuery(query, dispatch);
}
