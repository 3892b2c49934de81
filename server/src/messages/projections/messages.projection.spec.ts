import { projectionSpec, SPEC_START } from '../../event-store/projection-specification';
import { InboxMessageEvent, MessagesProjection } from './messages.projection';

const given = projectionSpec(new MessagesProjection(), { streamType: 'message', streamId: '11' });
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const sent = (messageId: number, recipientId: number, about: { carId: number | null; partId?: number }) => ({
  type: 'MessageSent' as const,
  streamId: String(messageId),
  data: {
    messageId,
    ...about,
    recipientId,
    senderId: null,
    name: 'زائر',
    email: 'visitor@example.sy',
    phone: null,
    body: 'هل السيارة متاحة؟',
  },
});
const read: InboxMessageEvent = { type: 'MessageRead', data: {} };
const deleted = (userId: number) => ({
  type: 'UserDeleted' as const,
  streamType: 'user',
  streamId: String(userId),
  data: { by: 'self' as const },
});
const message = (id: number, recipientId: number, position: number) => ({
  id,
  car_id: 5,
  part_id: null,
  recipient_id: recipientId,
  sender_id: null,
  name: 'زائر',
  email: 'visitor@example.sy',
  phone: null,
  body: 'هل السيارة متاحة؟',
  created_at: at(position),
});

describe("sellers' inboxes, as a fold of messages and accounts", () => {
  it('keeps a message sent about a car or a part, unread, once', () => {
    given([])
      .when(sent(11, 7, { carId: 5 }), sent(11, 7, { carId: 5 }))
      .then({ messages: [message(11, 7, 1)] });
    given([])
      .when(sent(12, 7, { carId: null, partId: 3 }))
      .then({ messages: [{ ...message(12, 7, 1), car_id: null, part_id: 3 }] });
  });

  it('marks it read the first time only', () => {
    given([sent(11, 7, { carId: 5 }), read])
      .when(read)
      .then({ messages: [{ ...message(11, 7, 1), read_at: at(2) }] });
  });

  it("empties a deleted account's inbox, and only its own", () => {
    given([sent(11, 7, { carId: 5 }), sent(12, 8, { carId: 5 }), sent(13, 7, { carId: 5 })])
      .when(deleted(7))
      .then({ messages: [message(12, 8, 2)] });
  });
});
