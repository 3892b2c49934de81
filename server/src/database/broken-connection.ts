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
 * A terminated server ends every connection of the pool at once, but the pool drops each only as
 * its socket's end is read: a retry at once could take another dead one. So a retry first lets
 * pending socket events run, and a connection that turns out dead too is not counted.
 */
const ATTEMPTS = 3;

/**
 * Runs `run` and, if it failed on a broken connection, again on a fresh one. Only for work
 * whose failure left nothing committed: one statement on its own, or a whole transaction
 * (rolled back with the connection; a command's append is atomic and guarded by the stream
 * version, so running it again appends once).
 */
export async function onceMoreIfBroken<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isBrokenConnection(error)) throw error;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

let installed = false;

/**
 * The one place every statement of the app goes through, made to survive a lost connection:
 * `DataSource.query` without a caller's query runner (a statement on its own) and
 * `EntityManager.transaction` started outside a transaction (a whole unit of work) run once more
 * on a fresh connection when the first fails on a broken one; a statement inside a transaction
 * is not retried alone (its transaction is). TypeORM builds DataSources in several places (the
 * Nest module, the replay, the tests), hence the prototypes; prepared statements on the pool
 * use onceMoreIfBroken directly (prepared-statement.ts).
 */
export function retryOnBrokenConnections(): void {
  if (installed) return;
  installed = true;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with apply on the same receiver
  const query = DataSource.prototype.query;
  DataSource.prototype.query = function (this: DataSource, ...args: Parameters<typeof query>) {
    if (args[2]) return query.apply(this, args);
    return onceMoreIfBroken(() => query.apply(this, args));
  } as typeof query;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with apply on the same receiver
  const transaction = EntityManager.prototype.transaction;
  EntityManager.prototype.transaction = function (this: EntityManager, ...args: unknown[]) {
    const run = () => (transaction as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    return this.queryRunner ? run() : onceMoreIfBroken(run);
  };
}
