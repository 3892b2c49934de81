import { escapeIdentifier as quote } from 'pg';
import { EntityManager } from 'typeorm';
import { queryNamed } from './named-statements';

/** A read-model table as a batch sees it: its key, and columns whose value SQL computes on write. */
export interface TableSpec {
  /** Unqualified (the replay's search_path picks the schema). */
  table: string;
  /**
   * The primary key column and its SQL type (`integer`, `uuid`), or the columns of a key made of
   * several (a user's favourite car: `['user_id', 'car_id']`), whose rows are loaded by another
   * column (`want`'s) and written matched on all of them.
   */
  key: string | readonly string[];
  /** The key's SQL type: what rows are loaded and deleted by (a key of several columns uses the table's own types). */
  keyType: string;
  /**
   * Columns computed by SQL when the row is written, from the row being written (`r`) and the
   * projection's own tables: recomputed whenever one of `from` changed.
   */
  computed?: ReadonlyArray<{ column: string; from: readonly string[]; sql: string }>;
}

type Row = Record<string, unknown>;

/**
 * The rows of one table while a run of events is folded: loaded in one query, changed in memory,
 * written back with one statement per kind of change (deleted; changed in the same columns;
 * inserted with the same columns). Live appends fold a run of one or a few events, a replay a
 * batch of thousands: the same code decides either way, only the number of rows per statement
 * differs.
 *
 * Semantics match the statements the projections used to run one event at a time: an insert of
 * a row that exists is ignored (ON CONFLICT DO NOTHING), an update names only the columns that
 * changed (a concurrent writer of other columns is not overwritten), an inserted row takes the
 * table's defaults for the columns it does not name.
 */
export class RowBatch<R extends Row = Row> {
  private readonly rows = new Map<string, R | null>();
  private readonly changed = new Map<string, Set<string>>();
  private readonly created = new Set<string>();
  /** Deleted rows by key, with their key columns (what a DELETE by a key of several columns matches). */
  private readonly removed = new Map<string, Row>();
  private readonly keyColumns: readonly string[];

  constructor(private readonly spec: TableSpec) {
    this.keyColumns = typeof spec.key === 'string' ? [spec.key] : spec.key;
  }

  /** A row's key as the batch names it: its key column's value, or its key columns' joined. */
  keyOf(row: Row): string {
    return this.keyColumns.map((column) => String(row[column])).join('\u0000');
  }

  /** What `want` asked for and `loadRows` has not loaded yet. */
  private readonly pending: Array<{ column: string; type: string; values: string[] }> = [];

  /** Loads the rows whose `column` (of SQL type `type`) is one of `values`, once per run. */
  async load(m: EntityManager, values: readonly unknown[], column = this.singleKey(), type = this.spec.keyType): Promise<void> {
    this.want(values, column, type);
    await loadRows(m, [this]);
  }

  /**
   * Asks for the rows whose `column` is one of `values`, loaded later with other batches' rows in
   * one round trip (`loadRows`): a run of events plans its loads, the registry loads every
   * projection's at once.
   */
  want(values: readonly unknown[], column = this.singleKey(), type = this.spec.keyType): this {
    if (values.length) this.pending.push({ column, type, values: [...new Set(values.map(String))] });
    return this;
  }

  /** The SELECTs `loadRows` sends for this batch, their parameters from `$first` on (and clears them). */
  takeQueries(first: number): Array<{ sql: string; values: string[] }> {
    return this.pending.splice(0).map(({ column, type, values }, i) => ({
      sql: `SELECT to_jsonb(t) AS row FROM ${quote(this.spec.table)} t WHERE t.${quote(column)} = ANY($${first + i}::${type}[])`,
      values,
    }));
  }

  /** Keeps loaded rows (the first one held for a key wins: the fold may have changed it already). */
  receive(found: readonly R[]): void {
    for (const row of found) {
      const key = this.keyOf(row);
      if (!this.rows.has(key)) this.rows.set(key, row);
    }
  }

  get(key: unknown): R | undefined {
    return this.rows.get(String(key)) ?? undefined;
  }

  /** Every live row held, for lookups by another column (a car's photos). */
  values(): R[] {
    return [...this.rows.values()].filter((row): row is R => row !== null);
  }

  /** Inserts the row unless one with its key exists (ON CONFLICT DO NOTHING). */
  insert(row: R): void {
    const key = this.keyOf(row);
    if (this.rows.get(key)) return;
    this.rows.set(key, { ...row });
    this.created.add(key);
    this.changed.delete(key);
  }

