import { projectionSpec, SPEC_START } from '../../../event-store/projection-specification';
import { ContactMessageEvent } from '../../domain/contact-message.events';
import { ContactMessagesProjection } from './contact-messages.projection';

const given = projectionSpec(new ContactMessagesProjection(), { streamType: 'contact-message', streamId: '3' });
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const received: ContactMessageEvent = {
  type: 'ContactMessageReceived',
  data: { messageId: 3, senderId: null, name: 'سامر', email: 'samer@example.com', phone: null, subject: 'سؤال', body: 'مرحبا' },
};
const read = (readBy: number): ContactMessageEvent => ({ type: 'ContactMessageRead', data: { readBy } });
const message = {
  id: 3,
  sender_id: null,
  name: 'سامر',
  email: 'samer@example.com',
  phone: null,
  subject: 'سؤال',
  body: 'مرحبا',
  created_at: at(1),
};

describe('contact messages, as a fold of their events', () => {
  it('keeps a received message, unread', () => {
    given([])
      .when(received)
      .then({ contact_messages: [message] });
  });

  it('remembers the first admin who read it, not a later one', () => {
    given([received])
      .when(read(1))
      .then({ contact_messages: [{ ...message, read_at: at(2), read_by: 1 }] });
    given([received, read(1)])
      .when(read(2))
      .then({ contact_messages: [{ ...message, read_at: at(2), read_by: 1 }] });
  });

  it('changes nothing when the message arrives twice', () => {
    given([received])
      .when(received)
      .then({ contact_messages: [message] });
  });
});
