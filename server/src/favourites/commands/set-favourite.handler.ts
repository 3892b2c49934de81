import { CommandHandler } from '@nestjs/cqrs';
import { CarQueries } from '../../cars/queries/car-queries';
import { loadAggregate } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../event-store/retrying-command-handler';
import { metadataFor } from '../../shared/event-metadata';
import { notFound } from '../../shared/http/http-errors';
import { evolveFavourites, FAVOURITES_STREAM, FavouriteEvent, initialFavouritesState } from '../domain/favourite.events';
import { SetFavourite } from './set-favourite.command';

/**
 * Idempotent, so a version race is retried rather than answered 409: twenty identical PUTs at
 * once all succeed, the first appends and the others then find the car already kept.
 */
@CommandHandler(SetFavourite)
export class SetFavouriteHandler extends RetryingCommandHandler<SetFavourite> {
  constructor(
    private readonly store: EventStore,
    private readonly cars: CarQueries,
  ) {
    super();
  }

  protected async decide({ actor, carId, favourite }: SetFavourite): Promise<void> {
    const { state, version } = await loadAggregate(
      this.store,
      FAVOURITES_STREAM,
      actor.id,
      evolveFavourites,
      initialFavouritesState(),
    );
    if (state.carIds.has(carId) === favourite) return;
    // Only a car the user can see may be kept; letting go always works (the car may be gone).
    if (favourite && !(await this.cars.get(carId, actor))) throw notFound();
    const event: FavouriteEvent = favourite
      ? { type: 'CarFavourited', data: { carId } }
      : { type: 'CarUnfavourited', data: { carId } };
    await this.store.append(
      { streamType: FAVOURITES_STREAM, streamId: actor.id, expectedVersion: version, events: [event] },
      metadataFor(actor),
    );
  }
}
