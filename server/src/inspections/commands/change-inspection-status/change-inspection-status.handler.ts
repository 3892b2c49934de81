import { CommandHandler } from '@nestjs/cqrs';
import { loadAggregate } from '../../../event-store/aggregate';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { conflict, notFound } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { INSPECTION_STREAM, InspectionEvent } from '../../domain/inspection.events';
import { evolveInspection, initialInspectionState, NEXT_STATUSES } from '../../domain/inspection.state';
import { ChangeInspectionStatus } from './change-inspection-status.command';

@CommandHandler(ChangeInspectionStatus)
export class ChangeInspectionStatusHandler extends RetryingCommandHandler<ChangeInspectionStatus> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, inspectionId, change }: ChangeInspectionStatus): Promise<void> {
    const { state, version } = await loadAggregate(
      this.store,
      INSPECTION_STREAM,
      inspectionId,
      evolveInspection,
      initialInspectionState,
    );
    if (!state.exists || state.withdrawn) throw notFound();
    if (!NEXT_STATUSES[state.status].includes(change.status)) throw conflict(AR.inspection.transition);
    const note = change.note || null;
    const event: InspectionEvent =
      change.status === 'scheduled'
        ? {
            type: 'InspectionScheduled',
            data: { scheduledAt: change.scheduled_at ? new Date(change.scheduled_at).toISOString() : null, note },
          }
        : change.status === 'completed'
          ? { type: 'InspectionCompleted', data: { note } }
          : { type: 'InspectionCancelled', data: { note } };
    await this.store.append(
      { streamType: INSPECTION_STREAM, streamId: inspectionId, expectedVersion: version, events: [event] },
      metadataFor(actor),
    );
  }
}
