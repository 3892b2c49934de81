import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Car page views: plain counters, not events (CONTRACT.md), so they live in public and a replay
 * leaves them alone. A view counts once per visitor per day; the visits table remembers who was
 * counted on which day and is pruned by the maintenance job.
 */
export class CarViews1763820000100 implements MigrationInterface {
  name = 'CarViews1763820000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public.car_views (
        car_id     integer PRIMARY KEY,
        views      integer     NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE public.car_view_visits (
        car_id  integer NOT NULL,
        visitor bytea   NOT NULL,
        day     date    NOT NULL,
        PRIMARY KEY (car_id, visitor, day)
      )`);
    await q.query(`CREATE INDEX car_view_visits_day_idx ON public.car_view_visits (day)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE public.car_view_visits`);
    await q.query(`DROP TABLE public.car_views`);
  }
}
