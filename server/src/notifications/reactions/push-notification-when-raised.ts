import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS, SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { NotificationRaised } from '../domain/notification.events';
import { NotificationQueries } from '../queries/notification-queries';

/** The user's bell rings at once, on every tab they have open (their room only). */
@Injectable()
@Reaction({ subscription: 'pushes', handles: ['NotificationRaised'] })
export class PushNotificationWhenRaised {
  constructor(
    private readonly pushes: SocketPushes,
    private readonly notifications: NotificationQueries,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const d = (recorded as RecordedEvent & NotificationRaised).data;
    await this.pushes.send({
      rooms: ROOMS.user(d.userId),
      event: SOCKET_EVENTS.notificationCreated,
      payload: {
        position: recorded.position,
        id: d.notificationId,
        kind: d.kind,
        title: d.title,
        body: d.body,
        link: d.link,
        car_id: d.carId,
        saved_search_id: d.savedSearchId,
        created_at: recorded.recordedAt.toISOString(),
        unread: await this.notifications.unreadOf(d.userId),
      },
    });
  }
}
