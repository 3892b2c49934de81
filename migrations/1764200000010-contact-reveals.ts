import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A seller's phone shown to a buyer (the car page's «إظهار الرقم» / «اتصل الآن»): a lead,
 * counted like a view (not an event: a visitor's read is no change of the market, and an
 * anonymous caller must not grow the log). Once per visitor per car per day: the visits table
 * remembers today's visitors (a digest, pruned after the day); the day counts feed the seller's
 * chart and are kept for its 30 days.
 */
export class ContactReveals1764200000010 implements MigrationInterface {
  name = 'ContactReveals1764200000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public.car_reveal_visits (
        car_id  integer NOT NULL,
        visitor bytea   NOT NULL,
        day     date    NOT NULL,
        PRIMARY KEY (car_id, visitor, day)
      )`);
    await q.query(`CREATE INDEX car_reveal_visits_day_idx ON public.car_reveal_visits (day)`);
    await q.query(`
      CREATE TABLE public.car_reveal_days (
        car_id  integer NOT NULL,
        day     date    NOT NULL,
        reveals integer NOT NULL,
        PRIMARY KEY (car_id, day)
      )`);
    await q.query(`CREATE INDEX car_reveal_days_day_idx ON public.car_reveal_days (day)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE public.car_reveal_days`);
    await q.query(`DROP TABLE public.car_reveal_visits`);
  }
}
