import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { CATALOGUE, removeCategory } from '../../domain/category.decider';
import { CATEGORY_CATALOGUE_STREAM } from '../../domain/category.events';
import { RemoveCategory } from './remove-category.command';

@CommandHandler(RemoveCategory)
export class RemoveCategoryHandler implements ICommandHandler<RemoveCategory> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly dataSource: DataSource,
  ) {}

  execute({ actor, categoryId }: RemoveCategory): Promise<void> {
    return this.streams.handle(CATALOGUE, CATEGORY_CATALOGUE_STREAM.id, metadataFor(actor), async (catalogue) => {
      // Counted only for a category that exists, on each attempt (a car may take it meanwhile).
      const carsUsing = catalogue.categories.has(categoryId) ? await this.carsUsing(categoryId) : 0;
      return removeCategory(catalogue, categoryId, carsUsing);
    });
  }

  private async carsUsing(categoryId: number): Promise<number> {
    const [{ cars }]: Array<{ cars: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS cars FROM cars WHERE category_id = $1`,
      [categoryId],
    );
    return cars;
  }
}
