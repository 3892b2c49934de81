import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { stateAt } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS, SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { CarEvent } from '../domain/car.events';
import { CAR } from '../domain/car.state';

/** The owner, the admins and the car's page see a car approved, rejected, resubmitted, expired, renewed or removed. */
@Injectable()
@Reaction({
  subscription: 'pushes',
  handles: ['CarApproved', 'CarRejected', 'CarResubmitted', 'CarExpired', 'CarRenewed', 'CarRemoved'],
})
export class PushCarStatusWhenChanged {
  constructor(
    private readonly pushes: SocketPushes,
    private readonly store: EventStore,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const event = recorded as RecordedEvent & CarEvent;
    const id = Number(recorded.streamId);
    const { before, after } = await stateAt(this.store, CAR, recorded);
    await this.pushes.send({
      rooms: [ROOMS.user(after.ownerId), ROOMS.admins, ROOMS.car(id)],
      event: SOCKET_EVENTS.carStatusChanged,
      payload: {
        position: recorded.position,
        id,
        status: after.removed ? 'removed' : after.status,
        previous: before.status,
        reason: event.type === 'CarRejected' ? event.data.reason : null,
      },
    });
  }
}
