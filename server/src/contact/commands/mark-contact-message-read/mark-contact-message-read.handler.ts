import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { CONTACT_MESSAGE, markContactMessageRead } from '../../domain/contact-message.decider';
import { MarkContactMessageRead } from './mark-contact-message-read.command';

@CommandHandler(MarkContactMessageRead)
export class MarkContactMessageReadHandler implements ICommandHandler<MarkContactMessageRead> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, messageId }: MarkContactMessageRead): Promise<void> {
    return this.streams.handle(CONTACT_MESSAGE, messageId, metadataFor(actor), (message) =>
      markContactMessageRead(message, actor),
    );
  }
}
