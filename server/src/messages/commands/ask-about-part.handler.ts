import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../event-store/event-store.service';
import { NO_STREAM } from '../../event-store/event.types';
import { PartQueries } from '../../parts/queries/part-queries';
import { metadataFor } from '../../shared/event-metadata';
import { invalidField, notFound } from '../../shared/http/http-errors';
import { AR } from '../../shared/messages/ar';
import { MESSAGE_STREAM, MessageSent } from '../domain/message.events';
import { AskAboutPart } from './ask-about-part.command';

@CommandHandler(AskAboutPart)
export class AskAboutPartHandler implements ICommandHandler<AskAboutPart> {
  constructor(
    private readonly store: EventStore,
    private readonly parts: PartQueries,
  ) {}

  async execute({ sender, partId, message }: AskAboutPart): Promise<{ messageId: number }> {
    const part = await this.parts.get(partId);
    if (!part) throw notFound();
    if (sender && part.seller.id === sender.id) throw invalidField('message', AR.messages.ownPart);
    const messageId = await this.store.nextId('message');
    const sent: MessageSent = {
      type: 'MessageSent',
      data: {
        messageId,
        carId: null,
        partId,
        recipientId: part.seller.id,
        senderId: sender?.id ?? null,
        name: message.name,
        email: message.email,
        phone: message.phone || null,
        body: message.message,
      },
    };
    await this.store.append(
      { streamType: MESSAGE_STREAM, streamId: messageId, expectedVersion: NO_STREAM, events: [sent] },
      metadataFor(sender ?? null),
    );
    return { messageId };
  }
}
