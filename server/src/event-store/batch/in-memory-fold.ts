import { RecordedEvent } from '../event.types';
import { Projection } from '../projection';
import { streamKey } from './row-batch';

/** Read-model rows by table (spelled out: the auditor's answers are described from it, and an alias for a row would name a schema of its own). */
export type TableRows = Record<string, Array<Record<string, unknown>>>;

/**
 * Folds events through a projection's plan without a database: its batches start from `held`
 * (as if loaded), fold the events and give back every row they hold after them, by table. What
 * the plan writes beside its rows (`after`: counters shared by every stream) is not run. The
 * audit's stream history and the projections' specs both fold this way; `held` is not changed.
 */
export function foldInMemory(projection: Projection, events: readonly RecordedEvent[], held: TableRows = {}): TableRows {
  if (!projection.planRun) throw new Error(`${projection.constructor.name} is not a fold`);
  // Every stream counts as begun: what it has is in `held`, nothing is loaded.
  const plan = projection.planRun(events, new Set(events.map(streamKey)));
  for (const batch of plan.rows) {
    batch.takeQueries(1);
    // Folds change a row's columns, never what a column holds (RowBatch.update assigns): a copy of each row keeps `held` as it was.
    batch.receive((held[batch.table] ?? []).map((row) => ({ ...row })));
  }
  plan.fold();
  const rows: TableRows = {};
  for (const batch of plan.rows) {
    batch.forgetWrites();
    rows[batch.table] = batch.values().map((row) => ({ ...row }));
  }
  return rows;
}
