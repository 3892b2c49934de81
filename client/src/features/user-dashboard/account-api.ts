import { toast } from 'sonner';
import { baseApi } from '../../shared/api/base-api';
import type { Car } from '../../shared/domain/car';
import type { Preferences, User } from '../../shared/domain/user';
import { followSocket } from '../../shared/socket/follow-socket';
import { userRefreshed } from '../../shared/session/session-slice';
import { arm } from '../../shared/messages/ar-manage';

/** A message from a buyer, sent through a car page's contact form (GET /api/messages). */
export interface InboxMessage {
  id: number;
  car_id: number;
  car_name: string | null;
  sender_id: number | null;
  /** The account's name and e-mail when `sender_verified`; else as the sender typed them. */
  name: string;
  email: string;
  sender_verified: boolean;
  phone: string | null;
  message: string;
  read: boolean;
  read_at: string | null;
  created_at: string;
}

export interface Inbox {
  data: InboxMessage[];
  meta: { unread: number };
}

export interface ProfileChanges {
  name?: string;
  phone?: string;
  preferences?: Partial<Preferences>;
}

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFavourites: build.query<Car[], void>({
      query: () => '/api/favourites',
      transformResponse: (body: { data: Car[] }) => body.data,
      providesTags: ['Favourite'],
    }),
    removeFavourite: build.mutation<unknown, number>({
      query: (carId) => ({ url: `/api/favourites/${carId}`, method: 'DELETE' }),
      onQueryStarted(carId, { dispatch, queryFulfilled }) {
        // Gone from the list at once; put back if the server refuses.
        const patch = dispatch(
          accountApi.util.updateQueryData('getFavourites', undefined, (cars) => cars.filter((car) => car.id !== carId)),
        );
        queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error, carId) => (error ? [] : [{ type: 'Car', id: carId }]),
    }),

    getInbox: build.query<Inbox, void>({
      query: () => '/api/messages',
      providesTags: ['Message'],
      // A buyer's message arrives without a reload (the push names it; the list is reloaded).
      async onCacheEntryAdded(_arg, lifecycle) {
        const refetch = () => lifecycle.dispatch(baseApi.util.invalidateTags(['Message']));
        await followSocket(lifecycle, {
          on: {
            'message.received': (event, isNew) => {
              if (!isNew(event)) return;
              toast.info(arm.inbox.newMessage);
              refetch();
            },
          },
          reconnected: refetch,
        });
      },
    }),
    markMessageRead: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/messages/${id}/read`, method: 'PUT' }),
      onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          accountApi.util.updateQueryData('getInbox', undefined, (inbox) => {
            const message = inbox.data.find((m) => m.id === id);
            if (message && !message.read) {
              message.read = true;
              inbox.meta.unread = Math.max(0, inbox.meta.unread - 1);
            }
          }),
        );
        queryFulfilled.catch(() => patch.undo());
      },
    }),

    updateMe: build.mutation<User, ProfileChanges>({
      query: (body) => ({ url: '/api/me', method: 'PUT', body }),
      transformResponse: (body: { data: User }) => body.data,
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userRefreshed(data)); // the header shows the new name at once
        } catch {
          // The form reports the failure.
        }
      },
      // The seller's cars show their name and phone.
      invalidatesTags: (_result, error) => (error ? [] : ['Me', 'Car']),
    }),
    changePassword: build.mutation<{ message: string }, PasswordChange>({
      query: (body) => ({ url: '/api/me/password', method: 'PUT', body }),
    }),
    deleteMe: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/api/me', method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetFavouritesQuery,
  useRemoveFavouriteMutation,
  useGetInboxQuery,
  useMarkMessageReadMutation,
  useUpdateMeMutation,
  useChangePasswordMutation,
  useDeleteMeMutation,
} = accountApi;
