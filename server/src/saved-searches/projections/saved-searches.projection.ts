import { Injectable } from '@nestjs/common';
import { eventTypes, Recorded, RowsOf, StreamFold } from '../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../event-store/folded-projection';
import { EventProjection } from '../../event-store/projection';
import type { NotificationRaised } from '../../notifications/domain/notification.events';
import { UserDeleted } from '../../users/domain/user.events';
import { SavedSearchEvent } from '../domain/saved-search.events';

/** What a saved search follows: its user's changes, the matches announced for it, and the account going away. */
export type SavedSearchRowEvent = SavedSearchEvent | NotificationRaised | UserDeleted;

export type SavedSearchRow = {
  id: number;
  user_id: number;
  name: string;
  query: string;
  brand: string;
  city: string;
  offer_type: string;
  new_matches: number;
  last_seen_at?: string | null;
  created_at: string;
  /** The log position of the last event applied to the row: a repeated event changes it once. */
  position: number;
};

/**
 * The row of the search an event names: the user's own stream made it; a notification (raised
 * by another stream) counts in it, and a deleted account (its own stream) takes all of its user's.
 */
function rowsOf(event: Recorded<SavedSearchRowEvent>): RowsOf {
  switch (event.type) {
    case 'SavedSearchCreated':
    case 'SavedSearchDeleted':
    case 'SavedSearchSeen':
      return { values: [event.data.savedSearchId] };
    case 'NotificationRaised': {
      const id = event.data.savedSearchId;
      return { values: id === null ? [] : [id], ofOtherStreams: true };
    }
    case 'UserDeleted':
      return { column: 'user_id', type: 'integer', values: [event.streamId], ofOtherStreams: true };
  }
}

/**
 * A saved search after an event: created (once), gone, seen (its count of new matches back to
 * zero) or matched once more. A change counts only after the row's position, so an event applied
 * twice changes it once.
 */
export function evolveSavedSearches(
  rows: readonly SavedSearchRow[],
  event: Recorded<SavedSearchRowEvent>,
): readonly SavedSearchRow[] {
  const after = (change: (row: SavedSearchRow) => Partial<SavedSearchRow>) =>
    rows.map((row) => (row.position < event.position ? { ...row, ...change(row), position: event.position } : row));
  switch (event.type) {
    case 'SavedSearchCreated': {
      if (rows.length) return rows;
      const d = event.data;
      return [
        {
          id: d.savedSearchId,
          user_id: Number(event.streamId),
          name: d.name,
          query: d.query,
          brand: d.brand ?? '',
          city: d.city ?? '',
          offer_type: d.offerType ?? '',
          new_matches: 0,
          created_at: new Date(event.recordedAt).toISOString(),
          position: event.position,
        },
      ];
    }
    case 'SavedSearchSeen':
      return after(() => ({ new_matches: 0, last_seen_at: new Date(event.recordedAt).toISOString() }));
    case 'NotificationRaised':
      return after((row) => ({ new_matches: row.new_matches + 1 }));
    case 'SavedSearchDeleted':
    case 'UserDeleted':
      return [];
  }
}

const SAVED_SEARCHES: StreamFold<SavedSearchRow, SavedSearchRowEvent> = {
  table: { table: 'saved_searches', key: 'id', keyType: 'integer' },
  rowsOf,
  evolve: evolveSavedSearches,
};

/**
 * projections.saved_searches: each user's saved queries and how many cars matched each since it
 * was last seen (a pure fold). A deleted account's searches go with it.
 */
@Injectable()
@EventProjection()
export class SavedSearchesProjection extends FoldedProjection<SavedSearchRowEvent> {
  readonly tables = ['saved_searches'];
  readonly handles = eventTypes<SavedSearchRowEvent>({
    SavedSearchCreated: true,
    SavedSearchDeleted: true,
    SavedSearchSeen: true,
    NotificationRaised: true,
    UserDeleted: true,
  });
  /** It deletes rows made by other streams' events (see Projection.cleansUp). */
  readonly cleansUp = ['UserDeleted'];
  readonly folds = [SAVED_SEARCHES];
}
