import { baseApi } from '../../shared/api/base-api';
import type { SocketEvents } from '../../shared/socket/events';
import { followSocket } from '../../shared/socket/follow-socket';
import { isUnreadIn, withAllRead, withNotification, withRead } from './notification-pages';

/** A saved search (GET /api/saved-searches): `query` is the listings URL's query (saved-query.ts). */
export interface SavedSearch {
  id: number;
  name: string;
  query: string;
  /** Cars that became active and match it since the user last opened it. */
  new_matches: number;
  last_seen_at: string | null;
  created_at: string;
}

/** One of the user's notifications (GET /api/notifications). */
export interface AppNotification {
  id: number;
  kind: 'saved_search_match';
  title: string;
  body: string;
  link: string;
  car_id: number | null;
  saved_search_id: number | null;
  read_at: string | null;
  created_at: string;
}

export interface NotificationPage {
  data: AppNotification[];
  meta: { current_page: number; last_page: number; total: number; per_page: number; unread: number };
}

export interface NotificationsArgs {
  page: number;
  perPage: number;
}

/** The newest notifications, as the header's bell shows them (one cache entry with the side navigation's count). */
export const BELL_PAGE: NotificationsArgs = { page: 1, perPage: 8 };

export type NotificationPushed = SocketEvents['notification.created'];

const savedSearchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSavedSearches: build.query<SavedSearch[], void>({
      query: () => '/api/saved-searches',
      transformResponse: (body: { data: SavedSearch[] }) => body.data,
      providesTags: ['SavedSearch'],
      // A match raises a search's count of new cars: the list is reloaded with the push.
      async onCacheEntryAdded(_arg, lifecycle) {
        const refetch = () => lifecycle.dispatch(baseApi.util.invalidateTags(['SavedSearch']));
        await followSocket(lifecycle, {
          on: {
            'notification.created': (event, isNew) => {
              if (isNew(event)) refetch();
            },
          },
          reconnected: refetch,
        });
      },
    }),
    saveSearch: build.mutation<SavedSearch, { name: string; query: string }>({
      query: (body) => ({ url: '/api/saved-searches', method: 'POST', body }),
      transformResponse: (body: { data: SavedSearch }) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : ['SavedSearch']),
    }),
    deleteSavedSearch: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/saved-searches/${id}`, method: 'DELETE' }),
      onQueryStarted(id, { dispatch, queryFulfilled }) {
        // Gone from the list at once; put back if the server refuses.
        const patch = dispatch(
          savedSearchesApi.util.updateQueryData('getSavedSearches', undefined, (list) => list.filter((s) => s.id !== id)),
        );
        queryFulfilled.catch(() => patch.undo());
      },
    }),
    markSavedSearchSeen: build.mutation<SavedSearch, number>({
      query: (id) => ({ url: `/api/saved-searches/${id}/seen`, method: 'POST' }),
      transformResponse: (body: { data: SavedSearch }) => body.data,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            savedSearchesApi.util.updateQueryData('getSavedSearches', undefined, (list) =>
              list.map((search) => (search.id === id ? data : search)),
            ),
          );
        } catch {
          // The count stays as it was; the next visit shows it again.
        }
      },
    }),

    getNotifications: build.query<NotificationPage, NotificationsArgs>({
      query: ({ page, perPage }) => `/api/notifications?page=${page}&per_page=${perPage}`,
      providesTags: (_result, _error, { page }) => [{ type: 'Notification', id: page }],
      // The bell and the first page take a new notification in place, with the server's unread
      // count; a later page's items have moved down one, so it is reloaded.
      async onCacheEntryAdded({ page }, lifecycle) {
        const refetch = () => lifecycle.dispatch(baseApi.util.invalidateTags([{ type: 'Notification', id: page }]));
        await followSocket(lifecycle, {
          on: {
            'notification.created': (event, isNew) => {
              if (!isNew(event)) return;
              if (page === 1) lifecycle.updateCachedData((draft) => withNotification(draft, event));
              else refetch();
            },
          },
          reconnected: refetch,
        });
      },
    }),
    markNotificationRead: build.mutation<AppNotification, number>({
      query: (id) => ({ url: `/api/notifications/${id}/read`, method: 'POST' }),
      transformResponse: (body: { data: AppNotification }) => body.data,
      onQueryStarted(id, lifecycle) {
        const { dispatch, queryFulfilled } = lifecycle;
        const getState = () => lifecycle.getState();
        const readAt = new Date().toISOString();
        const cached = savedSearchesApi.util.selectCachedArgsForQuery(getState(), 'getNotifications');
        const pages = cached.flatMap((args) => savedSearchesApi.endpoints.getNotifications.select(args)(getState()).data ?? []);
        const wasUnread = isUnreadIn(pages, id);
        const patches = cached.map((args) =>
          dispatch(
            savedSearchesApi.util.updateQueryData('getNotifications', args, (draft) => withRead(draft, id, readAt, wasUnread)),
          ),
        );
        queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
    }),
    markAllNotificationsRead: build.mutation<{ unread: number }, void>({
      query: () => ({ url: '/api/notifications/read-all', method: 'POST' }),
      transformResponse: (body: { data: { unread: number } }) => body.data,
      onQueryStarted(_arg, lifecycle) {
        const { dispatch, queryFulfilled } = lifecycle;
        const getState = () => lifecycle.getState();
        const readAt = new Date().toISOString();
        const patches = savedSearchesApi.util
          .selectCachedArgsForQuery(getState(), 'getNotifications')
          .map((args) =>
            dispatch(savedSearchesApi.util.updateQueryData('getNotifications', args, (draft) => withAllRead(draft, readAt))),
          );
        queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
    }),
  }),
});

export const {
  useGetSavedSearchesQuery,
  useSaveSearchMutation,
  useDeleteSavedSearchMutation,
  useMarkSavedSearchSeenMutation,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = savedSearchesApi;
