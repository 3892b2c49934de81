import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { toCarDetails } from '../../../cars/dto/to-domain';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { requestInspection } from '../../domain/inspection.decider';
import { INSPECTION } from '../../domain/inspection.state';
import { RequestInspection } from './request-inspection.command';

@CommandHandler(RequestInspection)
export class RequestInspectionHandler implements ICommandHandler<RequestInspection> {
  constructor(private readonly streams: CommandStreams) {}

  async execute({ actor, form }: RequestInspection): Promise<{ inspectionId: number }> {
    const inspectionId = await this.streams.nextId('inspection');
    const data = {
      inspectionId,
      requesterId: actor.id,
      car: toCarDetails(form),
      contact: { phone: form.phone, city: form.city, preferredDate: form.preferred_date ?? null },
    };
    await this.streams.handle(INSPECTION, inspectionId, metadataFor(actor), () => requestInspection(data), { newStream: true });
    return { inspectionId };
  }
}
