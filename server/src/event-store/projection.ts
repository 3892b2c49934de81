import { SetMetadata } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from './event.types';

export const PROJECTION = Symbol('PROJECTION');

/**
 * A read model kept in step with the log inside the append transaction, so a 2xx means the
 * change is visible. Apply must be idempotent (replays and catch-up may repeat an event) and
 * must only depend on the event and the read model itself.
 */
export interface Projection {
  /** The read-model tables this projection owns (replay rebuilds exactly these). */
  readonly tables: readonly string[];
  /** The event types it reacts to; others are never passed to apply. */
  readonly handles: readonly string[];
  /**
   * Raise it when a change to apply() means the tables must be rebuilt from the log (1 when
   * absent): `npm run replay` then rebuilds this projection and swaps it in.
   */
  readonly version?: number;
  apply(manager: EntityManager, event: RecordedEvent): Promise<void>;
  /**
   * Optional, with `applyRun`: event types applied in bulk. A run of consecutive such events (as
   * this projection sees them: other projections' events between them do not break a run, since
   * each writes only its own tables) goes to `applyRun` at once, with the same result as applying
   * them one by one: an append's events live, a whole batch in a replay. Projections that keep a
   * row per stream fold the run with a RowBatch (event-store/batch/row-batch.ts) and make `apply`
   * a run of one, so live and replay share the code.
   */
  readonly bulk?: readonly string[];
  applyRun?(manager: EntityManager, events: readonly RecordedEvent[]): Promise<void>;
}

/** Marks a provider as a projection so the registry discovers it. */
export const EventProjection = (): ClassDecorator => SetMetadata(PROJECTION, true);

/** A projection's name for operators: its class name in kebab case, without "Projection" (`car-listing`). */
export const projectionName = (projection: Projection): string =>
  projection.constructor.name
    .replace(/Projection$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

export const projectionVersion = (projection: Projection): number => projection.version ?? 1;
