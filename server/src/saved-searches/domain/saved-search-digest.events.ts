import { NewEvent } from '../../event-store/event.types';

/**
 * One stream per user and digest day (its id `<user id>:<YYYY-MM-DD>`, the day in Damascus): the
 * record that the day's digest went out and which notifications it listed. A rerun, a redelivered
 * job or a second worker finds it written and mails nothing again.
 */
export const SAVED_SEARCH_DIGEST_STREAM = 'saved-search-digest';

export const digestStreamId = (userId: number, day: string) => `${userId}:${day}`;

export type SavedSearchDigestMailed = NewEvent<
  'SavedSearchDigestMailed',
  { userId: number; day: string; notificationIds: number[] }
>;
export type SavedSearchDigestEvent = SavedSearchDigestMailed;
