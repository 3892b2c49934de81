import { baseApi } from '../../shared/api/base-api';
import { followSocket } from '../../shared/socket/follow-socket';

export interface ContactMessage {
  id: number;
  sender_id: number | null;
  /** The account's name and e-mail when `sender_verified`; else as the sender typed them. */
  name: string;
  email: string;
  sender_verified: boolean;
  phone: string | null;
  subject: string;
  message: string;
  read: boolean;
  created_at: string;
}

export interface ContactMessagePage {
  data: ContactMessage[];
  meta: { current_page: number; last_page: number; total: number; per_page: number; unread: number };
}

const INBOX = { type: 'ContactMessage', id: 'LIST' } as const;

const contactInboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContactMessages: build.query<ContactMessagePage, { page: number; unread: boolean }>({
      query: ({ page, unread }) => ({
        url: '/api/contact-messages',
        params: { page, per_page: 20, ...(unread && { unread: 1 }) },
      }),
      providesTags: [INBOX],
      // New messages arrive by socket (the admins' room); a reconnection reloads what may have been missed.
      async onCacheEntryAdded(_arg, lifecycle) {
        const reload = () => lifecycle.dispatch(baseApi.util.invalidateTags([INBOX]));
        await followSocket(lifecycle, {
          on: {
            'contact.received': (event, isNew) => {
              if (isNew(event)) reload();
            },
          },
          reconnected: reload,
        });
      },
    }),
    markContactMessageRead: build.mutation<{ data: ContactMessage }, number>({
      query: (id) => ({ url: `/api/contact-messages/${id}/read`, method: 'PUT' }),
      invalidatesTags: [INBOX],
    }),
  }),
});

export const { useGetContactMessagesQuery, useMarkContactMessageReadMutation } = contactInboxApi;
