import { EntityManager } from 'typeorm';
import { planFolds, StreamFold } from './batch/stream-fold';
import { NewEvent, RecordedEvent } from './event.types';
import { applyPlanned, Projection, RunPlan } from './projection';

/**
 * A projection that is nothing but pure folds of its event union `E` (stream-fold.ts): the one
 * RowBatch runner loads, folds and writes its rows, every event in runs (one append live, a
 * replay's whole batch), and its spec needs no database (projectionSpec).
 */
export abstract class FoldedProjection<E extends NewEvent> implements Projection {
  abstract readonly tables: readonly string[];
  abstract readonly handles: ReadonlyArray<E['type']>;
  abstract readonly folds: ReadonlyArray<StreamFold<Record<string, unknown>, E>>;
  readonly version?: number;

  get bulk(): ReadonlyArray<E['type']> {
    return this.handles;
  }

  apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    return applyPlanned(m, this.planRun([recorded]));
  }

  planRun(events: readonly RecordedEvent[], begun?: ReadonlySet<string>): RunPlan {
    const run = planFolds(this.folds, events, begun);
    return { rows: run.batches, fold: run.fold };
  }
}
