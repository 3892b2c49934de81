import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { keepPublishedListing } from '../../domain/car-risk.decider';
import { CAR_RISK } from '../../domain/risk.events';
import { RiskQueries } from '../../queries/risk-queries';
import { KeepPublishedListing } from './keep-published-listing.command';

@CommandHandler(KeepPublishedListing)
export class KeepPublishedListingHandler implements ICommandHandler<KeepPublishedListing> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly risk: RiskQueries,
  ) {}

  async execute({ actor, carId, shown }: KeepPublishedListing): Promise<void> {
    // The listing's status as the risk context keeps it (written with the car's own events): a
    // listing taken down meanwhile is refused by its status.
    const listing = { carId, status: await this.risk.listingStatus(carId) };
    await this.streams.handle(CAR_RISK, carId, metadataFor(actor), (state) =>
      keepPublishedListing(state, listing, actor.id, shown),
    );
  }
}
