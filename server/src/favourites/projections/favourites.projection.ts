import { Injectable } from '@nestjs/common';
import { CarRemoved } from '../../cars/domain/car.events';
import { eventTypes, Recorded, StreamFold } from '../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../event-store/folded-projection';
import { EventProjection } from '../../event-store/projection';
import { UserDeleted } from '../../users/domain/user.events';
import { FavouriteEvent } from '../domain/favourite.events';

/** What a favourite follows: its user keeping or dropping the car, the car removed, the account deleted. */
export type FavouriteRowEvent = FavouriteEvent | CarRemoved | UserDeleted;

export type FavouriteRow = { user_id: number; car_id: number; created_at: string };

/**
 * A user's favourites after their event (kept once, from the first time; dropped), or none of a
 * removed car's or a deleted account's.
 */
export function evolveFavourites(rows: readonly FavouriteRow[], event: Recorded<FavouriteRowEvent>): readonly FavouriteRow[] {
  switch (event.type) {
    case 'CarFavourited': {
      const { carId } = event.data;
      if (rows.some((row) => row.car_id === carId)) return rows;
      return [...rows, { user_id: Number(event.streamId), car_id: carId, created_at: new Date(event.recordedAt).toISOString() }];
    }
    case 'CarUnfavourited':
      return rows.filter((row) => row.car_id !== event.data.carId);
    case 'CarRemoved':
    case 'UserDeleted':
      return [];
  }
}

const FAVOURITES: StreamFold<FavouriteRow, FavouriteRowEvent> = {
  table: { table: 'favourites', key: ['user_id', 'car_id'], keyType: 'integer' },
  // A user's favourites stream has the user's id.
  streamColumn: { column: 'user_id', type: 'integer' },
  // A removed car's and a deleted account's favourites were made by the users' favourites streams.
  rowsOf: (event) => {
    if (event.type === 'CarRemoved') return { column: 'car_id', type: 'integer', values: [event.streamId], ofOtherStreams: true };
    if (event.type === 'UserDeleted')
      return { column: 'user_id', type: 'integer', values: [event.streamId], ofOtherStreams: true };
    return undefined;
  },
  evolve: evolveFavourites,
};

/**
 * projections.favourites: who keeps which car (a pure fold). A car's likes are its count here.
 * Rows go when the car is removed or the account deleted, so counts only include what still exists.
 */
@Injectable()
@EventProjection()
export class FavouritesProjection extends FoldedProjection<FavouriteRowEvent> {
  readonly tables = ['favourites'];
  readonly handles = eventTypes<FavouriteRowEvent>({
    CarFavourited: true,
    CarUnfavourited: true,
    CarRemoved: true,
    UserDeleted: true,
  });
  /** They delete rows made by other streams' events (see Projection.cleansUp). */
  readonly cleansUp = ['CarRemoved', 'UserDeleted'];
  readonly folds = [FAVOURITES];
}
