import { baseApi, CAR_LIST_TAG } from '../../shared/api/base-api';
import type { Car, CarPage, CarStatus } from '../../shared/domain/car';
import type { Positioned } from '../../shared/socket/events';
import { followSocket } from '../../shared/socket/follow-socket';
import type { RiskFlag } from '../../../../shared/socket-contract';

export type { RiskFlag };

export const ADMIN_PAGE_SIZE = 10;

export type QueueSort = 'newest' | 'risk';

export interface AdminCarQuery {
  status: CarStatus | 'all';
  search: string;
  page: number;
  /** The pending queue's order (the other views are always newest first). */
  sort?: QueueSort;
}

/** A car as the moderation queue shows it: the car, its risk flags and its seller's contact (admins only). */
export interface QueueCar extends Car {
  risk?: { score: number; flags: RiskFlag[] };
  seller?: { id: number; name: string; email: string; phone: string | null; joined_at: string } | null;
}

/**
 * The flags a card shows, as a decision on it sends them (`flags_seen`): the server refuses the
 * decision (409) when the listing's flags changed since, so no flag raised after the card was
 * drawn is recorded as seen. A card without risk (a search's list) sends nothing.
 */
export type FlagsSeen = Array<{ code: string; reason: string }>;
export const flagsShown = (car: QueueCar): FlagsSeen | undefined => car.risk?.flags.map(({ code, reason }) => ({ code, reason }));

export interface QueuePage extends CarPage {
  data: QueueCar[];
}

/** The pending queue (no search) comes with risk flags and sellers from the moderation route. */
const isQueue = (query: AdminCarQuery) => query.status === 'pending' && !query.search.trim();

// One car as an admin sees it, refetched when a push says it changed (its own injection, so the
// queue's handlers can call it).
const adminCarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCar: build.query<Car, number>({
      query: (id) => `/api/cars/${id}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export interface AdminStats {
  cars: Record<'total' | 'pending' | 'active' | 'rejected' | 'expired', number>;
  users: Record<'total' | 'active' | 'suspended', number>;
}

const ADMIN_CARS = { type: 'Car', id: 'ADMIN' } as const;

const shows = (query: AdminCarQuery, status: string) => query.status === 'all' || query.status === status;

const moderationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every car, whatever its status, as admins manage them: ten per page, newest first. */
    getAdminCars: build.query<QueuePage, AdminCarQuery>({
      query: (query) =>
        isQueue(query)
          ? { url: '/api/admin/moderation', params: { page: query.page, limit: ADMIN_PAGE_SIZE, sort: query.sort ?? 'newest' } }
          : {
              url: '/api/cars',
              params: {
                status: query.status,
                page: query.page,
                limit: ADMIN_PAGE_SIZE,
                sort: 'newest',
                ...(query.search.trim() ? { search: query.search.trim() } : {}),
              },
            },
      providesTags: [ADMIN_CARS],
      // The queue is live: new cars arrive at the top, decided ones change or leave, a card follows
      // its car's offer, photos, text and risk flags in place, all without a reload.
      async onCacheEntryAdded(query, lifecycle) {
        const refetch = () => lifecycle.dispatch(baseApi.util.invalidateTags([ADMIN_CARS]));
        const byRisk = isQueue(query) && query.sort === 'risk';
        /** Refreshes one card from the car as it is now (keeping what only the queue knows: flags, seller). */
        const refreshCar = async (id: number) => {
          await lifecycle.cacheDataLoaded;
          if (!lifecycle.getCacheEntry().data?.data.some((car) => car.id === id)) return;
          const fresh = await lifecycle
            .dispatch(adminCarApi.endpoints.getAdminCar.initiate(id, { subscribe: false, forceRefetch: true }))
            .unwrap()
            .catch(() => null);
          if (!fresh) return;
          lifecycle.updateCachedData((page) => {
            const index = page.data.findIndex((car) => car.id === id);
            if (index >= 0) page.data[index] = { ...fresh, risk: page.data[index].risk, seller: page.data[index].seller };
          });
        };
        await followSocket(lifecycle, {
          on: {
            'car.listed': (event, isNew) => {
              if (!isNew(event)) return;
              // In the riskiest-first order a new car's place is known once its flags are: reload.
              if (byRisk) return void refetch();
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
            // Its offer, photos or text arrived or changed. Not gated by position: a price
            // indicator's push may come from behind, and refetching a card twice is harmless.
            'car.updated': (event) => {
              void refreshCar(event.id);
            },
            'car.risk_assessed': (event, isNew) => {
              if (!isNew(event)) return;
              // A published listing's flags are the other panel's; the riskiest-first queue holds pending ones.
              if (byRisk) {
                if (event.listing_status === 'pending') refetch();
                return;
              }
              lifecycle.updateCachedData((page) => {
                const car = page.data.find((item) => item.id === event.id);
                if (car) car.risk = { score: event.score, flags: event.flags };
              });
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

    /**
     * `reason` (reject only, optional) is kept by the server for the owner; `anyway`: approve a
     * car without a price or a ready photo («موافقة رغم النقص»), which the server records.
     */
    moderateCar: build.mutation<
      Car,
      { id: number; decision: 'approve' | 'reject'; reason?: string; anyway?: boolean; flagsSeen?: FlagsSeen }
    >({
      query: ({ id, decision, reason, anyway, flagsSeen }) => {
        const body = {
          ...(decision === 'reject' && reason ? { reason } : {}),
          ...(decision === 'approve' && anyway ? { approve_anyway: true } : {}),
          ...(flagsSeen ? { flags_seen: flagsSeen } : {}),
        };
        return { url: `/api/cars/${id}/${decision}`, method: 'PUT', body: Object.keys(body).length ? body : undefined };
      },
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
