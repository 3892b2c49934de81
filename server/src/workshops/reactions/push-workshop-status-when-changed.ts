import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { EventStore } from '../../event-store/event-store.service';
import { RecordedEvent } from '../../event-store/event.types';
import { placeStatusChange } from '../../places/reactions/place-status-push';
import { SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { WORKSHOP_STATUS_EVENTS } from '../domain/workshop.events';
import { WORKSHOP_PLACE } from '../domain/workshop.place';

/** The owner (and the admins) see a workshop's status change as it happens, with whether the owner wants to be told. */
@Injectable()
@Reaction({ subscription: 'pushes', handles: [...WORKSHOP_STATUS_EVENTS] })
export class PushWorkshopStatusWhenChanged {
  constructor(
    private readonly pushes: SocketPushes,
    private readonly store: EventStore,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const { rooms, payload, after } = await placeStatusChange(WORKSHOP_PLACE, this.store, recorded);
    await this.pushes.send({
      rooms,
      event: SOCKET_EVENTS.workshopStatusChanged,
      payload: { ...payload, notify: after.settings.notifyStatus },
    });
  }
}
