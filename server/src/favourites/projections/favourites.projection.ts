import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../event-store/event.types';
import { EventProjection, Projection } from '../../event-store/projection';
import { FavouriteEvent } from '../domain/favourite.events';

/**
 * projections.favourites: who keeps which car. A car's likes are its count here. Rows go when
 * the car is removed or the account deleted, so counts only include what still exists.
 *
 * Favouriting and unfavouriting are applied in runs (a replay batch at once): each pair's events
 * come down to "delete it" and/or "insert it unless there" with the time of the first favourite
 * after its last removal, which is what they did one by one. A removed car or a deleted account
 * ends a run and deletes by car or by account.
 */
@Injectable()
@EventProjection()
export class FavouritesProjection implements Projection {
  readonly tables = ['favourites'];
  readonly handles = ['CarFavourited', 'CarUnfavourited', 'CarRemoved', 'UserDeleted'];
  /** They delete rows made by other streams' events (see Projection.cleansUp). */
  readonly cleansUp = ['CarRemoved', 'UserDeleted'];
  readonly bulk = ['CarFavourited', 'CarUnfavourited'];

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    if (recorded.type === 'CarRemoved') {
      await m.query(`DELETE FROM favourites WHERE car_id = $1`, [Number(recorded.streamId)]);
      return;
    }
    if (recorded.type === 'UserDeleted') {
      await m.query(`DELETE FROM favourites WHERE user_id = $1`, [Number(recorded.streamId)]);
      return;
    }
    await this.applyRun(m, [recorded]);
  }

  async applyRun(m: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
    /** Per user and car: whether the run removes the pair first, and the favourite to insert after. */
    const pairs = new Map<string, { userId: number; carId: number; remove: boolean; since: Date | null }>();
    for (const recorded of events) {
      const event = recorded as unknown as FavouriteEvent;
      const userId = Number(recorded.streamId);
      const key = `${userId}:${event.data.carId}`;
      const pair = pairs.get(key) ?? { userId, carId: event.data.carId, remove: false, since: null };
      pairs.set(key, pair);
      switch (event.type) {
        case 'CarFavourited':
          pair.since ??= recorded.recordedAt;
          break;
        case 'CarUnfavourited':
          pair.remove = true;
          pair.since = null;
          break;
        default: {
          const unhandled: never = event;
          return unhandled;
        }
      }
    }
    const removed = [...pairs.values()].filter((p) => p.remove);
    if (removed.length) {
      await m.query(
        `DELETE FROM favourites f USING unnest($1::int[], $2::int[]) AS x(user_id, car_id)
          WHERE f.user_id = x.user_id AND f.car_id = x.car_id`,
        [removed.map((p) => p.userId), removed.map((p) => p.carId)],
      );
    }
    const added = [...pairs.values()].filter((p) => p.since);
    if (added.length) {
      await m.query(
        `INSERT INTO favourites (user_id, car_id, created_at)
         SELECT * FROM unnest($1::int[], $2::int[], $3::timestamptz[]) ON CONFLICT DO NOTHING`,
        [added.map((p) => p.userId), added.map((p) => p.carId), added.map((p) => p.since)],
      );
    }
  }
}