  /** Sets columns of an existing row; a missing row is left alone (UPDATE … WHERE key = …). */
  update(key: unknown, changes: Partial<R>): void {
    const k = String(key);
    const row = this.rows.get(k);
    if (!row) return;
    Object.assign(row, changes);
    if (this.created.has(k)) return; // written whole when inserted
    const columns = this.changed.get(k) ?? new Set<string>();
    for (const column of Object.keys(changes)) columns.add(column);
    this.changed.set(k, columns);
  }

  delete(key: unknown): void {
    const k = String(key);
    const row = this.rows.get(k);
    if (!row) return;
    this.rows.set(k, null);
    this.changed.delete(k);
    if (this.created.delete(k)) return; // never written
    this.removed.set(k, Object.fromEntries(this.keyColumns.map((column) => [column, row[column]])));
  }

  /**
   * Writes what changed: deletions, then updates, then inserts (so a key or a unique value freed
   * by an earlier event of the run is free when a later one takes it).
   */
  async flush(m: EntityManager): Promise<void> {
    for (const { sql, parameter } of this.takeWrites()) await queryNamed(m, sql, [parameter]);
  }

  /** The table written. */
  get table(): string {
    return this.spec.table;
  }

  /** The statements `flush` runs, in order, each with its one parameter ($1); the changes are then forgotten. */
  takeWrites(): Array<{ sql: string; parameter: unknown }> {
    const { table, keyType } = this.spec;
    const keys = this.keyColumns;
    const matched = keys.map((c) => `t.${quote(c)} = r.${quote(c)}`).join(' AND ');
    const writes: Array<{ sql: string; parameter: unknown }> = [];
    if (this.removed.size && keys.length === 1) {
      writes.push({
        sql: `DELETE FROM ${quote(table)} WHERE ${quote(keys[0])} = ANY($1::${keyType}[])`,
        parameter: [...this.removed.keys()],
      });
    } else if (this.removed.size) {
      writes.push({
        sql: `DELETE FROM ${quote(table)} AS t USING jsonb_populate_recordset(NULL::${quote(table)}, $1::jsonb) AS r WHERE ${matched}`,
        parameter: JSON.stringify([...this.removed.values()]),
      });
    }
    for (const { columns, rows } of this.byShape([...this.changed].map(([k, cols]) => [k, [...cols]]))) {
      const set = [
        ...columns.filter((c) => !keys.includes(c)).map((c) => `${quote(c)} = r.${quote(c)}`),
        ...this.computedFor(columns).map(([c, sql]) => `${quote(c)} = ${sql}`),
      ];
      writes.push({
        sql: `UPDATE ${quote(table)} AS t SET ${set.join(', ')}
           FROM jsonb_populate_recordset(NULL::${quote(table)}, $1::jsonb) AS r
          WHERE ${matched}`,
        parameter: JSON.stringify(rows),
      });
    }
    const inserted = [...this.created].map((k): [string, string[]] => [k, Object.keys(this.rows.get(k) ?? {})]);
    for (const { columns, rows } of this.byShape(inserted)) {
      const computed = this.computedFor(columns).filter(([c]) => !columns.includes(c));
      const names = [...columns, ...computed.map(([c]) => c)].map(quote).join(', ');
      const values = [...columns.map((c) => `r.${quote(c)}`), ...computed.map(([, sql]) => sql)].join(', ');
      writes.push({
        sql: `INSERT INTO ${quote(table)} (${names})
         SELECT ${values} FROM jsonb_populate_recordset(NULL::${quote(table)}, $1::jsonb) AS r
         ON CONFLICT (${keys.map(quote).join(', ')}) DO NOTHING`,
        parameter: JSON.stringify(rows),
      });
    }
    this.forgetWrites();
    return writes;
  }

  /** Forgets what changed without writing it (a fold in memory: the rows are what it wanted). */
  forgetWrites(): void {
    this.removed.clear();
    this.changed.clear();
    this.created.clear();
  }

  /** Rows grouped by the columns to write (one statement each); each row goes whole, computed columns read it. */
  private byShape(entries: Array<[string, string[]]>): Array<{ columns: string[]; rows: R[] }> {
    const shapes = new Map<string, { columns: string[]; rows: R[] }>();
    for (const [k, columns] of entries) {
      const row = this.rows.get(k);
      if (!row || !columns.length) continue;
      const sorted = [...new Set(columns)].sort();
      const id = sorted.join('\u0000');
      const shape = shapes.get(id) ?? { columns: sorted, rows: [] };
      shape.rows.push(row);
      shapes.set(id, shape);
    }
    return [...shapes.values()];
  }

