import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { CONTACT_MESSAGE, sendContactMessage } from '../../domain/contact-message.decider';
import { SendContactMessage } from './send-contact-message.command';

@CommandHandler(SendContactMessage)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessage> {
  constructor(private readonly streams: CommandStreams) {}

  async execute({ sender, message }: SendContactMessage): Promise<{ messageId: number }> {
    const messageId = await this.streams.nextId('contact_message');
    const data = {
      messageId,
      senderId: sender?.id ?? null,
      name: message.name,
      email: message.email,
      phone: message.phone || null,
      subject: message.subject,
      body: message.message,
    };
    await this.streams.handle(CONTACT_MESSAGE, messageId, metadataFor(sender ?? null), () => sendContactMessage(data), {
      newStream: true,
    });
    return { messageId };
  }
}
