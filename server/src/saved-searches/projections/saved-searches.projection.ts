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
  /** They delete rows made by other streams' events (see Projection.cleansUp). */
  readonly cleansUp = ['UserDeleted'];
  /** One approval can match hundreds of searches: their counts move in one statement. */
  readonly bulk = ['NotificationRaised'];

  /** Each search counts the matches after its row's position (a repeated event counts once). */
  async applyRun(m: EntityManager, run: readonly RecordedEvent[]): Promise<void> {
    const matched = run
      .map((recorded) => ({ id: (recorded as unknown as NotificationRaised).data.savedSearchId, position: recorded.position }))
      .filter((match): match is { id: number; position: number } => match.id !== null);
    if (!matched.length) return;
    await m.query(
      `UPDATE saved_searches s SET new_matches = s.new_matches + u.matches, position = u.last
         FROM (SELECT e.id, count(*)::int AS matches, max(e.position) AS last
                 FROM unnest($1::int[], $2::bigint[]) AS e(id, position)
                 JOIN saved_searches t ON t.id = e.id AND e.position > t.position
                GROUP BY e.id) u
        WHERE s.id = u.id`,
      [matched.map((match) => match.id), matched.map((match) => match.position)],
    );
  }

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    if (recorded.type === 'UserDeleted') {
      await m.query(`DELETE FROM saved_searches WHERE user_id = $1`, [Number(recorded.streamId)]);
      return;
    }
    if (recorded.type === 'NotificationRaised') return this.applyRun(m, [recorded]);
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
