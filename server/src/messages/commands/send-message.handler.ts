import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CarQueries } from '../../cars/queries/car-queries';
import { EventStore } from '../../event-store/event-store.service';
import { NO_STREAM } from '../../event-store/event.types';
import { metadataFor } from '../../shared/event-metadata';
import { invalidField, notFound } from '../../shared/http/http-errors';
import { AR } from '../../shared/messages/ar';
import { MESSAGE_STREAM, MessageSent } from '../domain/message.events';
import { SendMessage } from './send-message.command';

@CommandHandler(SendMessage)
export class SendMessageHandler implements ICommandHandler<SendMessage> {
  constructor(
    private readonly store: EventStore,
    private readonly cars: CarQueries,
  ) {}

  async execute({ sender, carId, message }: SendMessage): Promise<{ messageId: number }> {
    const car = await this.cars.get(carId, sender);
    if (!car || car.status !== 'active') throw notFound();
    if (sender && car.user_id === sender.id) throw invalidField('message', AR.messages.ownCar);
    const messageId = await this.store.nextId('message');
    const sent: MessageSent = {
      type: 'MessageSent',
      data: {
        messageId,
        carId,
        recipientId: car.user_id,
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
