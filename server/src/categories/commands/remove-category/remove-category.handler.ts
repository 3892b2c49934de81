import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ListingReadPort } from '../../../cars/queries/listing-read-port';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { CATALOGUE, removeCategory } from '../../domain/category.decider';
import { CATEGORY_CATALOGUE_STREAM } from '../../domain/category.events';
import { RemoveCategory } from './remove-category.command';

@CommandHandler(RemoveCategory)
export class RemoveCategoryHandler implements ICommandHandler<RemoveCategory> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly listings: ListingReadPort,
  ) {}

  /** The decider's input (the cars using the category) is read first; the decision itself reads nothing. */
  async execute({ actor, categoryId }: RemoveCategory): Promise<void> {
    const carsUsing = await this.listings.countInCategory(categoryId);
    return this.streams.handle(CATALOGUE, CATEGORY_CATALOGUE_STREAM.id, metadataFor(actor), (catalogue) =>
      removeCategory(catalogue, categoryId, carsUsing),
    );
  }
}
