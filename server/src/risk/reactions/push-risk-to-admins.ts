import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS, SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { CarRiskAssessed } from '../domain/risk.events';

/**
 * A listing's new flags reach the admins' moderation page, live: its card in the pending queue,
 * or, for a published listing (`listing_status: 'active'`), the view of published listings.
 */
@Injectable()
@Reaction({ subscription: 'pushes', handles: ['CarRiskAssessed'] })
export class PushRiskToAdmins {
  constructor(private readonly pushes: SocketPushes) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const { data } = recorded as unknown as CarRiskAssessed;
    await this.pushes.send({
      rooms: ROOMS.admins,
      event: SOCKET_EVENTS.carRiskAssessed,
      payload: {
        position: recorded.position,
        id: data.carId,
        score: data.score,
        flags: data.flags,
        // Assessments recorded before published listings were assessed were all of pending ones.
        listing_status: data.listingStatus ?? 'pending',
      },
    });
  }
}
