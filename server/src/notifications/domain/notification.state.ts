import { Aggregate } from '../../event-store/aggregate';
import { RecordedEvent } from '../../event-store/event.types';
import { InboxEvent, NOTIFICATION_INBOX_STREAM, RAISED_NOTIFICATIONS_STREAM } from './notification.events';

/** Whether the event behind this stream has raised its notifications already. */
export interface RaisedState {
  raised: boolean;
}

export const RAISED_NOTIFICATIONS: Aggregate<RaisedState> = {
  streamType: RAISED_NOTIFICATIONS_STREAM,
  initial: () => ({ raised: false }),
  evolve: () => ({ raised: true }),
};

/** What the user has read: everything up to `allReadUpTo`, and single ones above it. */
export interface InboxState {
  allReadUpTo: number;
  readAbove: Set<number>;
}

export function evolveInbox(state: InboxState, recorded: RecordedEvent): InboxState {
  const event = recorded as unknown as InboxEvent;
  switch (event.type) {
    case 'NotificationRead':
      return { ...state, readAbove: new Set(state.readAbove).add(event.data.notificationId) };
    case 'NotificationsAllRead': {
      const allReadUpTo = Math.max(state.allReadUpTo, event.data.upToId);
      return { allReadUpTo, readAbove: new Set([...state.readAbove].filter((id) => id > allReadUpTo)) };
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export const NOTIFICATION_INBOX: Aggregate<InboxState> = {
  streamType: NOTIFICATION_INBOX_STREAM,
  initial: () => ({ allReadUpTo: 0, readAbove: new Set() }),
  evolve: evolveInbox,
};
