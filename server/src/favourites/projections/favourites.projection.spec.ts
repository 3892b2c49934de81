import { projectionSpec, SPEC_START } from '../../event-store/projection-specification';
import { FavouriteRowEvent, FavouritesProjection } from './favourites.projection';

/** User 7's favourites. */
const given = projectionSpec(new FavouritesProjection(), { streamType: 'favourites', streamId: '7' });
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const kept = (carId: number, userId = 7) => ({
  type: 'CarFavourited' as const,
  streamId: String(userId),
  data: { carId },
});
const dropped = (carId: number): FavouriteRowEvent => ({ type: 'CarUnfavourited', data: { carId } });

describe("users' favourite cars, as a fold of favourites, cars and accounts", () => {
  it('keeps a car once, from the first time it was kept since last dropped', () => {
    given([kept(5)])
      .when(kept(5), kept(6))
      .then({
        favourites: [
          { user_id: 7, car_id: 5, created_at: at(1) },
          { user_id: 7, car_id: 6, created_at: at(3) },
        ],
      });
    given([kept(5), dropped(5)])
      .when(kept(5))
      .then({ favourites: [{ user_id: 7, car_id: 5, created_at: at(3) }] });
  });

  it('drops a car its user no longer keeps, and a removed car from everyone’s favourites', () => {
    given([kept(5), kept(6)])
      .when(dropped(5))
      .then({ favourites: [{ user_id: 7, car_id: 6, created_at: at(2) }] });
    given([kept(5), kept(6), kept(5, 8)])
      .when({ type: 'CarRemoved', streamType: 'car', streamId: '5', data: { reason: 'owner' } })
      .then({ favourites: [{ user_id: 7, car_id: 6, created_at: at(2) }] });
  });

  it("drops a deleted account's favourites, not another's", () => {
    given([kept(5), kept(5, 8)])
      .when({ type: 'UserDeleted', streamType: 'user', streamId: '7', data: { by: 'self' } })
      .then({ favourites: [{ user_id: 8, car_id: 5, created_at: at(2) }] });
  });
});
