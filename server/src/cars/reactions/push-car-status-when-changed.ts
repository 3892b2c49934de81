import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { stateAt } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS, SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { CarEvent } from '../domain/car.events';
import { CAR } from '../domain/car.state';

/**
 * The owner, the admins and the car's page see a car approved, rejected, resubmitted, expired,
 * renewed or removed. A rejection's reason is the admin's word to the owner: the car's page, which
 * anyone who could see the car may be watching, gets the change without it. A car that is no
 * longer active is hidden from all but its owner and the admins (CarQueries.get), so the sockets
 * watching it leave its room then, on every server: nothing about it reaches them afterwards, while
 * the owner's and the admins' stay, as the gateway would let them watch it again anyway. A
 * stranger whose `car.watch` read the car as still active joins too late for this; the gateway
 * reads it again once joined.
 */
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
    const status = after.removed ? ('removed' as const) : after.status;
    const change = { position: recorded.position, id, status, previous: before.status };
    const privileged = [ROOMS.user(after.ownerId), ROOMS.admins];
    await this.pushes.sendAll([
      {
        rooms: privileged,
        event: SOCKET_EVENTS.carStatusChanged,
        payload: { ...change, reason: event.type === 'CarRejected' ? event.data.reason : null },
      },
      // `except`: a socket of the owner or an admin watching the page gets the push above, once.
      { rooms: ROOMS.car(id), except: privileged, event: SOCKET_EVENTS.carStatusChanged, payload: { ...change, reason: null } },
    ]);
    if (status !== 'active') await this.pushes.leave(ROOMS.car(id), privileged);
  }
}
