import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { addCategory, CATALOGUE } from '../../domain/category.decider';
import { CATEGORY_CATALOGUE_STREAM } from '../../domain/category.events';
import { AddCategory } from './add-category.command';

@CommandHandler(AddCategory)
export class AddCategoryHandler implements ICommandHandler<AddCategory> {
  constructor(private readonly streams: CommandStreams) {}

  async execute({ actor, name }: AddCategory): Promise<{ categoryId: number }> {
    const categoryId = await this.streams.nextId('category');
    await this.streams.handle(CATALOGUE, CATEGORY_CATALOGUE_STREAM.id, metadataFor(actor), (catalogue) =>
      addCategory(catalogue, categoryId, name),
    );
    return { categoryId };
  }
}
