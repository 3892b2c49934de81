import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { conflict } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { WORKSHOP_STREAM, WorkshopApproved } from '../../domain/workshop.events';
import { loadOpenWorkshop } from '../workshop-access';
import { ApproveWorkshop } from './approve-workshop.command';

@CommandHandler(ApproveWorkshop)
export class ApproveWorkshopHandler extends RetryingCommandHandler<ApproveWorkshop> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, workshopId }: ApproveWorkshop): Promise<void> {
    const { state, version } = await loadOpenWorkshop(this.store, workshopId);
    if (state.status !== 'pending') throw conflict(AR.workshop.notPending);
    const approved: WorkshopApproved = { type: 'WorkshopApproved', data: {} };
    await this.store.append(
      { streamType: WORKSHOP_STREAM, streamId: workshopId, expectedVersion: version, events: [approved] },
      metadataFor(actor),
    );
  }
}
