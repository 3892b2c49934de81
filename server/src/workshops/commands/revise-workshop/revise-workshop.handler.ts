import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { WORKSHOP_STREAM, WorkshopEvent } from '../../domain/workshop.events';
import { WorkshopState } from '../../domain/workshop.state';
import { ReviseWorkshopDto } from '../../dto/workshop-fields.dto';
import { toWorkshopDetailChanges } from '../../dto/to-domain';
import { assertMayChangeWorkshop, loadOpenWorkshop } from '../workshop-access';
import { ReviseWorkshop } from './revise-workshop.command';

/** The status select acts only on an approved workshop; anything else leaves the status alone. */
function statusEvent(state: WorkshopState, wanted: ReviseWorkshopDto['status']): WorkshopEvent | null {
  if (state.status === 'active' && wanted === 'inactive') return { type: 'WorkshopDeactivated', data: {} };
  if (state.status === 'inactive' && wanted === 'active') return { type: 'WorkshopReactivated', data: {} };
  return null;
}

@CommandHandler(ReviseWorkshop)
export class ReviseWorkshopHandler extends RetryingCommandHandler<ReviseWorkshop> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, workshopId, changes, newImage }: ReviseWorkshop): Promise<void> {
    const { state, version } = await loadOpenWorkshop(this.store, workshopId);
    assertMayChangeWorkshop(state, actor);
    const events: WorkshopEvent[] = [];
    const details = toWorkshopDetailChanges(changes);
    if (Object.keys(details).length) events.push({ type: 'WorkshopRevised', data: { changes: details } });
    if (newImage) events.push({ type: 'WorkshopImageChanged', data: { image: newImage } });
    else if (changes.remove_image && state.image) events.push({ type: 'WorkshopImageChanged', data: { image: null } });
    const status = statusEvent(state, changes.status);
    if (status) events.push(status);
    if (events.length && state.status === 'rejected' && state.ownerId === actor.id) {
      events.push({ type: 'WorkshopResubmitted', data: {} });
    }
    if (!events.length) return;
    await this.store.append(
      { streamType: WORKSHOP_STREAM, streamId: workshopId, expectedVersion: version, events },
      metadataFor(actor),
    );
  }
}
