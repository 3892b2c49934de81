import { NotFound } from '../../shared/domain-error';
import { InboxEvent, NotificationRaised, NotificationRaisedData } from './notification.events';
import { InboxState, RaisedState } from './notification.state';

/** Raises the notifications an event of the log calls for, once: a second delivery raises none. */
export function raiseNotifications(state: RaisedState, notifications: readonly NotificationRaisedData[]): NotificationRaised[] {
  if (state.raised) return [];
  return notifications.map((data) => ({ type: 'NotificationRaised', data }));
}

/**
 * Marks one notification read. `ownerId` is whose it is (null: none has this id, read by the
 * handler): another user's is not found. Reading it twice changes nothing.
 */
export function readNotification(
  state: InboxState,
  userId: number,
  notificationId: number,
  ownerId: number | null,
): InboxEvent[] {
  if (ownerId !== userId) throw new NotFound();
  if (notificationId <= state.allReadUpTo || state.readAbove.has(notificationId)) return [];
  return [{ type: 'NotificationRead', data: { notificationId } }];
}

/** Marks read every notification up to the newest (`newestId`, null when the user has none). */
export function readAllNotifications(state: InboxState, newestId: number | null): InboxEvent[] {
  if (newestId === null || newestId <= state.allReadUpTo) return [];
  return [{ type: 'NotificationsAllRead', data: { upToId: newestId } }];
}
