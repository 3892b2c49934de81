import { MigrationInterface, QueryRunner } from 'typeorm';

/** Which demo-data seeders have run, so each runs once per database. */
export class SeedRuns1763800000400 implements MigrationInterface {
  name = 'SeedRuns1763800000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE public.seed_runs (name text PRIMARY KEY, ran_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE public.seed_runs`);
  }
}
