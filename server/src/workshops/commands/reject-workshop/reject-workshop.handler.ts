import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { conflict } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { WORKSHOP_STREAM, WorkshopRejected } from '../../domain/workshop.events';
import { loadOpenWorkshop } from '../workshop-access';
import { RejectWorkshop } from './reject-workshop.command';

@CommandHandler(RejectWorkshop)
export class RejectWorkshopHandler extends RetryingCommandHandler<RejectWorkshop> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, workshopId, reason }: RejectWorkshop): Promise<void> {
    const { state, version } = await loadOpenWorkshop(this.store, workshopId);
    if (state.status !== 'pending') throw conflict(AR.workshop.notPending);
    const rejected: WorkshopRejected = { type: 'WorkshopRejected', data: { reason } };
    await this.store.append(
      { streamType: WORKSHOP_STREAM, streamId: workshopId, expectedVersion: version, events: [rejected] },
      metadataFor(actor),
    );
  }
}
