import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { reviseWorkshop } from '../../domain/workshop.decider';
import { WORKSHOP } from '../../domain/workshop.state';
import { toWorkshopDetailChanges } from '../../dto/to-domain';
import { ReviseWorkshop } from './revise-workshop.command';

@CommandHandler(ReviseWorkshop)
export class ReviseWorkshopHandler implements ICommandHandler<ReviseWorkshop> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, workshopId, changes, newImage }: ReviseWorkshop): Promise<void> {
    const edit = {
      details: toWorkshopDetailChanges(changes),
      newPicture: newImage,
      removePicture: !!changes.remove_image,
      status: changes.status,
    };
    return this.streams.handle(WORKSHOP, workshopId, metadataFor(actor), (workshop) => reviseWorkshop(workshop, actor, edit));
  }
}
