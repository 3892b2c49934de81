import { Injectable } from '@nestjs/common';
import { EventStore } from '../event-store/event-store.service';
import { RecordedEvent } from '../event-store/event.types';
import { INSPECTION_STREAM, InspectionEvent } from '../inspections/domain/inspection.events';
import { evolveInspection, initialInspectionState } from '../inspections/domain/inspection.state';
import { ROOMS, SOCKET_EVENTS } from '../realtime/socket-events';
import type { SocketEventName, SocketEvents } from '../../../shared/socket-contract';
import { STORE_STATUS_EVENTS, STORE_STREAM, StoreEvent } from '../stores/domain/store.events';
import { evolveStore, initialStoreState, isOpen as isOpenStore } from '../stores/domain/store.state';
import { WORKSHOP_STATUS_EVENTS, WORKSHOP_STREAM, WorkshopEvent } from '../workshops/domain/workshop.events';
import { evolveWorkshop, initialWorkshopState, isOpen as isOpenWorkshop } from '../workshops/domain/workshop.state';

/** One push: its rooms, and an event of the socket contract with that event's payload. */
export type PushOf<Name extends SocketEventName> = { rooms: string[]; event: Name; payload: SocketEvents[Name] };
export type Push = { [Name in SocketEventName]: PushOf<Name> }[SocketEventName];

/**
 * The socket pushes of stores, workshops and inspection requests: owners (and admins) see a
 * status change as it happens; a workshop's owner hears of new reviews; requesters follow their
 * inspection. Each payload carries the event's global position (CONTRACT.md).
 */
@Injectable()
export class PlacePushes {
  constructor(private readonly store: EventStore) {}

  async pushesFor(recorded: RecordedEvent): Promise<Push[]> {
    switch (recorded.streamType) {
      case STORE_STREAM:
        return this.storePushes(recorded as RecordedEvent & StoreEvent);
      case WORKSHOP_STREAM:
        return this.workshopPushes(recorded as RecordedEvent & WorkshopEvent);
      case INSPECTION_STREAM:
        return this.inspectionPushes(recorded as RecordedEvent & InspectionEvent);
      default:
        return [];
    }
  }

  private async storePushes(recorded: RecordedEvent & StoreEvent): Promise<Push[]> {
    if (!STORE_STATUS_EVENTS.has(recorded.type)) return [];
    const history = await this.store.readStream(STORE_STREAM, recorded.streamId, recorded.streamVersion);
    const before = history.slice(0, -1).reduce(evolveStore, initialStoreState);
    const after = history.reduce(evolveStore, initialStoreState);
    return [
      {
        rooms: [ROOMS.user(after.ownerId), ROOMS.admins],
        event: SOCKET_EVENTS.storeStatusChanged,
        payload: {
          position: recorded.position,
          id: Number(recorded.streamId),
          status: isOpenStore(after) ? after.status : 'removed',
          previous: before.exists ? before.status : null,
          reason: recorded.type === 'StoreRejected' ? recorded.data.reason : null,
        },
      },
    ];
  }

  private async workshopPushes(recorded: RecordedEvent & WorkshopEvent): Promise<Push[]> {
    const isStatus = WORKSHOP_STATUS_EVENTS.has(recorded.type);
    if (!isStatus && recorded.type !== 'WorkshopReviewed') return [];
    const history = await this.store.readStream(WORKSHOP_STREAM, recorded.streamId, recorded.streamVersion);
    const after = history.reduce(evolveWorkshop, initialWorkshopState);
    const id = Number(recorded.streamId);
    if (recorded.type === 'WorkshopReviewed') {
      return [
        {
          rooms: [ROOMS.user(after.ownerId)],
          event: SOCKET_EVENTS.workshopReviewed,
          payload: {
            position: recorded.position,
            id,
            review_id: recorded.data.reviewId,
            rating: recorded.data.rating,
            notify: after.settings.notifyReviews,
          },
        },
      ];
    }
    const before = history.slice(0, -1).reduce(evolveWorkshop, initialWorkshopState);
    return [
      {
        rooms: [ROOMS.user(after.ownerId), ROOMS.admins],
        event: SOCKET_EVENTS.workshopStatusChanged,
        payload: {
          position: recorded.position,
          id,
          status: isOpenWorkshop(after) ? after.status : 'removed',
          previous: before.exists ? before.status : null,
          reason: recorded.type === 'WorkshopRejected' ? recorded.data.reason : null,
          notify: after.settings.notifyStatus,
        },
      },
    ];
  }

  private async inspectionPushes(recorded: RecordedEvent & InspectionEvent): Promise<Push[]> {
    const id = Number(recorded.streamId);
    if (recorded.type === 'InspectionRequested') {
      return [{ rooms: [ROOMS.admins], event: SOCKET_EVENTS.inspectionRequested, payload: { position: recorded.position, id } }];
    }
    if (recorded.type === 'InspectionWithdrawn') return [];
    const history = await this.store.readStream(INSPECTION_STREAM, recorded.streamId, recorded.streamVersion);
    const before = history.slice(0, -1).reduce(evolveInspection, initialInspectionState);
    const after = history.reduce(evolveInspection, initialInspectionState);
    return [
      {
        rooms: [ROOMS.user(after.requesterId), ROOMS.admins],
        event: SOCKET_EVENTS.inspectionStatusChanged,
        payload: {
          position: recorded.position,
          id,
          status: after.status,
          previous: before.status,
          scheduled_at: recorded.type === 'InspectionScheduled' ? recorded.data.scheduledAt : null,
          note: recorded.data.note,
        },
      },
    ];
  }
}
