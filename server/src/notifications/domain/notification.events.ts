import { NewEvent } from '../../event-store/event.types';

/**
 * One stream per event of the log that raised notifications, its id that event's position: a
 * redelivered event finds its stream already written and raises nothing twice.
 */
export const RAISED_NOTIFICATIONS_STREAM = 'raised-notifications';
/** One stream per user (its id is the user's): what they have read. */
export const NOTIFICATION_INBOX_STREAM = 'notification-inbox';

export type NotificationKind = 'saved_search_match';

export interface NotificationRaisedData {
  notificationId: number;
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  carId: number | null;
  savedSearchId: number | null;
}

export type NotificationRaised = NewEvent<'NotificationRaised', NotificationRaisedData>;
export type NotificationRead = NewEvent<'NotificationRead', { notificationId: number }>;
/** Every notification of the user up to `upToId` (the newest when they asked) is read. */
export type NotificationsAllRead = NewEvent<'NotificationsAllRead', { upToId: number }>;
export type InboxEvent = NotificationRead | NotificationsAllRead;
