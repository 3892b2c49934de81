import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS, SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { NotificationRaised } from '../domain/notification.events';
import { NotificationQueries } from '../queries/notification-queries';

/**
 * The user's bell rings at once, on every tab they have open (their room only). One approval can
 * raise hundreds of notifications, so they are pushed once per batch: one query for every
 * notification's unread count, one flush to Redis.
 */
@Injectable()
@Reaction({ subscription: 'pushes', handles: ['NotificationRaised'] })
export class PushNotificationWhenRaised {
  constructor(
    private readonly pushes: SocketPushes,
    private readonly notifications: NotificationQueries,
  ) {}

  /** Nothing per event: the batch's notifications are pushed together in afterBatch. */
  async handle(): Promise<void> {}

  async afterBatch(batch: RecordedEvent[]): Promise<void> {
    const raised = batch.filter((e): e is RecordedEvent & NotificationRaised => e.type === 'NotificationRaised');
    if (!raised.length) return;
    const unread = await this.notifications.unreadUpTo(raised.map((e) => e.data.notificationId));
    await this.pushes.sendAll(
      raised.map((recorded) => {
        const d = recorded.data;
        return {
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
            unread: unread.get(d.notificationId) ?? 0,
          },
        };
      }),
    );
  }
}
