import { Decision } from '../../event-store/command-streams';
import { SavedSearchDigestMailed } from './saved-search-digest.events';
import { SavedSearchDigestState } from './saved-search-digest.state';

export interface DigestOutcome {
  /** The notifications the day's digest lists. */
  notificationIds: number[];
  /** The digest was recorded before this call (by a rerun, another worker or an earlier attempt). */
  recordedBefore: boolean;
}

/**
 * Records the day's digest of a user with the notifications it lists, once: when the day is
 * already recorded, nothing new is written and the caller learns what was listed then. A day
 * with nothing to list writes nothing.
 */
export function recordDigest(
  state: SavedSearchDigestState,
  userId: number,
  day: string,
  notificationIds: readonly number[],
): Decision<DigestOutcome> {
  if (state.mailed) return { events: [], result: { notificationIds: state.mailed, recordedBefore: true } };
  if (!notificationIds.length) return { events: [], result: { notificationIds: [], recordedBefore: false } };
  const event: SavedSearchDigestMailed = {
    type: 'SavedSearchDigestMailed',
    data: { userId, day, notificationIds: [...notificationIds] },
  };
  return { events: [event], result: { notificationIds: [...notificationIds], recordedBefore: false } };
}
