import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CarQueries } from '../../../cars/queries/car-queries';
import { CommandStreams } from '../../../event-store/command-streams';
import { ADMIN_VIEWER } from '../../../shared/auth/roles';
import { metadataFor } from '../../../shared/event-metadata';
import { keepPublishedListing } from '../../domain/car-risk.decider';
import { CAR_RISK } from '../../domain/risk.events';
import { KeepPublishedListing } from './keep-published-listing.command';

@CommandHandler(KeepPublishedListing)
export class KeepPublishedListingHandler implements ICommandHandler<KeepPublishedListing> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly cars: CarQueries,
  ) {}

  async execute({ actor, carId }: KeepPublishedListing): Promise<void> {
    // The listing's status from its read model (the primary): the flags' stream is the risk
    // context's, the car's is not; a listing taken down meanwhile is refused by its status.
    const car = await this.cars.get(carId, ADMIN_VIEWER);
    const listing = { carId, status: car?.status ?? null };
    await this.streams.handle(CAR_RISK, carId, metadataFor(actor), (state) => keepPublishedListing(state, listing, actor.id));
  }
}
