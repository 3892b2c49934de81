import { Aggregate } from '../../event-store/aggregate';
import { NotFound } from '../../shared/domain-error';
import { evolveFavourites, FAVOURITES_STREAM, FavouriteEvent, FavouritesState, initialFavouritesState } from './favourite.events';

/** One stream per user (its id is the user's). */
export const FAVOURITES: Aggregate<FavouritesState> = {
  streamType: FAVOURITES_STREAM,
  initial: initialFavouritesState,
  evolve: evolveFavourites,
};

/**
 * Keep a car or let it go. Idempotent: asking for what already holds changes nothing. Only a car
 * the user can see may be kept (`visible`, read by the handler); letting go always works (the
 * car may be gone).
 */
export function setFavourite(state: FavouritesState, carId: number, favourite: boolean, visible: boolean): FavouriteEvent[] {
  if (state.carIds.has(carId) === favourite) return [];
  if (favourite && !visible) throw new NotFound();
  return [favourite ? { type: 'CarFavourited', data: { carId } } : { type: 'CarUnfavourited', data: { carId } }];
}
