import { deciderSpec } from '../../event-store/decider-specification';
import { Actor } from '../../shared/auth/roles';
import { NotFound } from '../../shared/domain-error';
import { askAboutPart, markMessageRead, MESSAGE, OwnCarMessage, OwnPartMessage, sendMessage } from './message.decider';
import { MessageEvent } from './message.events';

const given = deciderSpec(MESSAGE);

const person = (id: number): Actor => ({
  id,
  name: 'سامر',
  email: `user${id}@example.sy`,
  roles: ['user'],
  latestRole: 'user',
  status: 'active',
});
const seller = person(7);
const buyer = person(8);
const content = { name: 'سامر', email: 'samer@example.sy', phone: '0933123456', body: 'هل السيارة متاحة للمعاينة؟' };
const car = (status: string) => ({ id: 5, user_id: seller.id, status });
const part = { id: 3, seller: { id: seller.id } };
const sentBy = (senderId: number | null): MessageEvent => ({
  type: 'MessageSent',
  data: { messageId: 11, carId: 5, recipientId: seller.id, senderId, ...content },
});
const sent = sentBy(buyer.id);

describe('the message decider', () => {
  it("sends a message to an active car's seller, from a visitor or a signed-in buyer", () => {
    given([])
      .when(() => sendMessage(11, buyer, car('active'), content))
      .then([sent]);
    given([])
      .when(() => sendMessage(11, undefined, car('active'), content))
      .then([sentBy(null)]);
  });

  it('refuses a message about a car that is missing or not active, or to oneself', () => {
    for (const missing of [null, car('pending'), car('sold')]) {
      given([])
        .when(() => sendMessage(11, buyer, missing, content))
        .thenThrows(NotFound);
    }
    given([])
      .when(() => sendMessage(11, seller, car('active'), content))
      .thenThrows(OwnCarMessage);
  });

  it("asks a part's store about it, never one's own store, nor about a missing part", () => {
    given([])
      .when(() => askAboutPart(12, buyer, part, content))
      .then([
        {
          type: 'MessageSent',
          data: { messageId: 12, carId: null, partId: 3, recipientId: seller.id, senderId: buyer.id, ...content },
        },
      ]);
    given([])
      .when(() => askAboutPart(12, seller, part, content))
      .thenThrows(OwnPartMessage);
    given([])
      .when(() => askAboutPart(12, buyer, null, content))
      .thenThrows(NotFound);
  });

  it('marks a message read for its recipient, once', () => {
    given([sent])
      .when((message) => markMessageRead(message, seller))
      .then([{ type: 'MessageRead', data: {} }]);
    given([sent, { type: 'MessageRead', data: {} }])
      .when((message) => markMessageRead(message, seller))
      .then([]);
  });

  it('shows anyone else, and a message never sent, as missing', () => {
    given([sent])
      .when((message) => markMessageRead(message, buyer))
      .thenThrows(NotFound);
    given([])
      .when((message) => markMessageRead(message, seller))
      .thenThrows(NotFound);
  });
});
