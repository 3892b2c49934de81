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
 * The rows an event folds when they are not found by its stream's id: those whose `column` (the
 * table's key unless named, of SQL type `type`) holds one of `values`.
 */
export interface RowsOf {
  readonly column?: string;
  readonly type?: string;
  readonly values: ReadonlyArray<string | number>;
  /**
   * Rows that other streams' events made (a deleted account's messages, the saved search a
   * notification counts in): loaded even when the event's stream begins in the run, where a
   * stream's own rows cannot exist yet.
   */
  readonly ofOtherStreams?: boolean;
}

/**
 * One read-model table as a pure fold of the streams' events: the rows an event is about (by
 * default its stream's: one row keyed by the stream's id, or several found by a column holding
 * it) and what the event makes of them. `evolve` must not change what it is given: it returns the
 * rows after the event. The runner (`planFolds`) loads, diffs and writes them through RowBatch,
 * live and in a replay; the audit folds them in memory, and a projection's spec without a
 * database (projectionSpec).
 */
export interface StreamFold<R extends Row = Row, E extends NewEvent = NewEvent> {
  readonly table: TableSpec;
  /** The column holding the stream's id, when a stream owns several rows (a car's photos). */
  readonly streamColumn?: { column: string; type: string };
  /**
   * The rows of an event that are not found by its stream's id (undefined: they are): the row of
   * one entity of a stream that holds many (the category catalogue), the rows of several keys (a
   * settings change), or rows other streams made (a deleted account's messages).
   */
  rowsOf?(event: Recorded<E>): RowsOf | undefined;
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
    ...(keyOf ? { rowsOf: (event: Recorded<E>) => ({ values: [keyOf(event)] }) } : {}),
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

/** Rows of a table found by a column holding one of some values. */
type Selection = { column: string; type: string; values: readonly string[]; ofOtherStreams: boolean };

/**
 * Plans a run of events through folds: each fold's RowBatch asks for the rows its events are
 * about (a stream's own only when it may have some: `streamsWithRows`), then folds each event into
 * its rows and records the difference (inserted, changed columns, deleted) for RowBatch to write.
 */
export function planFolds(folds: readonly StreamFold[], events: readonly RecordedEvent[], begun?: ReadonlySet<string>): FoldRun {
  const withRows = new Set(streamsWithRows(events, begun));
  const runs = folds.map((fold) => {
    const batch = new RowBatch<Row>(fold.table);
    const selections = events.map((event) => selectionOf(fold, event));
    const wanted = new Map<string, { type: string; values: string[] }>();
    selections.forEach((selection, i) => {
      if (!selection.ofOtherStreams && !withRows.has(events[i].streamId)) return;
      const want = wanted.get(selection.column) ?? { type: selection.type, values: [] };
      want.values.push(...selection.values);
      wanted.set(selection.column, want);
    });
    for (const [column, { type, values }] of wanted) batch.want(values, column, type);
    return { fold, batch, selections };
  });
  return {
    batches: runs.map((run) => run.batch),
    fold: () => {
      for (const { fold, batch, selections } of runs) {
        const held = new HeldRows(batch);
        events.forEach((event, i) => {
          const before = held.find(selections[i]);
          held.replace(before, fold.evolve(before, event));
        });
      }
    },
  };
}

/** What an event's rows are found by: its `rowsOf`, else its stream's id in the stream column or the key. */
function selectionOf(fold: StreamFold, event: RecordedEvent): Selection {
  const rows = fold.rowsOf?.(event);
  const { key, keyType } = fold.table;
  const own = fold.streamColumn ?? { column: key, type: keyType };
  if (!rows && typeof own.column !== 'string') throw new Error(`${fold.table.table}: name the column holding the stream's id`);
  const column = rows ? (rows.column ?? key) : own.column;
  if (typeof column !== 'string') throw new Error(`${fold.table.table}: name the column to find the rows by`);
  return {
    column,
    type: rows ? (rows.type ?? keyType) : own.type,
    values: (rows?.values ?? [event.streamId]).map(String),
    ofOtherStreams: rows?.ofOtherStreams ?? false,
  };
}

/**
 * A batch's rows while a run is folded, found by the columns events ask for (each indexed once,
 * kept as the fold inserts and changes rows).
 */
class HeldRows {
  private readonly indexes = new Map<string, Map<string, Set<string>>>();

  constructor(private readonly batch: RowBatch<Row>) {}

  /** The live rows whose column holds one of the values. */
  find({ column, values }: Selection): Row[] {
    const index = this.index(column);
    const wanted = new Set(values);
    const keys = new Set(values.flatMap((value) => [...(index.get(value) ?? [])]));
    return [...keys].flatMap((key): Row[] => {
      const row = this.batch.get(key);
      // A key indexed under a value its row no longer holds (or a row deleted since) is not found.
      return row && wanted.has(String(row[column])) ? [row] : [];
    });
  }

  /** Writes the difference between an event's rows before and after it into the batch. */
  replace(before: readonly Row[], after: readonly Row[]): void {
    if (before === after) return;
    const old = new Map(before.map((row) => [this.batch.keyOf(row), row]));
    const now = new Map(after.map((row) => [this.batch.keyOf(row), row]));
    for (const key of old.keys()) if (!now.has(key)) this.batch.delete(key);
    for (const [key, row] of now) {
      const previous = old.get(key);
      if (previous === row) continue;
      if (previous) this.batch.update(key, changedColumns(previous, row));
      // A row with this key that the event was not about (another stream's): the insert is ignored, as ON CONFLICT DO NOTHING.
      else if (this.batch.get(key)) continue;
      else this.batch.insert({ ...row });
      this.indexed(key, row);
    }
  }

  private index(column: string): Map<string, Set<string>> {
    let index = this.indexes.get(column);
    if (index) return index;
    index = new Map();
    this.indexes.set(column, index);
    for (const row of this.batch.values()) add(index, String(row[column]), this.batch.keyOf(row));
    return index;
  }

  /** Files a row written by the fold under its values in every index made so far. */
  private indexed(key: string, row: Row): void {
    for (const [column, index] of this.indexes) add(index, String(row[column]), key);
  }
}

const add = (index: Map<string, Set<string>>, value: string, key: string): void => {
  const keys = index.get(value) ?? new Set<string>();
  keys.add(key);
  index.set(value, keys);
};

/** The columns whose value differs (an update names only those, as the per-event UPDATEs did). */
function changedColumns(before: Row, after: Row): Row {
  const changes: Row = {};
  for (const [column, value] of Object.entries(after)) {
    if (JSON.stringify(before[column]) !== JSON.stringify(value)) changes[column] = value;
  }
  return changes;
}
