import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { NO_STREAM } from '../../../event-store/event.types';
import { metadataFor } from '../../../shared/event-metadata';
import { WORKSHOP_STREAM, WorkshopEvent } from '../../domain/workshop.events';
import { toWorkshopDetails } from '../../dto/to-domain';
import { OpenWorkshop } from './open-workshop.command';

@CommandHandler(OpenWorkshop)
export class OpenWorkshopHandler implements ICommandHandler<OpenWorkshop> {
  constructor(private readonly store: EventStore) {}

  async execute({ actor, fields, image }: OpenWorkshop): Promise<{ workshopId: number }> {
    const workshopId = await this.store.nextId('workshop');
    const events: WorkshopEvent[] = [
      { type: 'WorkshopOpened', data: { workshopId, ownerId: actor.id, details: toWorkshopDetails(fields), image } },
    ];
    await this.store.append(
      { streamType: WORKSHOP_STREAM, streamId: workshopId, expectedVersion: NO_STREAM, events },
      metadataFor(actor),
    );
    return { workshopId };
  }
}
