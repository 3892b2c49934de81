import { NewEvent } from '../../event-store/event.types';

/** One stream per user (its id is the user's): the listings queries they keep. */
export const SAVED_SEARCHES_STREAM = 'saved-searches';

/** The equality filters of a query, copied out so the worker can pick candidates by index. */
export interface SavedSearchKeys {
  brand: string | null;
  city: string | null;
  offerType: string | null;
}

export type SavedSearchCreated = NewEvent<
  'SavedSearchCreated',
  { savedSearchId: number; name: string; query: string } & SavedSearchKeys
>;
export type SavedSearchDeleted = NewEvent<'SavedSearchDeleted', { savedSearchId: number }>;
/** The user opened the search's matches: its count of new matches starts again from zero. */
export type SavedSearchSeen = NewEvent<'SavedSearchSeen', { savedSearchId: number }>;
export type SavedSearchEvent = SavedSearchCreated | SavedSearchDeleted | SavedSearchSeen;
