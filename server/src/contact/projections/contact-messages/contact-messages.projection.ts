import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { EventProjection, Projection } from '../../../event-store/projection';
import { CONTACT_MESSAGE_EVENT_TYPES, ContactMessageEvent } from '../../domain/contact-message.events';

/** projections.contact_messages: what visitors wrote to the site's team, and who read it first. */
@Injectable()
@EventProjection()
export class ContactMessagesProjection implements Projection {
  readonly tables = ['contact_messages'];
  readonly handles = CONTACT_MESSAGE_EVENT_TYPES;

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as ContactMessageEvent;
    switch (event.type) {
      case 'ContactMessageReceived': {
        const d = event.data;
        await m.query(
          `INSERT INTO contact_messages (id, sender_id, name, email, phone, subject, body, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
          [d.messageId, d.senderId, d.name, d.email, d.phone, d.subject, d.body, recorded.recordedAt],
        );
        return;
      }
      case 'ContactMessageRead':
        await m.query(`UPDATE contact_messages SET read_at = $2, read_by = $3 WHERE id = $1 AND read_at IS NULL`, [
          Number(recorded.streamId),
          recorded.recordedAt,
          event.data.readBy,
        ]);
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }
}
