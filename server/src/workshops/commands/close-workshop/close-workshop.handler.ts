import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { WORKSHOP_STREAM, WorkshopClosed } from '../../domain/workshop.events';
import { assertMayChangeWorkshop, loadOpenWorkshop } from '../workshop-access';
import { CloseWorkshop } from './close-workshop.command';

@CommandHandler(CloseWorkshop)
export class CloseWorkshopHandler extends RetryingCommandHandler<CloseWorkshop> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, workshopId }: CloseWorkshop): Promise<void> {
    const { state, version } = await loadOpenWorkshop(this.store, workshopId);
    assertMayChangeWorkshop(state, actor);
    const closed: WorkshopClosed = { type: 'WorkshopClosed', data: { reason: state.ownerId === actor.id ? 'owner' : 'admin' } };
    await this.store.append(
      { streamType: WORKSHOP_STREAM, streamId: workshopId, expectedVersion: version, events: [closed] },
      metadataFor(actor),
    );
  }
}
