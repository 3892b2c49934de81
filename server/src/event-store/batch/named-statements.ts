import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import { EntityManager, QueryFailedError } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { BroadcasterResult } from 'typeorm/subscriber/BroadcasterResult';

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
 *
 * Returns the result's rows (what `query` returns for a SELECT; the projections' writes return
 * none they read). Anything but an open transaction of a PostgreSQL query runner runs the text
 * through `m.query` as given, and so does a text past the cap.
 *
 * A schema's tables are safe to share a name across: PostgreSQL parses a named statement again
 * before running it when the search_path resolves to other schemas than when it was planned (a
 * replay's `set_config('search_path', …)`) or when a table it reads changed (the rebuild's swap,
 * ALTER TABLE … SET SCHEMA); checked on PostgreSQL 15 after a generic plan was cached
 * (replay-projection.int-spec). The result's columns never change with a table's (none, `SELECT 1`, or
 * `batch integer, row jsonb` for the loads), so a re-planned statement cannot fail on them.
 */
export async function queryNamed<T>(m: EntityManager, text: string, values: unknown[]): Promise<T> {
  const runner = m.queryRunner;
  const name = nameOf(text);
  if (!name || !(runner instanceof PostgresQueryRunner) || runner.isReleased || !runner.isTransactionActive) {
    return m.query<T>(text, values);
  }
  return runNamed<T>(runner, name, text, values);
}

/**
 * What PostgresQueryRunner.query does around its pg client's query, for a named statement
 * (TypeORM's query takes only a text): the DataSource's logger sees the statement (logQuery,
 * logQuerySlow past `maxQueryExecutionTime`, logQueryError), query subscribers get BeforeQuery
 * and AfterQuery, and a failure is thrown as TypeORM's QueryFailedError around pg's error
 * (`driverError`: the unique-violation and broken-connection checks read it there).
 */
async function runNamed<T>(runner: PostgresQueryRunner, name: string, text: string, values: unknown[]): Promise<T> {
  const client = (await runner.connect()) as PoolClient;
  const { logger } = runner.dataSource;
  logger.logQuery(text, values, runner);
  await runner.broadcaster.broadcast('BeforeQuery', text, values);
  const broadcasted = new BroadcasterResult();
  try {
    const started = Date.now();
    const raw = await client.query({ name, text, values });
    const took = Date.now() - started;
    runner.broadcaster.broadcastAfterQueryEvent(broadcasted, text, values, true, took, raw, undefined);
    const slow = runner.driver.options.maxQueryExecutionTime;
    if (slow && took > slow) logger.logQuerySlow(took, text, values, runner);
    return raw.rows as T;
  } catch (error) {
    logger.logQueryError(error as Error, text, values, runner);
    runner.broadcaster.broadcastAfterQueryEvent(broadcasted, text, values, false, undefined, undefined, error);
    throw new QueryFailedError(text, values, error as Error);
  } finally {
    await broadcasted.wait();
  }
}
