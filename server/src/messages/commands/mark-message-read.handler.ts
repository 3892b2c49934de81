import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../event-store/command-streams';
import { metadataFor } from '../../shared/event-metadata';
import { markMessageRead, MESSAGE } from '../domain/message.decider';
import { MarkMessageRead } from './mark-message-read.command';

@CommandHandler(MarkMessageRead)
export class MarkMessageReadHandler implements ICommandHandler<MarkMessageRead> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, messageId }: MarkMessageRead): Promise<void> {
    return this.streams.handle(MESSAGE, messageId, metadataFor(actor), (message) => markMessageRead(message, actor));
  }
}
