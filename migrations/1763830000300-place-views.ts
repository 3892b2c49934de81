import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Page views of stores and workshops: counters, not events (CONTRACT.md), so they live in
 * public and are never replayed. One row per visitor per place per day.
 */
export class PlaceViews1763830000300 implements MigrationInterface {
  name = 'PlaceViews1763830000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public.place_views (
        kind     text    NOT NULL CHECK (kind IN ('store', 'workshop')),
        place_id integer NOT NULL,
        day      date    NOT NULL,
        visitor  text    NOT NULL,
        PRIMARY KEY (kind, place_id, day, visitor)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE public.place_views`);
  }
}
