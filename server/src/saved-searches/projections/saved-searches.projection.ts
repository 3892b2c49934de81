import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../event-store/event.types';
import { EventProjection, Projection } from '../../event-store/projection';
import type { NotificationRaised } from '../../notifications/domain/notification.events';
import { SavedSearchEvent } from '../domain/saved-search.events';

/**
 * projections.saved_searches: each user's saved queries and how many cars matched each since
 * it was last seen. `position` (the last event applied to a row) makes a repeated event count
 * once. A deleted account's searches go with it.
 */
@Injectable()
@EventProjection()
export class SavedSearchesProjection implements Projection {
  readonly tables = ['saved_searches'];
  readonly handles = ['SavedSearchCreated', 'SavedSearchDeleted', 'SavedSearchSeen', 'NotificationRaised', 'UserDeleted'];

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    if (recorded.type === 'UserDeleted') {
      await m.query(`DELETE FROM saved_searches WHERE user_id = $1`, [Number(recorded.streamId)]);
      return;
    }
    if (recorded.type === 'NotificationRaised') {
      const { savedSearchId } = (recorded as unknown as NotificationRaised).data;
      if (savedSearchId === null) return;
      await m.query(`UPDATE saved_searches SET new_matches = new_matches + 1, position = $2 WHERE id = $1 AND position < $2`, [
        savedSearchId,
        recorded.position,
      ]);
      return;
    }
    const event = recorded as unknown as SavedSearchEvent;
    switch (event.type) {
      case 'SavedSearchCreated': {
        const d = event.data;
        await m.query(
          `INSERT INTO saved_searches (id, user_id, name, query, brand, city, offer_type, created_at, position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
          [
            d.savedSearchId,
            Number(recorded.streamId),
            d.name,
            d.query,
            d.brand ?? '',
            d.city ?? '',
            d.offerType ?? '',
            recorded.recordedAt,
            recorded.position,
          ],
        );
        return;
      }
      case 'SavedSearchDeleted':
        await m.query(`DELETE FROM saved_searches WHERE id = $1`, [event.data.savedSearchId]);
        return;
      case 'SavedSearchSeen':
        await m.query(
          `UPDATE saved_searches SET new_matches = 0, last_seen_at = $2, position = $3 WHERE id = $1 AND position < $3`,
          [event.data.savedSearchId, recorded.recordedAt, recorded.position],
        );
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }
}
