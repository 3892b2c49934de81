import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../event-store/command-streams';
import { metadataFor } from '../../shared/event-metadata';
import { readAllNotifications, readNotification } from '../domain/notification.decider';
import { NOTIFICATION_INBOX } from '../domain/notification.state';
import { NotificationQueries } from '../queries/notification-queries';
import { ReadAllNotifications, ReadNotification } from './read-notifications.command';

/** Whose notification it is comes from the read model (notifications are raised in other streams). */
@CommandHandler(ReadNotification)
export class ReadNotificationHandler implements ICommandHandler<ReadNotification> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly notifications: NotificationQueries,
  ) {}

  async execute({ actor, notificationId }: ReadNotification): Promise<void> {
    const ownerId = await this.notifications.ownerOf(notificationId);
    await this.streams.handle(NOTIFICATION_INBOX, actor.id, metadataFor(actor), (state) =>
      readNotification(state, actor.id, notificationId, ownerId),
    );
  }
}

@CommandHandler(ReadAllNotifications)
export class ReadAllNotificationsHandler implements ICommandHandler<ReadAllNotifications> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly notifications: NotificationQueries,
  ) {}

  async execute({ actor }: ReadAllNotifications): Promise<void> {
    const newestId = await this.notifications.newestOf(actor.id);
    await this.streams.handle(NOTIFICATION_INBOX, actor.id, metadataFor(actor), (state) => readAllNotifications(state, newestId));
  }
}
