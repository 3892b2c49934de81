import { CommandHandler } from '@nestjs/cqrs';
import { CategoryQueries } from '../../../categories/queries/category-queries';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { EventStore } from '../../../event-store/event-store.service';
import { isAdmin } from '../../../shared/auth/roles';
import { metadataFor } from '../../../shared/event-metadata';
import { invalidField } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { CAR_STREAM, CarEvent } from '../../domain/car.events';
import { toCarDetailChanges } from '../../dto/to-domain';
import { assertMayChange, loadLiveCar } from '../car-access';
import { ReviseCar } from './revise-car.command';

@CommandHandler(ReviseCar)
export class ReviseCarHandler extends RetryingCommandHandler<ReviseCar> {
  constructor(
    private readonly store: EventStore,
    private readonly categories: CategoryQueries,
  ) {
    super();
  }

  protected async decide({ actor, carId, changes }: ReviseCar): Promise<void> {
    const { state, version } = await loadLiveCar(this.store, carId);
    assertMayChange(state, actor);
    const events: CarEvent[] = [];
    const details = toCarDetailChanges(changes);
    if (details.categoryId != null && !(await this.categories.exists(details.categoryId))) {
      throw invalidField('category_id', AR.car.category);
    }
    if (Object.keys(details).length) events.push({ type: 'CarRevised', data: { changes: details } });
    // is_featured from anyone but an admin is ignored, like any field the writer may not set.
    if (isAdmin(actor) && changes.is_featured !== undefined && changes.is_featured !== state.featured) {
      events.push({ type: 'CarFeatureSet', data: { featured: changes.is_featured } });
    }
    if (state.status === 'rejected' && state.ownerId === actor.id) events.push({ type: 'CarResubmitted', data: {} });
    if (!events.length) return;
    await this.store.append({ streamType: CAR_STREAM, streamId: carId, expectedVersion: version, events }, metadataFor(actor));
  }
}
