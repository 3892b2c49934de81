import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CarQueries } from '../../cars/queries/car-queries';
import { CommandStreams } from '../../event-store/command-streams';
import { metadataFor } from '../../shared/event-metadata';
import { FAVOURITES, setFavourite } from '../domain/favourite.decider';
import { SetFavourite } from './set-favourite.command';

/**
 * Idempotent, so a version race is retried rather than answered 409: twenty identical PUTs at
 * once all succeed, the first appends and the others then find the car already kept.
 */
@CommandHandler(SetFavourite)
export class SetFavouriteHandler implements ICommandHandler<SetFavourite> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly cars: CarQueries,
  ) {}

  execute({ actor, carId, favourite }: SetFavourite): Promise<void> {
    return this.streams.handle(FAVOURITES, actor.id, metadataFor(actor), async (kept) => {
      // The car is looked up only when keeping it would change something.
      const visible = favourite && !kept.carIds.has(carId) ? !!(await this.cars.get(carId, actor)) : true;
      return setFavourite(kept, carId, favourite, visible);
    });
  }
}
