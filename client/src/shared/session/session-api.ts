import { baseApi } from '../api/base-api';
import type { User } from '../domain/user';
import { userRefreshed } from './session-slice';

// The stored session only keeps ids and the latest role; the profile is fetched
// once when the app starts with a token, which also refreshes a role changed by an admin.
const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<User, void>({
      query: () => '/api/me',
      transformResponse: (body: { data: User }) => body.data,
      providesTags: ['Me'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userRefreshed(data));
        } catch {
          // A 401 is handled by the base query; other failures keep the stored session.
        }
      },
    }),
  }),
});

// The lazy form reloads the profile on demand (e.g. `workshop_id` after the user's first workshop).
export const { useGetMeQuery, useLazyGetMeQuery } = sessionApi;

/** Fetches the profile again (roles may have changed) and refreshes the session with it. */
export const refreshMe = () => sessionApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false });
