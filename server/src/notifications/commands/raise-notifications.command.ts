import { Command } from '@nestjs/cqrs';
import { NotificationRaisedData } from '../domain/notification.events';

/**
 * Raises the notifications one event of the log calls for (`sourcePosition`: that event's
 * position), once however often it is delivered. Answers the new notifications' ids.
 */
export class RaiseNotifications extends Command<number[]> {
  constructor(
    readonly sourcePosition: number,
    readonly notifications: ReadonlyArray<Omit<NotificationRaisedData, 'notificationId'>>,
  ) {
    super();
  }
}
