import { EntityManager } from 'typeorm';

/** A read-model table as a batch sees it: its key, and columns whose value SQL computes on write. */
export interface TableSpec {
  /** Unqualified (the replay's search_path picks the schema). */
  table: string;
  /** The primary key column and its SQL type (`integer`, `uuid`). */
  key: string;
  keyType: string;
  /**
   * Columns computed by SQL when the row is written, from the row being written (`r`) and the
   * projection's own tables: recomputed whenever one of `from` changed.
   */
  computed?: ReadonlyArray<{ column: string; from: readonly string[]; sql: string }>;
}

type Row = Record<string, unknown>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

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
  private readonly removed = new Set<string>();

  constructor(private readonly spec: TableSpec) {}

  /** Loads the rows whose `column` (of SQL type `type`) is one of `values`, once per run. */
  async load(m: EntityManager, values: readonly unknown[], column = this.spec.key, type = this.spec.keyType): Promise<void> {
    if (!values.length) return;
    const found: Array<{ row: R }> = await m.query(
      `SELECT to_jsonb(t) AS row FROM ${quote(this.spec.table)} t WHERE t.${quote(column)} = ANY($1::${type}[])`,
      [[...new Set(values.map(String))]],
    );
    for (const { row } of found) {
      const key = String(row[this.spec.key]);
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
    const key = String(row[this.spec.key]);
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
    if (!this.rows.get(k)) return;
    this.rows.set(k, null);
    this.changed.delete(k);
    if (this.created.delete(k)) return; // never written
    this.removed.add(k);
  }

  /**
   * Writes what changed: deletions, then updates, then inserts (so a key or a unique value freed
   * by an earlier event of the run is free when a later one takes it).
   */
  async flush(m: EntityManager): Promise<void> {
    const { table, key, keyType } = this.spec;
    if (this.removed.size) {
      await m.query(`DELETE FROM ${quote(table)} WHERE ${quote(key)} = ANY($1::${keyType}[])`, [[...this.removed]]);
    }
    for (const { columns, rows } of this.byShape([...this.changed].map(([k, cols]) => [k, [...cols]]))) {
      const set = [
        ...columns.filter((c) => c !== key).map((c) => `${quote(c)} = r.${quote(c)}`),
        ...this.computedFor(columns).map(([c, sql]) => `${quote(c)} = ${sql}`),
      ];
      await m.query(
        `UPDATE ${quote(table)} AS t SET ${set.join(', ')}
           FROM jsonb_populate_recordset(NULL::${quote(table)}, $1::jsonb) AS r
          WHERE t.${quote(key)} = r.${quote(key)}`,
        [JSON.stringify(rows)],
      );
    }
    const inserted = [...this.created].map((k): [string, string[]] => [k, Object.keys(this.rows.get(k) ?? {})]);
    for (const { columns, rows } of this.byShape(inserted)) {
      const computed = this.computedFor(columns).filter(([c]) => !columns.includes(c));
      const names = [...columns, ...computed.map(([c]) => c)].map(quote).join(', ');
      const values = [...columns.map((c) => `r.${quote(c)}`), ...computed.map(([, sql]) => sql)].join(', ');
      await m.query(
        `INSERT INTO ${quote(table)} (${names})
         SELECT ${values} FROM jsonb_populate_recordset(NULL::${quote(table)}, $1::jsonb) AS r
         ON CONFLICT (${quote(key)}) DO NOTHING`,
        [JSON.stringify(rows)],
      );
    }
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

  private computedFor(columns: readonly string[]): Array<[string, string]> {
    return (this.spec.computed ?? []).filter((c) => c.from.some((f) => columns.includes(f))).map((c) => [c.column, c.sql]);
  }
}
