import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../event-store/event.types';
import { EventProjection, Projection } from '../../event-store/projection';
import { MessageEvent } from '../domain/message.events';

/** projections.messages: each seller's inbox. A deleted account's inbox goes with it. */
@Injectable()
@EventProjection()
export class MessagesProjection implements Projection {
  readonly tables = ['messages'];
  readonly handles = ['MessageSent', 'MessageRead', 'UserDeleted'];
  /** They delete rows made by other streams' events (see Projection.cleansUp). */
  readonly cleansUp = ['UserDeleted'];

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    if (recorded.type === 'UserDeleted') {
      await m.query(`DELETE FROM messages WHERE recipient_id = $1`, [Number(recorded.streamId)]);
      return;
    }
    const event = recorded as unknown as MessageEvent;
    switch (event.type) {
      case 'MessageSent': {
        const d = event.data;
        await m.query(
          `INSERT INTO messages (id, car_id, part_id, recipient_id, sender_id, name, email, phone, body, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
          [
            d.messageId,
            d.carId,
            d.partId ?? null,
            d.recipientId,
            d.senderId,
            d.name,
            d.email,
            d.phone,
            d.body,
            recorded.recordedAt,
          ],
        );
        return;
      }
      case 'MessageRead':
        await m.query(`UPDATE messages SET read_at = COALESCE(read_at, $2) WHERE id = $1`, [
          Number(recorded.streamId),
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
