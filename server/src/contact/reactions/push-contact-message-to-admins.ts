import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS, SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { ContactMessageReceived } from '../domain/contact-message.events';

/** A message to the site's team appears live in the admins' inbox. */
@Injectable()
@Reaction({ subscription: 'pushes', handles: ['ContactMessageReceived'] })
export class PushContactMessageToAdmins {
  constructor(private readonly pushes: SocketPushes) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const { messageId, subject } = (recorded as RecordedEvent & ContactMessageReceived).data;
    await this.pushes.send({
      rooms: ROOMS.admins,
      event: SOCKET_EVENTS.contactReceived,
      payload: { position: recorded.position, id: messageId, subject },
    });
  }
}
