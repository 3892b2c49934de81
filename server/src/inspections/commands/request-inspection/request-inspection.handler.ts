import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { toCarDetails } from '../../../cars/dto/to-domain';
import { EventStore } from '../../../event-store/event-store.service';
import { NO_STREAM } from '../../../event-store/event.types';
import { metadataFor } from '../../../shared/event-metadata';
import { INSPECTION_STREAM, InspectionRequested } from '../../domain/inspection.events';
import { RequestInspection } from './request-inspection.command';

@CommandHandler(RequestInspection)
export class RequestInspectionHandler implements ICommandHandler<RequestInspection> {
  constructor(private readonly store: EventStore) {}

  async execute({ actor, form }: RequestInspection): Promise<{ inspectionId: number }> {
    const inspectionId = await this.store.nextId('inspection');
    const requested: InspectionRequested = {
      type: 'InspectionRequested',
      data: {
        inspectionId,
        requesterId: actor.id,
        car: toCarDetails(form),
        contact: { phone: form.phone, city: form.city, preferredDate: form.preferred_date ?? null },
      },
    };
    await this.store.append(
      { streamType: INSPECTION_STREAM, streamId: inspectionId, expectedVersion: NO_STREAM, events: [requested] },
      metadataFor(actor),
    );
    return { inspectionId };
  }
}
