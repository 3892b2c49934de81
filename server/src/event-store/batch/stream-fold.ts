import { NewEvent, RecordedEvent } from '../event.types';
import { RowBatch, streamsWithRows, TableSpec } from './row-batch';

type Row = Record<string, unknown>;

/** An event of the union `E` as the log holds it: its `type` narrows its `data`. */
export type Recorded<E extends NewEvent> = E extends NewEvent<infer T, infer D> ? RecordedEvent<T, D> : never;

/**
 * Every type of an event union, listed once and checked both ways: a missing or a foreign type
 * is a compile error. A projection's `handles` is its union's types, so a handler never casts.
 */
export const eventTypes = <E extends NewEvent>(all: { [K in E['type']]: true }): ReadonlyArray<E['type']> => Object.keys(all);

/**
 * One read-model table as a pure fold of the streams' events: the rows a stream owns there (one
 * row keyed by the stream's id, or several found by a column holding it) and what an event makes
 * of them. `evolve` must not change what it is given: it returns the rows after the event. The
 * runner (`planFolds`) loads, diffs and writes them through RowBatch, live and in a replay; the
 * audit folds them in memory, and a projection's spec without a database (projectionSpec).
 */
export interface StreamFold<R extends Row = Row, E extends NewEvent = NewEvent> {
  readonly table: TableSpec;
  /** The column holding the stream's id, when a stream owns several rows (a car's photos). */
  readonly streamColumn?: { column: string; type: string };
  /**
   * When one stream holds many entities' rows (the category catalogue): the key of the row an
   * event is about. `evolve` then gets that row alone (none or one), and the rows loaded are those
   * of the run's keys.
   */
  keyOf?(event: Recorded<E>): string | number;
  evolve(rows: readonly R[], event: Recorded<E>): readonly R[];
}

/**
 * A fold of one row per stream, keyed by the stream's id (or by `keyOf`, when one stream holds
 * many rows): `evolve` gives the row after the event, `null` when it is gone, or the same row
 * (or undefined) when the event changes nothing.
 */
export function oneRowPerStream<R extends Row, E extends NewEvent>(
  table: TableSpec,
  evolve: (row: R | undefined, event: Recorded<E>) => R | null | undefined,
  keyOf?: (event: Recorded<E>) => string | number,
): StreamFold<R, E> {
  return {
    table,
    ...(keyOf ? { keyOf } : {}),
    evolve: (rows, event) => {
      const next = evolve(rows[0], event);
      if (next === undefined) return rows;
      return next === null ? [] : [next];
    },
  };
}

/** The batches of a run of folds, and the fold of the run into them (a RunPlan's `rows` and `fold`). */
export interface FoldRun {
  readonly batches: Array<RowBatch<Row>>;
  readonly fold: () => void;
}

/**
 * Plans a run of events through folds: each fold's RowBatch asks for the rows of the streams that
 * may have some (`streamsWithRows`), then folds each event of the run into its stream's rows and
 * records the difference (inserted, changed columns, deleted) for RowBatch to write.
 */
export function planFolds(folds: readonly StreamFold[], events: readonly RecordedEvent[], begun?: ReadonlySet<string>): FoldRun {
  const streams = streamsWithRows(events, begun);
  const runs = folds.map((fold) => {
    const { column, type } = fold.streamColumn ?? { column: fold.table.key, type: fold.table.keyType };
    const batch = new RowBatch<Row>(fold.table);
    if (!fold.keyOf) return { fold, column, batch: batch.want(streams, column, type) };
    const keyOf = fold.keyOf.bind(fold);
    const withRows = new Set(streams);
    const keys = events.filter((e) => withRows.has(e.streamId)).map((e) => keyOf(e as never));
    return { fold, column, batch: batch.want(keys) };
  });
  return {
    batches: runs.map((run) => run.batch),
    fold: () => {
      for (const { fold, column, batch } of runs) {
        if (fold.keyOf) {
          for (const event of events) foldKeyed(batch, fold, event);
          continue;
        }
        const ofStream = new StreamRows(batch, column, fold.table.key);
        for (const event of events) {
          const before = ofStream.rows(event.streamId);
          ofStream.replace(event.streamId, before, fold.evolve(before, event));
        }
      }
    },
  };
}

/** Folds an event into the one row it is about (`keyOf`). */
function foldKeyed(batch: RowBatch<Row>, fold: StreamFold, event: RecordedEvent): void {
  const key = String(fold.keyOf?.(event));
  const row = batch.get(key);
  const next = fold.evolve(row ? [row] : [], event).at(0);
  if (next === row) return;
  if (!next) batch.delete(key);
  else if (!row) batch.insert({ ...next });
  else batch.update(key, changedColumns(row, next));
}

/** A batch's rows grouped by stream, kept as the fold replaces them. */
class StreamRows {
  private readonly keys = new Map<string, string[]>();

  constructor(
    private readonly batch: RowBatch<Row>,
    private readonly column: string,
    private readonly key: string,
  ) {
    for (const row of batch.values()) this.keysOf(String(row[column])).push(String(row[key]));
  }

  rows(stream: string): Row[] {
    return this.keysOf(stream).flatMap((key): Row[] => {
      const row = this.batch.get(key);
      // A row with this key kept by another stream (an insert the table ignored) is not this stream's.
      return row && String(row[this.column]) === stream ? [row] : [];
    });
  }

  /** Writes the difference between a stream's rows before and after an event into the batch. */
  replace(stream: string, before: readonly Row[], after: readonly Row[]): void {
    if (before === after) return;
    const old = new Map(before.map((row) => [String(row[this.key]), row]));
    const now = new Map(after.map((row) => [String(row[this.key]), row]));
    for (const key of old.keys()) if (!now.has(key)) this.batch.delete(key);
    for (const [key, row] of now) {
      const previous = old.get(key);
      if (!previous) this.batch.insert({ ...row });
      else if (previous !== row) this.batch.update(key, changedColumns(previous, row));
    }
    this.keys.set(stream, [...now.keys()]);
  }

  private keysOf(stream: string): string[] {
    const keys = this.keys.get(stream) ?? [];
    this.keys.set(stream, keys);
    return keys;
  }
}

/** The columns whose value differs (an update names only those, as the per-event UPDATEs did). */
function changedColumns(before: Row, after: Row): Row {
  const changes: Row = {};
  for (const [column, value] of Object.entries(after)) {
    if (JSON.stringify(before[column]) !== JSON.stringify(value)) changes[column] = value;
  }
  return changes;
}
