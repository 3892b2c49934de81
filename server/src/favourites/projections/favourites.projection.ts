import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../event-store/event.types';
import { EventProjection, Projection } from '../../event-store/projection';
import { FavouriteEvent } from '../domain/favourite.events';

/**
 * projections.favourites: who keeps which car. A car's likes are its count here. Rows go when
 * the car is removed or the account deleted, so counts only include what still exists.
 */
@Injectable()
@EventProjection()
export class FavouritesProjection implements Projection {
  readonly tables = ['favourites'];
  readonly handles = ['CarFavourited', 'CarUnfavourited', 'CarRemoved', 'UserDeleted'];

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    if (recorded.type === 'CarRemoved') {
      await m.query(`DELETE FROM favourites WHERE car_id = $1`, [Number(recorded.streamId)]);
      return;
    }
    if (recorded.type === 'UserDeleted') {
      await m.query(`DELETE FROM favourites WHERE user_id = $1`, [Number(recorded.streamId)]);
      return;
    }
    const event = recorded as unknown as FavouriteEvent;
    const userId = Number(recorded.streamId);
    switch (event.type) {
      case 'CarFavourited':
        await m.query(`INSERT INTO favourites (user_id, car_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
          userId,
          event.data.carId,
          recorded.recordedAt,
        ]);
        return;
      case 'CarUnfavourited':
        await m.query(`DELETE FROM favourites WHERE user_id = $1 AND car_id = $2`, [userId, event.data.carId]);
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }
}
