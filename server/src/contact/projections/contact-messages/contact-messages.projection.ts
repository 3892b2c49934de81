import { Injectable } from '@nestjs/common';
import { oneRowPerStream, Recorded } from '../../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../../event-store/folded-projection';
import { EventProjection } from '../../../event-store/projection';
import { CONTACT_MESSAGE_EVENT_TYPES, ContactMessageEvent } from '../../domain/contact-message.events';

export type ContactMessageRow = {
  id: number;
  sender_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  body: string;
  created_at: string;
  read_at?: string | null;
  read_by?: number | null;
};

/** A message's row after its event: received once, read by the first admin who opened it. */
export function evolveContactMessage(
  row: ContactMessageRow | undefined,
  event: Recorded<ContactMessageEvent>,
): ContactMessageRow | undefined {
  const at = new Date(event.recordedAt).toISOString();
  switch (event.type) {
    case 'ContactMessageReceived': {
      const d = event.data;
      return (
        row ?? {
          id: d.messageId,
          sender_id: d.senderId,
          name: d.name,
          email: d.email,
          phone: d.phone,
          subject: d.subject,
          body: d.body,
          created_at: at,
        }
      );
    }
    case 'ContactMessageRead':
      return row && row.read_at == null ? { ...row, read_at: at, read_by: event.data.readBy } : row;
  }
}

/** projections.contact_messages: what visitors wrote to the site's team, and who read it first (a pure fold). */
@Injectable()
@EventProjection()
export class ContactMessagesProjection extends FoldedProjection<ContactMessageEvent> {
  readonly tables = ['contact_messages'];
  readonly handles = CONTACT_MESSAGE_EVENT_TYPES;
  readonly folds = [
    oneRowPerStream<ContactMessageRow, ContactMessageEvent>(
      { table: 'contact_messages', key: 'id', keyType: 'integer' },
      evolveContactMessage,
    ),
  ];
}
