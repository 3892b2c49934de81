import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../event-store/command-streams';
import { PartQueries } from '../../parts/queries/part-queries';
import { metadataFor } from '../../shared/event-metadata';
import { askAboutPart, MESSAGE } from '../domain/message.decider';
import { AskAboutPart } from './ask-about-part.command';
import { contentOf } from './message-content';

@CommandHandler(AskAboutPart)
export class AskAboutPartHandler implements ICommandHandler<AskAboutPart> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly parts: PartQueries,
  ) {}

  async execute({ sender, partId, message }: AskAboutPart): Promise<{ messageId: number }> {
    const part = await this.parts.get(partId);
    const messageId = await this.streams.nextId('message');
    const about = part && { id: partId, seller: part.seller };
    await this.streams.handle(
      MESSAGE,
      messageId,
      metadataFor(sender ?? null),
      () => askAboutPart(messageId, sender, about, contentOf(message)),
      {
        newStream: true,
      },
    );
    return { messageId };
  }
}
