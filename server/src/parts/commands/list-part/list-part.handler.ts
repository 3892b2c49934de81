import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { listPart } from '../../domain/part.decider';
import { PART } from '../../domain/part.state';
import { ListPart } from './list-part.command';

@CommandHandler(ListPart)
export class ListPartHandler implements ICommandHandler<ListPart> {
  constructor(private readonly streams: CommandStreams) {}

  async execute({ actor, details, images }: ListPart): Promise<{ partId: number }> {
    const partId = await this.streams.nextId('part');
    await this.streams.handle(PART, partId, metadataFor(actor), () => listPart(partId, actor, details, images), {
      newStream: true,
    });
    return { partId };
  }
}
