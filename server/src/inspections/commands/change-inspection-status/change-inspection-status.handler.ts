import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { changeInspectionStatus } from '../../domain/inspection.decider';
import { INSPECTION } from '../../domain/inspection.state';
import { ChangeInspectionStatus } from './change-inspection-status.command';

@CommandHandler(ChangeInspectionStatus)
export class ChangeInspectionStatusHandler implements ICommandHandler<ChangeInspectionStatus> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, inspectionId, change }: ChangeInspectionStatus): Promise<void> {
    const wanted = {
      status: change.status,
      scheduledAt: change.status === 'scheduled' && change.scheduled_at ? new Date(change.scheduled_at).toISOString() : null,
      note: change.note || null,
    };
    return this.streams.handle(INSPECTION, inspectionId, metadataFor(actor), (inspection) =>
      changeInspectionStatus(inspection, wanted),
    );
  }
}
