import { CommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { isAdmin } from '../../../shared/auth/roles';
import { conflict, forbidden, notFound } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { CategoryRemoved } from '../../domain/category.events';
import { appendToCatalogue, loadCatalogue } from '../catalogue';
import { RemoveCategory } from './remove-category.command';

@CommandHandler(RemoveCategory)
export class RemoveCategoryHandler extends RetryingCommandHandler<RemoveCategory> {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  protected async decide({ actor, categoryId }: RemoveCategory): Promise<void> {
    if (!isAdmin(actor)) throw forbidden();
    const { state, version } = await loadCatalogue(this.store);
    if (!state.categories.has(categoryId)) throw notFound();
    // Cars keep their category's id: removing one in use would leave them uncategorised.
    const [{ cars }] = await this.dataSource.query(`SELECT count(*)::int AS cars FROM cars WHERE category_id = $1`, [categoryId]);
    if (cars > 0) throw conflict(AR.categories.inUse(cars));
    const removed: CategoryRemoved = { type: 'CategoryRemoved', data: { categoryId } };
    await appendToCatalogue(this.store, version, [removed], actor);
  }
}
