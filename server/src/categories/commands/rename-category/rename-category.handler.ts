import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { isAdmin } from '../../../shared/auth/roles';
import { forbidden, invalidField, notFound } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { CategoryRenamed } from '../../domain/category.events';
import { nameTaken } from '../../domain/category.state';
import { appendToCatalogue, loadCatalogue } from '../catalogue';
import { RenameCategory } from './rename-category.command';

@CommandHandler(RenameCategory)
export class RenameCategoryHandler extends RetryingCommandHandler<RenameCategory> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, categoryId, name }: RenameCategory): Promise<void> {
    if (!isAdmin(actor)) throw forbidden();
    const { state, version } = await loadCatalogue(this.store);
    const current = state.categories.get(categoryId);
    if (current === undefined) throw notFound();
    if (current === name) return;
    if (nameTaken(state, name, categoryId)) throw invalidField('name', AR.categories.duplicate);
    const renamed: CategoryRenamed = { type: 'CategoryRenamed', data: { categoryId, name } };
    await appendToCatalogue(this.store, version, [renamed], actor);
  }
}
