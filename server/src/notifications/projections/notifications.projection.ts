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
  /** They delete rows made by other streams' events (see Projection.cleansUp). */
  readonly cleansUp = ['UserDeleted'];
  /** One approval can raise hundreds: they are inserted in one statement. */
  readonly bulk = ['NotificationRaised'];

  async applyRun(m: EntityManager, run: readonly RecordedEvent[]): Promise<void> {
    const raised = run.map((recorded) => ({ d: (recorded as unknown as NotificationRaised).data, at: recorded.recordedAt }));
    await m.query(
      `INSERT INTO notifications (id, user_id, kind, title, body, link, car_id, saved_search_id, created_at)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::timestamptz[])
       ON CONFLICT (id) DO NOTHING`,
      [
        raised.map((r) => r.d.notificationId),
        raised.map((r) => r.d.userId),
        raised.map((r) => r.d.kind),
        raised.map((r) => r.d.title),
        raised.map((r) => r.d.body),
        raised.map((r) => r.d.link),
        raised.map((r) => r.d.carId),
        raised.map((r) => r.d.savedSearchId),
        raised.map((r) => r.at),
      ],
    );
  }

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    if (recorded.type === 'UserDeleted') {
      await m.query(`DELETE FROM notifications WHERE user_id = $1`, [Number(recorded.streamId)]);
      return;
    }
    if (recorded.type === 'NotificationRaised') return this.applyRun(m, [recorded]);
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
