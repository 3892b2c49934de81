import { Decision } from '../../event-store/command-streams';
import { NotFound } from '../../shared/domain-error';
import { SavedSearchEvent, SavedSearchKeys } from './saved-search.events';
import { TooManySavedSearches } from './saved-search.errors';
import { SavedSearchesState } from './saved-search.state';

export const MAX_SAVED_SEARCHES = 50;

export interface NewSavedSearch extends SavedSearchKeys {
  name: string;
  /** Normalised (parameters sorted), so the same filters are the same query. */
  query: string;
}

/**
 * Saves a query under a name. Saving a query the user already keeps saves nothing and answers
 * the existing search (`created: false`), so a double click makes one search.
 */
export function createSavedSearch(
  state: SavedSearchesState,
  savedSearchId: number,
  search: NewSavedSearch,
): Decision<{ savedSearchId: number; created: boolean }> {
  const existing = [...state.queries].find(([, query]) => query === search.query);
  if (existing) return { events: [], result: { savedSearchId: existing[0], created: false } };
  if (state.queries.size >= MAX_SAVED_SEARCHES) throw new TooManySavedSearches();
  const event: SavedSearchEvent = { type: 'SavedSearchCreated', data: { savedSearchId, ...search } };
  return { events: [event], result: { savedSearchId, created: true } };
}

/** Only one's own saved search; another user's is not found (they must not learn it exists). */
export function deleteSavedSearch(state: SavedSearchesState, savedSearchId: number): SavedSearchEvent[] {
  if (!state.queries.has(savedSearchId)) throw new NotFound();
  return [{ type: 'SavedSearchDeleted', data: { savedSearchId } }];
}

export function markSavedSearchSeen(state: SavedSearchesState, savedSearchId: number): SavedSearchEvent[] {
  if (!state.queries.has(savedSearchId)) throw new NotFound();
  return [{ type: 'SavedSearchSeen', data: { savedSearchId } }];
}
