import { EntityManager } from 'typeorm';

/**
 * The readable end of the log: every event whose transaction id is below it has committed or
 * rolled back, so a reader ordered by (transaction id, position) can never find a row appear
 * behind its checkpoint later.
 *
 * `pg_snapshot_xmin` alone would do, but it is server-wide: one long write transaction in any
 * other database of the same PostgreSQL server (another application, a bulk import, a test run
 * next door) would stop every subscription here until it ended. A transaction writes to one
 * database only, so the running transactions that matter are this database's. The horizon is
 * the oldest running transaction of the snapshot that is not known to belong to another
 * database, or the snapshot's xmax when there is none.
 *
 * Why it is safe: run this as its own statement, then read the events in a later statement (a
 * newer snapshot). A transaction below the horizon either had finished at this snapshot, or was
 * running in another database, or had finished by the time `pg_stat_activity` was read (after the
 * snapshot), so the later read sees its rows if it committed. A running transaction whose
 * database cannot be told (a prepared transaction, a row we may not see) counts as ours: the
 * horizon then only waits, it never skips.
 */
const HORIZON_SQL = `
  SELECT coalesce(
           (SELECT min(x) FROM pg_snapshot_xip(s) AS x
             WHERE x::xid NOT IN (SELECT backend_xid FROM pg_stat_activity
                                   WHERE backend_xid IS NOT NULL AND datname <> current_database())),
           pg_snapshot_xmax(s))::text AS horizon
    FROM pg_current_snapshot() AS s`;

/** Must not run inside a transaction that then reads the events: the read needs a newer snapshot. */
export async function readableHorizon(manager: Pick<EntityManager, 'query'>): Promise<string> {
  const [{ horizon }]: Array<{ horizon: string }> = await manager.query(HORIZON_SQL);
  return horizon;
}

interface WriterRow {
  pid: number;
  state: string | null;
  application_name: string;
  seconds: number;
}

/** This database's oldest running write transaction, for a log line when a reader has waited long. */
export async function oldestWriter(manager: Pick<EntityManager, 'query'>): Promise<string | null> {
  const [row]: Array<WriterRow | undefined> = await manager.query(
    `SELECT pid, state, application_name, extract(epoch FROM now() - xact_start)::int AS seconds
       FROM pg_stat_activity
      WHERE backend_xid IS NOT NULL AND datname = current_database()
      ORDER BY age(backend_xid) DESC LIMIT 1`,
  );
  return row ? `pid ${row.pid} (${row.application_name || 'no name'}, ${row.state}) open for ${row.seconds} s` : null;
}
