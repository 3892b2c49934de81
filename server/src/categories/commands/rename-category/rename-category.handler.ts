import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { CATALOGUE, renameCategory } from '../../domain/category.decider';
import { CATEGORY_CATALOGUE_STREAM } from '../../domain/category.events';
import { RenameCategory } from './rename-category.command';

@CommandHandler(RenameCategory)
export class RenameCategoryHandler implements ICommandHandler<RenameCategory> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, categoryId, name }: RenameCategory): Promise<void> {
    return this.streams.handle(CATALOGUE, CATEGORY_CATALOGUE_STREAM.id, metadataFor(actor), (catalogue) =>
      renameCategory(catalogue, categoryId, name),
    );
  }
}
