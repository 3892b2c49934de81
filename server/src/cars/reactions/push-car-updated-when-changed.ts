import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { stateAt } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS, SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { CAR } from '../domain/car.state';

/**
 * The owner and the car's page refetch a car whose details, photos or offer changed; so do the
 * admins while it waits for review, so its card in the moderation queue changes in place.
 */
@Injectable()
@Reaction({
  subscription: 'pushes',
  handles: [
    'CarRevised',
    'CarFeatureSet',
    'CarImagesAdded',
    'CarImageRemoved',
    'CarImageProcessed',
    'CarImageRejected',
    'CarOfferMade',
    'CarOfferRevised',
  ],
})
export class PushCarUpdatedWhenChanged {
  constructor(
    private readonly pushes: SocketPushes,
    private readonly store: EventStore,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const id = Number(recorded.streamId);
    const { after } = await stateAt(this.store, CAR, recorded);
    await this.pushes.send({
      rooms: [ROOMS.user(after.ownerId), ROOMS.car(id), ...(after.status === 'pending' ? [ROOMS.admins] : [])],
      event: SOCKET_EVENTS.carUpdated,
      payload: { position: recorded.position, id },
    });
  }
}
