import { SetMetadata } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { flushRows, loadRows, RowBatch, TableWrite } from './batch/row-batch';
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
   * Of `handles`, the events that only remove rows other streams' events made (a removed car's
   * favourites, a deleted account's messages): a stream's history, rebuilt from its own events
   * alone (the audit), has none of them to remove.
   */
  readonly cleansUp?: readonly string[];
  /**
   * Raise it when a change to apply() means the tables must be rebuilt from the log (1 when
   * absent): `npm run replay` then rebuilds this projection and swaps it in.
   */
  readonly version?: number;
  apply(manager: EntityManager, event: RecordedEvent): Promise<void>;
  /**
   * Optional, with `planRun`: event types applied in bulk. A run of consecutive such
   * events (as this projection sees them: other projections' events between them do not break a
   * run, since each writes only its own tables) is applied at once, with the same result as
   * applying them one by one: an append's events live, a whole batch in a replay.
   */
  readonly bulk?: readonly string[];
  /**
   * The run as a plan (every projection of the marketplace has one: the auditor's history folds
   * through it, audit.int-spec holds this): the rows it needs (RowBatches that asked for them with `want`,
   * event-store/batch/row-batch.ts), how it folds them once loaded, and what it writes beside
   * them. The registry loads the rows of every projection's run in one round trip and writes them
   * in one statement when it can (`applyPlans`); `apply` is `applyPlanned(m, this.planRun([event]))`,
   * so live and replay share the code, and the audit folds a stream's history through it in
   * memory (foldInMemory). `begun` holds the streams (`streamKey`) that begin before this run in
   * what is applied: none of their rows exist yet (`streamsWithRows`).
   */
  planRun?(events: readonly RecordedEvent[], begun?: ReadonlySet<string>): RunPlan;
}

/** A run of a projection's events, planned: the rows it needs, the fold, then what it writes beside them. */
export interface RunPlan {
  /** Batches that asked for their rows (`want`): loaded before `fold`, written after it, with other projections'. */
  readonly rows: ReadonlyArray<RowBatch<Record<string, unknown>>>;
  /** Folds the run into the loaded rows, in memory. */
  fold(): void;
  /**
   * Rows shared by every stream that the fold adds to (counters it moves: CounterMoves; words it
   * keeps): written after the run's own rows, in the same statement.
   */
  readonly shared?: readonly SharedWrites[];
  /** Its other statements, once the rows and the shared rows are written (the words' counts of the listings). */
  after?(manager: EntityManager): Promise<void>;
}

/** Additions to rows every stream shares, as statements of the flush (flushRows). */
export interface SharedWrites {
  takeWrites(): TableWrite[];
  /** Once the additions are written: deletes what they left empty (a counter brought to zero). */
  dropEmptied?(manager: EntityManager): Promise<void>;
}

/**
 * Applies plans together: loads all their rows (one round trip, none if none was asked for),
 * folds each, writes all their rows (one statement when it can, see flushRows), then each one's
 * other statements. Each projection writes only its own tables, so their order does not matter.
 */
export async function applyPlans(manager: EntityManager, plans: readonly RunPlan[]): Promise<void> {
  const rows = plans.flatMap((plan) => plan.rows);
  await loadRows(manager, rows);
  for (const plan of plans) plan.fold();
  const shared = plans.flatMap((plan) => plan.shared ?? []);
  await flushRows(manager, rows, shared);
  for (const writes of shared) await writes.dropEmptied?.(manager);
  for (const plan of plans) await plan.after?.(manager);
}

/** Applies one plan on its own. */
export const applyPlanned = (manager: EntityManager, plan: RunPlan): Promise<void> => applyPlans(manager, [plan]);

/** Marks a provider as a projection so the registry discovers it. */
export const EventProjection = (): ClassDecorator => SetMetadata(PROJECTION, true);

/** A projection's name for operators: its class name in kebab case, without "Projection" (`car-listing`). */
export const projectionName = (projection: Projection): string =>
  projection.constructor.name
    .replace(/Projection$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

export const projectionVersion = (projection: Projection): number => projection.version ?? 1;
