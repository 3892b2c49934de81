import { NewEvent } from '../../event-store/event.types';

/** One stream per message written to the site's team through the contact page. */
export const CONTACT_MESSAGE_STREAM = 'contact-message';

export interface ContactMessageReceivedData {
  messageId: number;
  /** The signed-in sender, if any: visitors may write too. */
  senderId: number | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  body: string;
}

export type ContactMessageReceived = NewEvent<'ContactMessageReceived', ContactMessageReceivedData>;
/** An admin opened the message; kept so every admin sees what is still unanswered. */
export type ContactMessageRead = NewEvent<'ContactMessageRead', { readBy: number }>;
export type ContactMessageEvent = ContactMessageReceived | ContactMessageRead;

export const CONTACT_MESSAGE_EVENT_TYPES: ReadonlyArray<ContactMessageEvent['type']> = [
  'ContactMessageReceived',
  'ContactMessageRead',
];
