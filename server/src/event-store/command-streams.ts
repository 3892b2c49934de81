import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../shared/clock';
import { Aggregate, loadAggregate } from './aggregate';
import { EventStore } from './event-store.service';
import { EventMetadata, NewEvent, NO_STREAM, RecordedEvent, StreamWrite } from './event.types';
import { retryOnConflict } from './retry-on-conflict';

/** What a command decided: the events to append (none: nothing to do), and what the caller gets back. */
export interface Decision<R = void> {
  events: readonly NewEvent[];
  result?: R;
  /** Events for other streams, appended atomically with these (an account's closure). */
  alsoAppend?: StreamWrite[];
  /** Work in the append's transaction (secrets, invariants across streams): it commits or rolls back with the events. */
  alsoInTransaction?: (manager: EntityManager, events: RecordedEvent[]) => Promise<void>;
}

/** A decider's answer: the events alone, or a whole Decision. */
export type Decided<R = void> = readonly NewEvent[] | Decision<R>;

export interface HandleOptions {
  /** The stream is new (its id was just taken): nothing to read, it must not exist yet. */
  newStream?: boolean;
}

/**
 * The one way a command handler writes (emmett's `handleCommand`): load the stream → a pure
 * decider turns the command, the state and the clock's `now` into events (or throws a
 * DomainError) → append at the loaded version. When another writer appended first (a version
 * conflict) the whole cycle runs again on the fresh state, so the decision is always retaken:
 * a car approved meanwhile by another admin is then refused for not being pending, never lost.
 */
@Injectable()
export class CommandStreams {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  handle<S, R = void>(
    aggregate: Aggregate<S>,
    streamId: string | number,
    /** Who and why; a function when the actor is only known from the stream (a password reset's account). */
    metadata: EventMetadata | ((state: S) => EventMetadata),
    decide: (state: S, now: Date) => Decided<R> | Promise<Decided<R>>,
    options: HandleOptions = {},
  ): Promise<R> {
    return retryOnConflict(async () => {
      const { state, version } = options.newStream
        ? { state: aggregate.initial(), version: NO_STREAM }
        : await loadAggregate(
            this.store,
            aggregate.streamType,
            streamId,
            (past, event) => aggregate.evolve(past, event),
            aggregate.initial(),
          );
      const decided = await decide(state, this.clock.now());
      const decision: Decision<R> = isEventList(decided) ? { events: decided } : decided;
      const writes: StreamWrite[] = [...(decision.alsoAppend ?? [])];
      if (decision.events.length) {
        writes.push({ streamType: aggregate.streamType, streamId, expectedVersion: version, events: [...decision.events] });
      }
      if (!writes.length) return decision.result as R;
      const who = typeof metadata === 'function' ? metadata(state) : metadata;
      await this.store.appendMany(writes, who, { alsoInTransaction: decision.alsoInTransaction });
      return decision.result as R;
    });
  }

  /** The next id for a new stream of this kind (cars, users…) or a thing inside one (an offer, a review). */
  nextId(kind: string): Promise<number> {
    return this.store.nextId(kind);
  }

  /** Several new ids of one kind (the notifications one event raises). */
  nextIds(kind: string, count: number): Promise<number[]> {
    return this.store.nextIds(kind, count);
  }
}

const isEventList = <R>(decided: Decided<R>): decided is readonly NewEvent[] => Array.isArray(decided);
