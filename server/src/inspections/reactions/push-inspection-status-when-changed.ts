import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { stateAt } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS, SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { InspectionCancelled, InspectionCompleted, InspectionScheduled } from '../domain/inspection.events';
import { INSPECTION } from '../domain/inspection.state';

/** The requester and the admins follow a request as an admin schedules, completes or cancels it. */
@Injectable()
@Reaction({ subscription: 'pushes', handles: ['InspectionScheduled', 'InspectionCompleted', 'InspectionCancelled'] })
export class PushInspectionStatusWhenChanged {
  constructor(
    private readonly pushes: SocketPushes,
    private readonly store: EventStore,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const event = recorded as RecordedEvent & (InspectionScheduled | InspectionCompleted | InspectionCancelled);
    const { before, after } = await stateAt(this.store, INSPECTION, recorded);
    await this.pushes.send({
      rooms: [ROOMS.user(after.requesterId), ROOMS.admins],
      event: SOCKET_EVENTS.inspectionStatusChanged,
      payload: {
        position: recorded.position,
        id: Number(recorded.streamId),
        status: after.status,
        previous: before.status,
        scheduled_at: event.type === 'InspectionScheduled' ? event.data.scheduledAt : null,
        note: event.data.note,
      },
    });
  }
}
