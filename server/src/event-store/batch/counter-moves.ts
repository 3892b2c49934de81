import { EntityManager } from 'typeorm';

/** A read-model table of counters: key columns and one integer count. */
export interface CounterTable {
  /** Unqualified (the replay's search_path picks the schema). */
  table: string;
  /** The key columns, in the order a move names them (the table's primary key), and their SQL types. */
  keys: ReadonlyArray<{ column: string; type: string }>;
  /** The integer column counted. */
  count: string;
}

/**
 * What a run of events moves a projection's counters by: each counter once, by its net change,
 * written after the run's rows (RunPlan.after). A counter brought to zero is deleted, so the
 * table always holds what a GROUP BY of the counted rows would, live or rebuilt by a replay
 * (which nets a whole batch, where live appends move the counter one event at a time).
 */
export class CounterMoves {
  private readonly moves = new Map<string, { key: ReadonlyArray<string | number>; by: number }>();

  constructor(private readonly spec: CounterTable) {}

  add(key: ReadonlyArray<string | number>, by: number): void {
    const id = key.join('\u0000');
    const moved = this.moves.get(id) ?? { key, by: 0 };
    moved.by += by;
    this.moves.set(id, moved);
  }

  /** Adds the net moves to the counters, in key order: concurrent runs lock the rows they share in the same order (no deadlock). */
  async write(m: EntityManager): Promise<void> {
    const net = [...this.moves.keys()]
      .sort()
      .map((id) => this.moves.get(id)!)
      .filter((move) => move.by !== 0);
    this.moves.clear();
    if (!net.length) return;
    const { table, keys, count } = this.spec;
    const keyList = keys.map((key) => key.column).join(', ');
    const arrays = keys.map((key, i) => `$${i + 1}::${key.type}[]`).join(', ');
    const keysOf = (moves: typeof net) => keys.map((_, i) => moves.map((move) => move.key[i]));
    await m.query(
      `INSERT INTO ${table} AS t (${keyList}, ${count})
       SELECT * FROM unnest(${arrays}, $${keys.length + 1}::int[])
       ON CONFLICT (${keyList}) DO UPDATE SET ${count} = t.${count} + EXCLUDED.${count}`,
      [...keysOf(net), net.map((move) => move.by)],
    );
    // Counters that reached zero are dropped: only those this run lowered can have.
    const lowered = net.filter((move) => move.by < 0);
    if (lowered.length)
      await m.query(
        `DELETE FROM ${table} t USING unnest(${arrays}) AS l(${keyList})
          WHERE ${keys.map(({ column }) => `t.${column} = l.${column}`).join(' AND ')} AND t.${count} = 0`,
        keysOf(lowered),
      );
  }
}
