import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS, SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { CarRiskEvent } from '../domain/risk.events';

/** A listing's new flags reach its card in the admins' moderation queue, live. */
@Injectable()
@Reaction({ subscription: 'pushes', handles: ['CarRiskAssessed'] })
export class PushRiskToAdmins {
  constructor(private readonly pushes: SocketPushes) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const { data } = recorded as unknown as CarRiskEvent;
    await this.pushes.send({
      rooms: ROOMS.admins,
      event: SOCKET_EVENTS.carRiskAssessed,
      payload: { position: recorded.position, id: data.carId, score: data.score, flags: data.flags },
    });
  }
}
