import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../event-store/event.types';
import { EventProjection, Projection } from '../../event-store/projection';
import { InboxEvent, NotificationRaised } from '../domain/notification.events';

/** projections.notifications: each user's bell. A deleted account's notifications go with it. */
@Injectable()
@EventProjection()
export class NotificationsProjection implements Projection {
  readonly tables = ['notifications'];
  readonly handles = ['NotificationRaised', 'NotificationRead', 'NotificationsAllRead', 'UserDeleted'];

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    if (recorded.type === 'UserDeleted') {
      await m.query(`DELETE FROM notifications WHERE user_id = $1`, [Number(recorded.streamId)]);
      return;
    }
    if (recorded.type === 'NotificationRaised') {
      const d = (recorded as unknown as NotificationRaised).data;
      await m.query(
        `INSERT INTO notifications (id, user_id, kind, title, body, link, car_id, saved_search_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [d.notificationId, d.userId, d.kind, d.title, d.body, d.link, d.carId, d.savedSearchId, recorded.recordedAt],
      );
      return;
    }
    const event = recorded as unknown as InboxEvent;
    const userId = Number(recorded.streamId);
    switch (event.type) {
      case 'NotificationRead':
        await m.query(`UPDATE notifications SET read_at = $3 WHERE id = $1 AND user_id = $2 AND read_at IS NULL`, [
          event.data.notificationId,
          userId,
          recorded.recordedAt,
        ]);
        return;
      case 'NotificationsAllRead':
        await m.query(`UPDATE notifications SET read_at = $3 WHERE user_id = $1 AND id <= $2 AND read_at IS NULL`, [
          userId,
          event.data.upToId,
          recorded.recordedAt,
        ]);
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }
}
