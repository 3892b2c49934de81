import { Aggregate } from '../../event-store/aggregate';
import { RecordedEvent } from '../../event-store/event.types';
import { SAVED_SEARCH_DIGEST_STREAM, SavedSearchDigestEvent } from './saved-search-digest.events';

/** The notifications the day's digest listed (null: it has not gone out). */
export interface SavedSearchDigestState {
  mailed: number[] | null;
}

/** The stream has one event type: the day's digest, written once. */
export function evolveSavedSearchDigest(_state: SavedSearchDigestState, recorded: RecordedEvent): SavedSearchDigestState {
  const event = recorded as unknown as SavedSearchDigestEvent;
  return { mailed: [...event.data.notificationIds] };
}

export const SAVED_SEARCH_DIGEST: Aggregate<SavedSearchDigestState> = {
  streamType: SAVED_SEARCH_DIGEST_STREAM,
  initial: () => ({ mailed: null }),
  evolve: evolveSavedSearchDigest,
};
