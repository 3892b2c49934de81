import { Aggregate } from '../../event-store/aggregate';
import { Actor } from '../../shared/auth/roles';
import { DomainError, NotFound } from '../../shared/domain-error';
import { MESSAGE_STREAM, MessageEvent, MessageSent, MessageSentData } from './message.events';

export interface MessageState {
  /** Who may read (and mark) it; null before it was sent. */
  recipientId: number | null;
  read: boolean;
}

export const MESSAGE: Aggregate<MessageState> = {
  streamType: MESSAGE_STREAM,
  initial: () => ({ recipientId: null, read: false }),
  evolve: (state, event) =>
    event.type === 'MessageSent'
      ? { ...state, recipientId: (event as unknown as MessageSent).data.recipientId }
      : { ...state, read: state.read || event.type === 'MessageRead' },
};

/** Nobody writes to themselves about their own car. */
export class OwnCarMessage extends DomainError {
  constructor() {
    super('invalid', 'messages.ownCar', { field: 'message' });
  }
}

/** Nor asks their own store about a part it sells. */
export class OwnPartMessage extends DomainError {
  constructor() {
    super('invalid', 'messages.ownPart', { field: 'message' });
  }
}

type MessageContent = Omit<MessageSentData, 'messageId' | 'carId' | 'partId' | 'recipientId' | 'senderId'>;

/** A message to a car's seller: only about an active car (as the sender may see it), never one's own. */
export function sendMessage(
  messageId: number,
  sender: Actor | undefined,
  car: { id: number; user_id: number; status: string } | null,
  content: MessageContent,
): MessageEvent[] {
  if (!car || car.status !== 'active') throw new NotFound();
  if (sender && car.user_id === sender.id) throw new OwnCarMessage();
  return [
    {
      type: 'MessageSent',
      data: { messageId, carId: car.id, recipientId: car.user_id, senderId: sender?.id ?? null, ...content },
    },
  ];
}

/** A question to the store selling a spare part, never one's own. */
export function askAboutPart(
  messageId: number,
  sender: Actor | undefined,
  part: { id: number; seller: { id: number } } | null,
  content: MessageContent,
): MessageEvent[] {
  if (!part) throw new NotFound();
  if (sender && part.seller.id === sender.id) throw new OwnPartMessage();
  return [
    {
      type: 'MessageSent',
      data: { messageId, carId: null, partId: part.id, recipientId: part.seller.id, senderId: sender?.id ?? null, ...content },
    },
  ];
}

/** Only the recipient may see (or mark) a message: anyone else gets the same 404. Once is enough. */
export function markMessageRead(state: MessageState, reader: Actor): MessageEvent[] {
  if (state.recipientId === null || state.recipientId !== reader.id) throw new NotFound();
  return state.read ? [] : [{ type: 'MessageRead', data: {} }];
}
