import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Car page views per day, for the seller's chart: `car_views` keeps only a total and the visits
 * table only today's visitors, so no series could be drawn from them. A counter like them (not
 * an event, not replayed), written in the view's own statement and kept for the chart's 30 days
 * by the maintenance job. Views before this table existed are in the totals only.
 */
export class CarViewDays1764200000000 implements MigrationInterface {
  name = 'CarViewDays1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public.car_view_days (
        car_id integer NOT NULL,
        day    date    NOT NULL,
        views  integer NOT NULL,
        PRIMARY KEY (car_id, day)
      )`);
    await q.query(`CREATE INDEX car_view_days_day_idx ON public.car_view_days (day)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE public.car_view_days`);
  }
}
