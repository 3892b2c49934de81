import { deciderSpec } from '../../event-store/decider-specification';
import { Actor } from '../../shared/auth/roles';
import { NotFound } from '../../shared/domain-error';
import { CONTACT_MESSAGE, markContactMessageRead, sendContactMessage } from './contact-message.decider';
import { ContactMessageEvent, ContactMessageReceivedData } from './contact-message.events';

const given = deciderSpec(CONTACT_MESSAGE);
const admin = { id: 1, name: 'x', email: '1@example.com', roles: ['admin'], latestRole: 'admin', status: 'active' } as Actor;
const data: ContactMessageReceivedData = {
  messageId: 3,
  senderId: null,
  name: 'سامر',
  email: 'samer@example.com',
  phone: null,
  subject: 'سؤال',
  body: 'مرحبا',
};
const received: ContactMessageEvent = { type: 'ContactMessageReceived', data };

describe('the contact message decider', () => {
  it('receives a message from anyone', () => {
    given([])
      .when(() => sendContactMessage(data))
      .then([received]);
  });

  it('marks it read by the first admin to open it, once', () => {
    given([received])
      .when((message) => markContactMessageRead(message, admin))
      .then([{ type: 'ContactMessageRead', data: { readBy: 1 } }]);
    given([received, { type: 'ContactMessageRead', data: { readBy: 2 } }])
      .when((message) => markContactMessageRead(message, admin))
      .then([]);
  });

  it('finds no message that was never received', () => {
    given([])
      .when((message) => markContactMessageRead(message, admin))
      .thenThrows(NotFound);
  });
});
