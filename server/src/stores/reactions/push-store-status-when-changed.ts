import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { EventStore } from '../../event-store/event-store.service';
import { RecordedEvent } from '../../event-store/event.types';
import { placeStatusChange } from '../../places/reactions/place-status-push';
import { SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { STORE_STATUS_EVENTS } from '../domain/store.events';
import { STORE_PLACE } from '../domain/store.place';

/** The owner (and the admins) see a store's status change as it happens. */
@Injectable()
@Reaction({ subscription: 'pushes', handles: [...STORE_STATUS_EVENTS] })
export class PushStoreStatusWhenChanged {
  constructor(
    private readonly pushes: SocketPushes,
    private readonly store: EventStore,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const { rooms, payload } = await placeStatusChange(STORE_PLACE, this.store, recorded);
    await this.pushes.send({ rooms, event: SOCKET_EVENTS.storeStatusChanged, payload });
  }
}