  /** The key column rows are loaded by unless `want` names another: a key of several columns has none. */
  private singleKey(): string {
    if (typeof this.spec.key !== 'string') throw new Error(`${this.spec.table}: name the column to load its rows by`);
    return this.spec.key;
  }

  private computedFor(columns: readonly string[]): Array<[string, string]> {
    return (this.spec.computed ?? []).filter((c) => c.from.some((f) => columns.includes(f))).map((c) => [c.column, c.sql]);
  }
}

/**
 * Loads what every batch asked for (`want`) in one statement: a UNION ALL of one SELECT per table
 * and column, each row tagged with its batch. A live append's projections thus load their rows in
 * one round trip, and not at all when nothing was asked (a run that starts a stream: see
 * `streamsWithRows`).
 */
export async function loadRows(m: EntityManager, batches: readonly RowBatch[]): Promise<void> {
  const parts: string[] = [];
  const parameters: string[][] = [];
  batches.forEach((batch, b) => {
    for (const { sql, values } of batch.takeQueries(parameters.length + 1)) {
      parts.push(`SELECT ${b} AS batch, q.row FROM (${sql}) q`);
      parameters.push(values);
    }
  });
  if (!parts.length) return;
  const found = await queryNamed<Array<{ batch: number; row: Row }>>(m, parts.join(' UNION ALL '), parameters);
  const byBatch = batches.map((): Row[] => []);
  for (const { batch, row } of found) byBatch[batch].push(row);
  byBatch.forEach((rows, b) => batches[b].receive(rows));
}

/** A statement of a flush: the table it writes, with its one parameter ($1). */
export interface TableWrite {
  table: string;
  sql: string;
  parameter: unknown;
}

/**
 * Writes what every batch changed, then the additions to rows every stream shares (`shared`: a
 * CounterMoves' counters, the listings' kept words), in that order whichever way they go. When each table has one statement at most (a live append: a
 * listing's row, its facet row and its photos; an approval's row and the counters it moves), they
 * go as one statement, each a data-modifying WITH query (PostgreSQL runs each once, to
 * completion): one round trip for the whole append. Otherwise (a table deleted from and inserted
 * into, a replay batch's several shapes) one statement after another, in each batch's order, as
 * `flush`.
 *
 * The counters come last because their rows are shared by every append and each stays locked
 * until the commit: run first, they were locked through the rows' writes too, and 32 concurrent
 * approvals ran at 78% of the rate of a separate counters statement (last: 101%).
 */
export async function flushRows(
  m: EntityManager,
  batches: readonly RowBatch[],
  shared: ReadonlyArray<{ takeWrites(): TableWrite[] }> = [],
): Promise<void> {
  const writes: TableWrite[] = [
    ...batches.flatMap((batch) => batch.takeWrites().map((write) => ({ ...write, table: batch.table }))),
    ...shared.flatMap((writes) => writes.takeWrites()),
  ];
  if (writes.length < 2 || new Set(writes.map((w) => w.table)).size < writes.length) {
    for (const { sql, parameter } of writes) await queryNamed(m, sql, [parameter]);
    return;
  }
  // PostgreSQL runs the WITH queries nothing reads in the reverse of their written order: written
  // reversed, they run in the order above.
  const written = [...writes].reverse();
  await queryNamed(
    m,
    `WITH ${written.map((w, i) => `w${i} AS (${w.sql.replace(/\$1\b/g, `$${i + 1}`)})`).join(', ')} SELECT 1`,
    written.map((w) => w.parameter),
  );
}

/** A stream's key across stream types (car 5 and user 5 are different streams). */
export const streamKey = (event: { streamType: string; streamId: string }): string =>
  `${event.streamType}\u0000${event.streamId}`;

/**
 * The streams of a run that may already have rows in a projection's tables: all but those that
 * begin in what is being applied, before this run of the projection (`begun`: the registry's
 * streams whose first event, version 1, is in the append or the replay batch, given to a
 * projection's first run only) or in the run itself. Nothing was applied for a stream before its
 * first event (the log is applied in order, live and in a replay), and rows keyed by a stream come
 * from its own events only, so loading them would cost a round trip for nothing: a listing's
 * first append loads nothing.
 */
export function streamsWithRows(
  events: ReadonlyArray<{ streamType: string; streamId: string; streamVersion: number }>,
  begun: ReadonlySet<string> = new Set(),
): string[] {
  const first = new Map<string, { id: string; version: number }>();
  for (const event of events) {
    const stream = streamKey(event);
    if (!first.has(stream) && !begun.has(stream)) first.set(stream, { id: event.streamId, version: event.streamVersion });
  }
  return [...new Set([...first.values()].filter((s) => s.version > 1).map((s) => s.id))];
}
