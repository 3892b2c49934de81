import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The version of each projection whose tables are live. `npm run replay` rebuilds a projection
 * whose code declares a newer version and records it after the swap; a projection with no row
 * is at version 1 (its tables were built inline from the start).
 */
export class ProjectionVersions1763860000500 implements MigrationInterface {
  name = 'ProjectionVersions1763860000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public.projection_versions (
        name       text        PRIMARY KEY,
        version    integer     NOT NULL CHECK (version >= 1),
        rebuilt_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE public.projection_versions`);
  }
}
