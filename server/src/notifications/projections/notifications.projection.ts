import { Injectable } from '@nestjs/common';
import { eventTypes, Recorded, RowsOf, StreamFold } from '../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../event-store/folded-projection';
import { EventProjection } from '../../event-store/projection';
import { UserDeleted } from '../../users/domain/user.events';
import { InboxEvent, NotificationRaised } from '../domain/notification.events';

/** What a user's bell follows: notifications raised for them, what they read, and their account going away. */
export type BellEvent = NotificationRaised | InboxEvent | UserDeleted;

export type NotificationRow = {
  id: number;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  car_id: number | null;
  saved_search_id: number | null;
  read_at?: string | null;
  created_at: string;
};

/**
 * The rows of a notification raised (made by the stream of the event that raised it), and of what
 * a user reads or leaves: their inbox's and account's streams change rows the raising streams made.
 */
function rowsOf(event: Recorded<BellEvent>): RowsOf {
  const user = { column: 'user_id', type: 'integer', values: [event.streamId], ofOtherStreams: true };
  switch (event.type) {
    case 'NotificationRaised':
      return { values: [event.data.notificationId] };
    case 'NotificationRead':
      return { values: [event.data.notificationId], ofOtherStreams: true };
    case 'NotificationsAllRead':
    case 'UserDeleted':
      return user;
  }
}

/**
 * A user's notifications after an event: one raised (once), one or all of theirs up to the newest
 * they saw read (the first time counts), or none once their account is deleted.
 */
export function evolveNotifications(rows: readonly NotificationRow[], event: Recorded<BellEvent>): readonly NotificationRow[] {
  const at = new Date(event.recordedAt).toISOString();
  const read = (which: (row: NotificationRow) => boolean) =>
    rows.map((row) => (!row.read_at && which(row) ? { ...row, read_at: at } : row));
  switch (event.type) {
    case 'NotificationRaised': {
      if (rows.length) return rows;
      const d = event.data;
      const { notificationId: id, userId: user_id, kind, title, body, link } = d;
      return [{ id, user_id, kind, title, body, link, car_id: d.carId, saved_search_id: d.savedSearchId, created_at: at }];
    }
    case 'NotificationRead':
      // Only the reader's own (the inbox's stream is the user's).
      return read((row) => row.user_id === Number(event.streamId));
    case 'NotificationsAllRead':
      return read((row) => row.id <= event.data.upToId);
    case 'UserDeleted':
      return [];
  }
}

const NOTIFICATIONS: StreamFold<NotificationRow, BellEvent> = {
  table: { table: 'notifications', key: 'id', keyType: 'integer' },
  rowsOf,
  evolve: evolveNotifications,
};

/** projections.notifications: each user's bell (a pure fold). A deleted account's notifications go with it. */
@Injectable()
@EventProjection()
export class NotificationsProjection extends FoldedProjection<BellEvent> {
  readonly tables = ['notifications'];
  readonly handles = eventTypes<BellEvent>({
    NotificationRaised: true,
    NotificationRead: true,
    NotificationsAllRead: true,
    UserDeleted: true,
  });
  /** It deletes rows made by other streams' events (see Projection.cleansUp). */
  readonly cleansUp = ['UserDeleted'];
  readonly folds = [NOTIFICATIONS];
}
