import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { openWorkshop } from '../../domain/workshop.decider';
import { WORKSHOP } from '../../domain/workshop.state';
import { toWorkshopDetails } from '../../dto/to-domain';
import { OpenWorkshop } from './open-workshop.command';

@CommandHandler(OpenWorkshop)
export class OpenWorkshopHandler implements ICommandHandler<OpenWorkshop> {
  constructor(private readonly streams: CommandStreams) {}

  async execute({ actor, fields, image }: OpenWorkshop): Promise<{ workshopId: number }> {
    const workshopId = await this.streams.nextId('workshop');
    const details = toWorkshopDetails(fields);
    await this.streams.handle(WORKSHOP, workshopId, metadataFor(actor), () => openWorkshop(workshopId, actor, details, image), {
      newStream: true,
    });
    return { workshopId };
  }
}
