import { createApi, fetchBaseQuery, type BaseQueryApi, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { selectToken, sessionExpired, type WithSession } from '../session/session-slice';
import type { ApiError } from './api-error';
import { noteAnswer } from './stale-copy';

/** Calls that must never carry a stale token (a 401 there means wrong credentials, not an expired session). */
const ANONYMOUS_ENDPOINTS = new Set(['login', 'register']);

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  timeout: 10_000,
  prepareHeaders(headers, { getState, endpoint }) {
    const token = selectToken(getState() as WithSession);
    if (token && !ANONYMOUS_ENDPOINTS.has(endpoint)) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

/**
 * A 401 on a request that carried a token means the session is over (expired,
 * revoked, or the user was deleted): clear it so the layout sends the user to /login.
 * The token is compared so that a late 401 from an old session cannot sign out a fresh one.
 * Every request path uses it: this base query and the uploads (transfer-api.ts).
 */
export function endSessionOn401(status: unknown, sentToken: string | null, api: Pick<BaseQueryApi, 'getState' | 'dispatch'>) {
  if (status === 401 && sentToken && sentToken === selectToken(api.getState() as WithSession)) api.dispatch(sessionExpired());
}

/**
 * Where the API answers, as the store's thunk argument (store.ts): the browser asks its own origin
 * (paths alone); the server rendering a page asks itself at its own address.
 */
export interface ApiLocation {
  apiOrigin?: string;
}

const at = (origin: string | undefined, args: string | FetchArgs): string | FetchArgs =>
  !origin ? args : typeof args === 'string' ? `${origin}${args}` : { ...args, url: `${origin}${args.url}` };

const baseQueryWithSession: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const sentToken = ANONYMOUS_ENDPOINTS.has(api.endpoint) ? null : selectToken(api.getState() as WithSession);
  const result = await rawBaseQuery(at((api.extra as ApiLocation | undefined)?.apiOrigin, args), api, extra);
  endSessionOn401(result.error?.status, sentToken, api);
  noteAnswer(result.meta?.response);
  return result;
};

/**
 * Tag types in one place. `Car` ids are car ids, plus 'LIST' for every car list; `Store`,
 * `Workshop` and `Inspection` follow the same rule; `WorkshopAd` and `Review` ids are workshop ids.
 * `Notification` ids are page numbers of GET /api/notifications.
 */
export const TAGS = [
  'Car',
  'Me',
  'Category',
  'User',
  'Favourite',
  'Message',
  'Settings',
  'AdminStats',
  'Audit',
  'Store',
  'Workshop',
  'WorkshopAd',
  'Review',
  'Inspection',
  'ContactMessage',
  'SavedSearch',
  'Notification',
] as const;

export const CAR_LIST_TAG = { type: 'Car', id: 'LIST' } as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSession,
  tagTypes: TAGS,
  endpoints: () => ({}),
});
