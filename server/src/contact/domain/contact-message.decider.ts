import { Aggregate } from '../../event-store/aggregate';
import { Actor } from '../../shared/auth/roles';
import { NotFound } from '../../shared/domain-error';
import { CONTACT_MESSAGE_STREAM, ContactMessageEvent, ContactMessageReceivedData } from './contact-message.events';

export interface ContactMessageState {
  received: boolean;
  read: boolean;
}

export const CONTACT_MESSAGE: Aggregate<ContactMessageState> = {
  streamType: CONTACT_MESSAGE_STREAM,
  initial: () => ({ received: false, read: false }),
  evolve: (state, event) => ({
    received: state.received || event.type === 'ContactMessageReceived',
    read: state.read || event.type === 'ContactMessageRead',
  }),
};

/** A message to the site's team, from a visitor or a signed-in person. */
export function sendContactMessage(data: ContactMessageReceivedData): ContactMessageEvent[] {
  return [{ type: 'ContactMessageReceived', data }];
}

/** An admin opened the message (admins only, by the route's `@Roles('admin')`); once is enough. */
export function markContactMessageRead(state: ContactMessageState, reader: Actor): ContactMessageEvent[] {
  if (!state.received) throw new NotFound();
  return state.read ? [] : [{ type: 'ContactMessageRead', data: { readBy: reader.id } }];
}
