import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { isAdmin } from '../../../shared/auth/roles';
import { forbidden, invalidField } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { CategoryAdded } from '../../domain/category.events';
import { nameTaken } from '../../domain/category.state';
import { appendToCatalogue, loadCatalogue } from '../catalogue';
import { AddCategory } from './add-category.command';

@CommandHandler(AddCategory)
export class AddCategoryHandler extends RetryingCommandHandler<AddCategory, { categoryId: number }> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, name }: AddCategory): Promise<{ categoryId: number }> {
    if (!isAdmin(actor)) throw forbidden();
    const { state, version } = await loadCatalogue(this.store);
    if (nameTaken(state, name)) throw invalidField('name', AR.categories.duplicate);
    const categoryId = await this.store.nextId('category');
    const added: CategoryAdded = { type: 'CategoryAdded', data: { categoryId, name } };
    await appendToCatalogue(this.store, version, [added], actor);
    return { categoryId };
  }
}
