import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { attemptsFor, retryWhileBroken } from './broken-connection';

/**
 * A statement of fixed text that the read path runs on nearly every request (a car's card, a
 * counter): sent as a named statement, so each pooled connection parses it once and PostgreSQL
 * keeps its plan (a generic plan after five runs, when it costs no more than planning anew).
 * Planning the card's join of seven tables took longer than running it for a page of cars.
 *
 * Only fixed texts: a name stays prepared on each connection for the connection's life, so
 * texts built from a request's filters are sent unnamed.
 */
export class PreparedStatement {
  readonly name: string;

  constructor(readonly text: string) {
    this.name = `sayyara_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  }
}

/** A reader that can run a prepared statement itself (ReadDatabase's routed reads). */
export interface PreparingReader {
  prepared<T>(statement: PreparedStatement, params: unknown[]): Promise<T>;
}

const isPreparingReader = (db: object): db is PreparingReader => typeof (db as Partial<PreparingReader>).prepared === 'function';

/**
 * A prepared statement whose result columns changed under it (a migration altered a table it
 * reads while this server ran): PostgreSQL refuses it on that connection until it is prepared
 * again; the same text sent unnamed is planned afresh.
 */
const isStalePlan = (error: unknown): boolean =>
  (error as { code?: unknown }).code === '0A000' && /cached plan/.test((error as Error).message);

/** Runs `statement` on a pg pool as a named statement. */
export async function queryPrepared<T>(pool: Pool, statement: PreparedStatement, params: unknown[]): Promise<T> {
  return retryWhileBroken(async () => {
    try {
      return (await pool.query({ name: statement.name, text: statement.text, values: params })).rows as T;
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      return (await pool.query(statement.text, params)).rows as T;
    }
  }, attemptsFor(pool.options.max));
}

/** The pg pool behind the primary's DataSource (TypeORM's driver keeps it as `master`). */
export function poolOf(dataSource: DataSource): Pool {
  const driver = dataSource.driver;
  if (!(driver instanceof PostgresDriver)) throw new Error('prepared statements need a PostgreSQL DataSource');
  return driver.master as Pool;
}

/**
 * Runs `statement` on `db`: on the primary's pool or the reader's choice as a named statement,
 * and on anything else (a transaction's manager) as plain text.
 */
export function runPrepared<T>(
  db: { query<R>(sql: string, params?: unknown[]): Promise<R> },
  statement: PreparedStatement,
  params: unknown[],
): Promise<T> {
  if (isPreparingReader(db)) return db.prepared<T>(statement, params);
  if (db instanceof DataSource) return queryPrepared<T>(poolOf(db), statement, params);
  return db.query<T>(statement.text, params);
}
