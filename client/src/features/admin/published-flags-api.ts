import { baseApi, CAR_LIST_TAG } from '../../shared/api/base-api';
import type { Car } from '../../shared/domain/car';
import { followSocket } from '../../shared/socket/follow-socket';
import { ADMIN_PAGE_SIZE, type FlagsSeen, type QueuePage, type QueueSort } from './moderation-api';

export interface PublishedFlagsQuery {
  page: number;
  sort: QueueSort;
}

const PUBLISHED_FLAGS = { type: 'Car', id: 'PUBLISHED_FLAGS' } as const;

/**
 * Published listings carrying risk flags no admin has looked at since they were raised (their
 * owner edited in a phone number, a copied photo, a price too low): the moderation route's
 * `view=published`, kept («إبقاء») or taken down with a reason the seller reads.
 */
const publishedFlagsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublishedFlags: build.query<QueuePage, PublishedFlagsQuery>({
      query: ({ page, sort }) => ({
        url: '/api/admin/moderation',
        params: { view: 'published', page, limit: ADMIN_PAGE_SIZE, sort },
      }),
      providesTags: [PUBLISHED_FLAGS],
      // Live: a published listing newly flagged (or cleared) reloads the page in its order; a
      // listing here taken down, expired or removed leaves it.
      async onCacheEntryAdded(_query, lifecycle) {
        const refetch = () => lifecycle.dispatch(baseApi.util.invalidateTags([PUBLISHED_FLAGS]));
        const shown = (id: number) => lifecycle.getCacheEntry().data?.data.some((car) => car.id === id) ?? false;
        await followSocket(lifecycle, {
          on: {
            'car.risk_assessed': (event, isNew) => {
              if (isNew(event) && (event.listing_status === 'active' || shown(event.id))) refetch();
            },
            'car.status_changed': (event, isNew) => {
              if (isNew(event) && shown(event.id)) refetch();
            },
          },
          reconnected: refetch,
        });
      },
    }),

    /** «إبقاء»: the admin looked at the flags and keeps the listing published. */
    keepPublishedListing: build.mutation<{ message: string }, { id: number; flagsSeen?: FlagsSeen }>({
      query: ({ id, flagsSeen }) => ({
        url: `/api/admin/moderation/${id}/keep`,
        method: 'PUT',
        body: flagsSeen ? { flags_seen: flagsSeen } : undefined,
      }),
      invalidatesTags: [PUBLISHED_FLAGS],
    }),

    /** Takes a published listing down with the reason its seller reads (the seller's edit resubmits it). */
    takeDownCar: build.mutation<Car, { id: number; reason: string; flagsSeen?: FlagsSeen }>({
      query: ({ id, reason, flagsSeen }) => ({
        url: `/api/cars/${id}/take-down`,
        method: 'PUT',
        body: { reason, ...(flagsSeen ? { flags_seen: flagsSeen } : {}) },
      }),
      invalidatesTags: (_result, _error, { id }) => [PUBLISHED_FLAGS, 'AdminStats', CAR_LIST_TAG, { type: 'Car', id }],
    }),
  }),
});

export const { useGetPublishedFlagsQuery, useKeepPublishedListingMutation, useTakeDownCarMutation } = publishedFlagsApi;
