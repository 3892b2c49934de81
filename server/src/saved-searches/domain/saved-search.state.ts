import { Aggregate } from '../../event-store/aggregate';
import { RecordedEvent } from '../../event-store/event.types';
import { SAVED_SEARCHES_STREAM, SavedSearchEvent } from './saved-search.events';

export interface SavedSearchesState {
  /** The user's saved searches by id: their normalised queries. */
  queries: Map<number, string>;
}

export const initialSavedSearchesState = (): SavedSearchesState => ({ queries: new Map() });

export function evolveSavedSearches(state: SavedSearchesState, recorded: RecordedEvent): SavedSearchesState {
  const event = recorded as unknown as SavedSearchEvent;
  switch (event.type) {
    case 'SavedSearchCreated':
      return { queries: new Map(state.queries).set(event.data.savedSearchId, event.data.query) };
    case 'SavedSearchDeleted': {
      const queries = new Map(state.queries);
      queries.delete(event.data.savedSearchId);
      return { queries };
    }
    case 'SavedSearchSeen':
      return state;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export const SAVED_SEARCHES: Aggregate<SavedSearchesState> = {
  streamType: SAVED_SEARCHES_STREAM,
  initial: initialSavedSearchesState,
  evolve: evolveSavedSearches,
};
