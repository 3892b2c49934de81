import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS, SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { MessageSent } from '../domain/message.events';

/** A seller or store hears of a new message about their car or part at once. */
@Injectable()
@Reaction({ subscription: 'pushes', handles: ['MessageSent'] })
export class PushMessageToRecipientWhenSent {
  constructor(private readonly pushes: SocketPushes) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const { recipientId, messageId, carId, partId } = (recorded as RecordedEvent & MessageSent).data;
    await this.pushes.send({
      rooms: ROOMS.user(recipientId),
      event: SOCKET_EVENTS.messageReceived,
      payload: { position: recorded.position, id: messageId, car_id: carId, part_id: partId ?? null },
    });
  }
}
