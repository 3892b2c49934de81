import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { NO_STREAM } from '../../../event-store/event.types';
import { metadataFor } from '../../../shared/event-metadata';
import { CONTACT_MESSAGE_STREAM, ContactMessageReceived } from '../../domain/contact-message.events';
import { SendContactMessage } from './send-contact-message.command';

@CommandHandler(SendContactMessage)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessage> {
  constructor(private readonly store: EventStore) {}

  async execute({ sender, message }: SendContactMessage): Promise<{ messageId: number }> {
    const messageId = await this.store.nextId('contact_message');
    const received: ContactMessageReceived = {
      type: 'ContactMessageReceived',
      data: {
        messageId,
        senderId: sender?.id ?? null,
        name: message.name,
        email: message.email,
        phone: message.phone || null,
        subject: message.subject,
        body: message.message,
      },
    };
    await this.store.append(
      { streamType: CONTACT_MESSAGE_STREAM, streamId: messageId, expectedVersion: NO_STREAM, events: [received] },
      metadataFor(sender ?? null),
    );
    return { messageId };
  }
}
