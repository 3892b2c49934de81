import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS, SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';

/** A new warranty inspection request appears live in the admins' list. */
@Injectable()
@Reaction({ subscription: 'pushes', handles: ['InspectionRequested'] })
export class PushInspectionRequestedToAdmins {
  constructor(private readonly pushes: SocketPushes) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    await this.pushes.send({
      rooms: [ROOMS.admins],
      event: SOCKET_EVENTS.inspectionRequested,
      payload: { position: recorded.position, id: Number(recorded.streamId) },
    });
  }
}
