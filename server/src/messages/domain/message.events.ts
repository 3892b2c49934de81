import { NewEvent } from '../../event-store/event.types';

/** One stream per message sent to a seller through a car page or a spare part's 'ask the store'. */
export const MESSAGE_STREAM = 'message';

export interface MessageSentData {
  messageId: number;
  /** What the message is about: a car, or (carId null) a spare part. */
  carId: number | null;
  partId?: number | null;
  recipientId: number;
  /** The signed-in sender, if any: visitors may write too. */
  senderId: number | null;
  name: string;
  email: string;
  phone: string | null;
  body: string;
}

export type MessageSent = NewEvent<'MessageSent', MessageSentData>;
export type MessageRead = NewEvent<'MessageRead', Record<string, never>>;
export type MessageEvent = MessageSent | MessageRead;
