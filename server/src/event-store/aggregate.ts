import { EventStore } from './event-store.service';
import { RecordedEvent } from './event.types';

export interface Loaded<S> {
  state: S;
  /** The stream version the state reflects: the expected version of the next append. */
  version: number;
}

/** Rebuilds a command's view of one stream by folding its events. */
export async function loadAggregate<S>(
  store: EventStore,
  streamType: string,
  streamId: string | number,
  evolve: (state: S, event: RecordedEvent) => S,
  initial: S,
): Promise<Loaded<S>> {
  const events = await store.readStream(streamType, streamId);
  return {
    state: events.reduce(evolve, initial),
    version: events.length ? events[events.length - 1].streamVersion : 0,
  };
}
