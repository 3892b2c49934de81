import { EventStore } from './event-store.service';
import { RecordedEvent } from './event.types';

/** A stream type and how its events fold into the state that commands and reactions decide on. */
export interface Aggregate<S> {
  readonly streamType: string;
  initial(): S;
  evolve(state: S, event: RecordedEvent): S;
}

export interface Loaded<S> {
  state: S;
  /** The stream version the state reflects: the expected version of the next append. */
  version: number;
}

/** Rebuilds a command's view of one stream by folding its events (up to `toVersion` when given). */
export async function loadAggregate<S>(
  store: EventStore,
  streamType: string,
  streamId: string | number,
  evolve: (state: S, event: RecordedEvent) => S,
  initial: S,
  options: { toVersion?: number } = {},
): Promise<Loaded<S>> {
  const events = await store.readStream(streamType, streamId, options.toVersion);
  return {
    state: events.reduce(evolve, initial),
    version: events.length ? events[events.length - 1].streamVersion : 0,
  };
}

/**
 * The stream's state just before one of its events (what the event took away) and just after it
 * (what it left), from one read: what a reaction compares.
 */
export async function stateAt<S>(
  store: EventStore,
  aggregate: Aggregate<S>,
  event: RecordedEvent,
): Promise<{ before: S; after: S }> {
  const history = await store.readStream(aggregate.streamType, event.streamId, event.streamVersion);
  const before = history.slice(0, -1).reduce((state, past) => aggregate.evolve(state, past), aggregate.initial());
  const last = history.at(-1);
  return { before, after: last ? aggregate.evolve(before, last) : before };
}
