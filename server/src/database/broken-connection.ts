import { DataSource, EntityManager } from 'typeorm';

/**
 * SQLSTATEs of a connection the server ended (an administrator's pg_terminate_backend, a
 * restart, a failover) or could not give: the statement did not run to a commit on it.
 */
const BROKEN_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006']);
/** What node-postgres says when the socket was gone before or while the statement was sent. */
const BROKEN_MESSAGES = /Connection terminated|not queryable|ECONNRESET|EPIPE/;

/** Whether `error` (node-postgres' or TypeORM's wrapping of it) means the connection broke, not the statement. */
export function isBrokenConnection(error: unknown): boolean {
  const e = (error ?? {}) as { driverError?: { code?: unknown; message?: unknown }; code?: unknown; message?: unknown };
  const pg = e.driverError ?? e;
  if (typeof pg.code === 'string' && BROKEN_STATES.has(pg.code)) return true;
  return typeof pg.message === 'string' && BROKEN_MESSAGES.test(pg.message);
}

/**
 * A terminated server ends every connection of the pool, but the pool learns that a connection
 * is dead only when its socket's end is read, or when a statement sent on it fails: the backends
 * die one by one after pg_terminate_backend answers, and a connection a failover dropped silently
 * fails only when used. Each failed attempt takes its dead connection out of the pool (pg-pool
 * drops a client that is no longer queryable), so a pool of `max` connections holds at most
 * `max` dead ones: `max + 1` attempts reach a fresh connection whenever the server is up. A
 * server that is down refuses the fresh connection (not a broken one), which is thrown at once.
 * Before each retry, pending socket events run, so the dead connections already told are dropped.
 */
export function attemptsFor(poolMax: number | undefined): number {
  return (poolMax ?? DEFAULT_POOL_MAX) + 1;
}

/** pg-pool's own default for `max`. */
const DEFAULT_POOL_MAX = 10;

/**
 * Runs `run` and, while it fails on a broken connection, again on a fresh one, at most
 * `attempts` times in all (attemptsFor the pool it draws from). Only for work whose failure left
 * nothing committed: one statement on its own, or a whole transaction (rolled back with the
 * connection; a command's append is atomic and guarded by the stream version, so running it
 * again appends once).
 */
export async function retryWhileBroken<T>(run: () => Promise<T>, attempts: number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isBrokenConnection(error)) throw error;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** The size of the pool a DataSource's statements draw from (TypeORM passes `extra` to pg's Pool). */
function poolMaxOf(dataSource: DataSource): number | undefined {
  const options = dataSource.options as { extra?: { max?: number }; poolSize?: number };
  return options.extra?.max ?? options.poolSize;
}

let installed = false;

/**
 * The one place every statement of the app goes through, made to survive a lost connection:
 * `DataSource.query` without a caller's query runner (a statement on its own) and
 * `EntityManager.transaction` started outside a transaction (a whole unit of work) run again
 * while they fail on a broken connection, until one is fresh; a statement inside a transaction
 * is not retried alone (its transaction is). TypeORM builds DataSources in several places (the
 * Nest module, the replay, the tests), hence the prototypes; prepared statements on the pool
 * use retryWhileBroken directly (prepared-statement.ts).
 */
export function retryOnBrokenConnections(): void {
  if (installed) return;
  installed = true;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with apply on the same receiver
  const query = DataSource.prototype.query;
  DataSource.prototype.query = function (this: DataSource, ...args: Parameters<typeof query>) {
    if (args[2]) return query.apply(this, args);
    return retryWhileBroken(() => query.apply(this, args), attemptsFor(poolMaxOf(this)));
  } as typeof query;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with apply on the same receiver
  const transaction = EntityManager.prototype.transaction;
  EntityManager.prototype.transaction = function (this: EntityManager, ...args: unknown[]) {
    const run = () => (transaction as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    return this.queryRunner ? run() : retryWhileBroken(run, attemptsFor(poolMaxOf(this.dataSource)));
  };
}
