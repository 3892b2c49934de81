import { stateAt } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS } from '../../realtime/socket-events';
import type { PlaceStatusChanged } from '../../../../shared/socket-contract';
import { isOpenPlace, PlaceState, PlaceType } from '../place';

/**
 * What the owner and the admins are told live when a place's status changes (opened, approved,
 * rejected, resubmitted, (de)activated, closed): the status after the event ('removed' once
 * closed), the one before it (null when just opened), and the admin's reason on a rejection.
 */
export async function placeStatusChange<S extends PlaceState>(
  place: PlaceType<S>,
  store: EventStore,
  recorded: RecordedEvent,
): Promise<{ rooms: string[]; payload: PlaceStatusChanged; after: S }> {
  const { before, after } = await stateAt(store, place.aggregate, recorded);
  const reason = recorded.type === place.events.rejected ? (recorded.data as { reason: string | null }).reason : null;
  return {
    rooms: [ROOMS.user(after.ownerId), ROOMS.admins],
    after,
    payload: {
      position: recorded.position,
      id: Number(recorded.streamId),
      status: isOpenPlace(after) ? after.status : 'removed',
      previous: before.exists ? before.status : null,
      reason,
    },
  };
}
