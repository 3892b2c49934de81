import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { stateAt } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS, SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { WorkshopReviewed } from '../domain/workshop.events';
import { WORKSHOP } from '../domain/workshop.state';

/** A workshop's owner hears of a new review (its rating and count change), with whether they want to be told. */
@Injectable()
@Reaction({ subscription: 'pushes', handles: ['WorkshopReviewed'] })
export class PushReviewToOwnerWhenReviewed {
  constructor(
    private readonly pushes: SocketPushes,
    private readonly store: EventStore,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const { reviewId, rating } = (recorded as RecordedEvent & WorkshopReviewed).data;
    const { after } = await stateAt(this.store, WORKSHOP, recorded);
    await this.pushes.send({
      rooms: [ROOMS.user(after.ownerId)],
      event: SOCKET_EVENTS.workshopReviewed,
      payload: {
        position: recorded.position,
        id: Number(recorded.streamId),
        review_id: reviewId,
        rating,
        notify: after.settings.notifyReviews,
      },
    });
  }
}
