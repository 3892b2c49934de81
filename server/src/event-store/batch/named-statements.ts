import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import { EntityManager, QueryFailedError } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';

/**
 * How many statement texts a process sends named. The projections' statements are built from
 * the shape of what a run changed (which tables, which columns), so a live server sees a few
 * dozen texts; a replay's batches may show more shapes, each seen rarely. Past the cap a new text
 * goes unnamed (planned each time, as before): every connection holds at most this many.
 */
const MAX_NAMED = 256;

const names = new Map<string, string>();

/** The statement's name, or undefined once the cap is reached for a text not named before. */
function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED) return known;
  const name = `sayyara_p_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/**
 * Runs a projection's statement in the append's transaction as a named statement: each pooled
 * connection parses and plans a text once, then only binds and executes it. A live append runs
 * the same few texts again and again (a new listing: one WITH of four inserts), and planning that
 * statement each time cost as long as running it (0.54 ms of 1.14 ms per listing at 1 writer).
 * PostgreSQL re-plans a named statement itself when a table it reads changes or the search_path
 * does (a replay's schema), and the texts' results (none, or `SELECT 1`, or the loads' rows) keep
 * their types. Anything but a transaction of a PostgreSQL query runner runs the text as given.
 */
export async function queryNamed<T>(m: EntityManager, text: string, values: unknown[]): Promise<T> {
  const runner = m.queryRunner;
  const name = nameOf(text);
  if (!name || !(runner instanceof PostgresQueryRunner) || runner.isReleased) return m.query<T>(text, values);
  const client = (await runner.connect()) as PoolClient;
  try {
    return (await client.query({ name, text, values })).rows as T;
  } catch (error) {
    // As the runner's own query reports a failed statement (callers read `driverError`).
    throw new QueryFailedError(text, values, error as Error);
  }
}
