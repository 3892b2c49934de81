import { escapeIdentifier as quote } from 'pg';
import { EntityManager } from 'typeorm';
import { queryNamed } from './named-statements';
import { TableWrite } from './row-batch';

/** A read-model table of counters: key columns and one integer count. */
export interface CounterTable {
  /** Unqualified (the replay's search_path picks the schema). */
  table: string;
  /** The key columns, in the order a move names them: the table's primary key. */
  keys: readonly string[];
  /** The integer column counted. */
  count: string;
}

/**
 * What a run of events moves a projection's counters by: each counter once, by its net change.
 * The additions go with the run's rows, in the statement that writes them (RunPlan.shared,
 * flushRows): a live append that moves a counter pays no round trip for it. A counter brought to
 * zero is then deleted, so the table always holds what a GROUP BY of the counted rows would, live
 * or rebuilt by a replay (which nets a whole batch, where live appends move the counter one
 * event at a time).
 */
export class CounterMoves {
  private readonly moves = new Map<string, { key: ReadonlyArray<string | number>; by: number }>();
  /** The counters the last additions lowered: only those can have reached zero. */
  private lowered: Array<Record<string, unknown>> = [];

  constructor(private readonly spec: CounterTable) {}

  add(key: ReadonlyArray<string | number>, by: number): void {
    const id = key.join('\u0000');
    const moved = this.moves.get(id) ?? { key, by: 0 };
    moved.by += by;
    this.moves.set(id, moved);
  }

  /**
   * The additions, as one statement of the flush, in key order: concurrent runs lock the rows
   * they share in the same order (no deadlock). None when nothing moved.
   */
  takeWrites(): TableWrite[] {
    const { keys, count } = this.spec;
    const net = [...this.moves.keys()]
      .sort()
      .map((id) => this.moves.get(id)!)
      .filter((move) => move.by !== 0)
      .map((move) => ({ ...Object.fromEntries(keys.map((key, i) => [key, move.key[i]])), [count]: move.by }));
    this.moves.clear();
    this.lowered = net.filter((row) => (row[count] as number) < 0);
    if (!net.length) return [];
    const [table, keyList, counted] = [quote(this.spec.table), keys.map(quote).join(', '), quote(count)];
    return [
      {
        table: this.spec.table,
        sql: `INSERT INTO ${table} AS t (${keyList}, ${counted})
         SELECT ${keyList}, ${counted} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
         ON CONFLICT (${keyList}) DO UPDATE SET ${counted} = t.${counted} + EXCLUDED.${counted}`,
        parameter: JSON.stringify(net),
      },
    ];
  }

  /** Once the additions are written: deletes the counters they brought to zero. */
  async dropEmptied(m: EntityManager): Promise<void> {
    const lowered = this.lowered;
    this.lowered = [];
    if (!lowered.length) return;
    const table = quote(this.spec.table);
    const matched = this.spec.keys.map((key) => `t.${quote(key)} = l.${quote(key)}`).join(' AND ');
    await queryNamed(
      m,
      `DELETE FROM ${table} t USING jsonb_populate_recordset(NULL::${table}, $1::jsonb) AS l
        WHERE ${matched} AND t.${quote(this.spec.count)} = 0`,
      [JSON.stringify(lowered)],
    );
  }
}
