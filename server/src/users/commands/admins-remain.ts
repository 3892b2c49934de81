import { EntityManager } from 'typeorm';
import { LastAdmin } from '../domain/user.errors';

/**
 * The site always keeps one active admin. Checked inside the append's transaction, after the
 * projection has applied the change, under a lock every such change takes: two admins demoting
 * each other at the same moment cannot both succeed (the second sees the first's commit).
 */
export async function assertAdminsRemain(m: EntityManager): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext('sayyara:admins'))`);
  const [{ admins }]: Array<{ admins: number }> = await m.query(
    `SELECT count(*)::int AS admins FROM users WHERE 'admin' = ANY(roles) AND status = 'active'`,
  );
  if (admins === 0) throw new LastAdmin();
}
