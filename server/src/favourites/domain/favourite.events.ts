import { NewEvent } from '../../event-store/event.types';

/** One stream per user: the cars they keep. */
export const FAVOURITES_STREAM = 'favourites';

export type CarFavourited = NewEvent<'CarFavourited', { carId: number }>;
export type CarUnfavourited = NewEvent<'CarUnfavourited', { carId: number }>;
export type FavouriteEvent = CarFavourited | CarUnfavourited;

export interface FavouritesState {
  carIds: Set<number>;
}

export const initialFavouritesState = (): FavouritesState => ({ carIds: new Set() });

export function evolveFavourites(state: FavouritesState, recorded: { type: string; data: unknown }): FavouritesState {
  const event = recorded as FavouriteEvent;
  const carIds = new Set(state.carIds);
  switch (event.type) {
    case 'CarFavourited':
      carIds.add(event.data.carId);
      return { carIds };
    case 'CarUnfavourited':
      carIds.delete(event.data.carId);
      return { carIds };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
