import { EntityManager } from 'typeorm';
import { Projection, projectionName, projectionVersion } from '../event-store/projection';

/** The versions these projections' code declares, as recordVersions takes them. */
export const codeVersions = (projections: readonly Projection[]): Array<{ name: string; version: number }> =>
  projections.map((p) => ({ name: projectionName(p), version: projectionVersion(p) }));

/**
 * A condition for a reader's statement: whether the live tables of projection `name` were built
 * by its `version` or a later one (both SQL parameters or literals). A read model extended by a
 * new version has what it added only once a replay has built it (README: Audit and replay).
 */
export const liveVersionAtLeast = (name: string, version: string): string =>
  `EXISTS (SELECT 1 FROM public.projection_versions WHERE name = ${name} AND version >= ${version})`;

/** The version of each projection whose tables are live (absent: 1, built inline from the start). */
export async function liveVersions(m: Pick<EntityManager, 'query'>): Promise<Map<string, number>> {
  const rows: Array<{ name: string; version: number }> = await m.query(`SELECT name, version FROM public.projection_versions`);
  return new Map(rows.map((r) => [r.name, r.version]));
}

/** Called in the swap's transaction: the versions go live with the tables. */
export async function recordVersions(
  m: Pick<EntityManager, 'query'>,
  versions: Array<{ name: string; version: number }>,
): Promise<void> {
  for (const { name, version } of versions) {
    await m.query(
      `INSERT INTO public.projection_versions (name, version) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET version = excluded.version, rebuilt_at = now()`,
      [name, version],
    );
  }
}

/**
 * While the log has no events, every read model is empty, which is what the running code's
 * projections make of it: their versions are the live ones. Recorded at start-up, so a database
 * made by code whose projection went past version 1 does not count it as changed (and
 * `npm run replay` does not rebuild it for nothing). Once an event exists this does nothing:
 * what the tables hold then is for a rebuild to say.
 */
export async function recordVersionsOfNewLog(
  m: Pick<EntityManager, 'query'>,
  versions: Array<{ name: string; version: number }>,
): Promise<void> {
  for (const { name, version } of versions) {
    await m.query(
      `INSERT INTO public.projection_versions (name, version)
       SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM public.events)
       ON CONFLICT (name) DO NOTHING`,
      [name, version],
    );
  }
}
