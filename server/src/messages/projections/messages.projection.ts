import { Injectable } from '@nestjs/common';
import { eventTypes, Recorded, StreamFold } from '../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../event-store/folded-projection';
import { EventProjection } from '../../event-store/projection';
import { UserDeleted } from '../../users/domain/user.events';
import { MessageEvent } from '../domain/message.events';

/** What an inbox follows: its messages, and the account it belongs to going away. */
export type InboxMessageEvent = MessageEvent | UserDeleted;

export type MessageRow = {
  id: number;
  car_id: number | null;
  part_id: number | null;
  recipient_id: number;
  sender_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  body: string;
  created_at: string;
  read_at?: string | null;
};

/**
 * A message's row after its event (one stream per message), or a deleted account's inbox after
 * the account's: emptied. A message is written once and read once (the first time counts).
 */
export function evolveMessages(rows: readonly MessageRow[], event: Recorded<InboxMessageEvent>): readonly MessageRow[] {
  const at = new Date(event.recordedAt).toISOString();
  switch (event.type) {
    case 'MessageSent': {
      if (rows.length) return rows;
      const d = event.data;
      return [
        {
          id: d.messageId,
          car_id: d.carId,
          part_id: d.partId ?? null,
          recipient_id: d.recipientId,
          sender_id: d.senderId,
          name: d.name,
          email: d.email,
          phone: d.phone,
          body: d.body,
          created_at: at,
        },
      ];
    }
    case 'MessageRead':
      return rows.map((row) => (row.read_at ? row : { ...row, read_at: at }));
    case 'UserDeleted':
      return [];
  }
}

const MESSAGES: StreamFold<MessageRow, InboxMessageEvent> = {
  table: { table: 'messages', key: 'id', keyType: 'integer' },
  // A message's stream is its row; a deleted account's are the messages sent to it.
  rowsOf: (event) =>
    event.type === 'UserDeleted'
      ? { column: 'recipient_id', type: 'integer', values: [event.streamId], ofOtherStreams: true }
      : undefined,
  evolve: evolveMessages,
};

/** projections.messages: each seller's inbox (a pure fold). A deleted account's inbox goes with it. */
@Injectable()
@EventProjection()
export class MessagesProjection extends FoldedProjection<InboxMessageEvent> {
  readonly tables = ['messages'];
  readonly handles = eventTypes<InboxMessageEvent>({ MessageSent: true, MessageRead: true, UserDeleted: true });
  /** It deletes rows made by other streams' events (see Projection.cleansUp). */
  readonly cleansUp = ['UserDeleted'];
  readonly folds = [MESSAGES];
}
