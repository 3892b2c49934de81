import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved searches and the notifications they raise (issue 12, part 2):
 *  - `projections.saved_searches`: each user's saved listings queries, with the equality filters
 *    the listing filter has (make, city, offer type; '' for any) copied out so the worker picks
 *    a car's candidate searches by index before evaluating their whole conditions against the car;
 *    `position` guards the new-match counter against a repeated event;
 *  - `projections.notifications`: each user's bell; (saved_search_id, car_id) says a car was
 *    already announced for a search (a car approved again is not announced twice);
 *  - the `saved-searches` subscription starts at the end of the log: cars approved before
 *    any search was saved match nothing.
 */
export class SavedSearchesAndNotifications1763871000000 implements MigrationInterface {
  name = 'SavedSearchesAndNotifications1763871000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE public.saved_search_id_seq`);
    await q.query(`CREATE SEQUENCE public.notification_id_seq`);
    await q.query(`
      CREATE TABLE projections.saved_searches (
        id           integer     PRIMARY KEY,
        user_id      integer     NOT NULL,
        name         text        NOT NULL,
        query        text        NOT NULL,
        brand        text        NOT NULL DEFAULT '',
        city         text        NOT NULL DEFAULT '',
        offer_type   text        NOT NULL DEFAULT '',
        new_matches  integer     NOT NULL DEFAULT 0,
        last_seen_at timestamptz,
        created_at   timestamptz NOT NULL,
        position     bigint      NOT NULL
      )`);
    await q.query(`CREATE INDEX saved_searches_user_idx ON projections.saved_searches (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX saved_searches_candidates_idx ON projections.saved_searches (brand, city, offer_type)`);
    await q.query(`
      CREATE TABLE projections.notifications (
        id              integer     PRIMARY KEY,
        user_id         integer     NOT NULL,
        kind            text        NOT NULL,
        title           text        NOT NULL,
        body            text        NOT NULL,
        link            text        NOT NULL,
        car_id          integer,
        saved_search_id integer,
        read_at         timestamptz,
        created_at      timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX notifications_user_idx ON projections.notifications (user_id, id DESC)`);
    await q.query(`CREATE INDEX notifications_unread_idx ON projections.notifications (user_id) WHERE read_at IS NULL`);
    await q.query(`CREATE INDEX notifications_search_car_idx ON projections.notifications (saved_search_id, car_id)`);
    await q.query(`INSERT INTO public.subscription_checkpoints (name) VALUES ('saved-searches') ON CONFLICT (name) DO NOTHING`);
    await q.query(`
      UPDATE public.subscription_checkpoints k
         SET transaction_id = last.transaction_id, position = last.global_position
        FROM (SELECT transaction_id, global_position FROM public.events
               ORDER BY transaction_id DESC, global_position DESC LIMIT 1) last
       WHERE k.name = 'saved-searches'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM public.subscription_checkpoints WHERE name = 'saved-searches'`);
    await q.query(`DROP TABLE projections.notifications`);
    await q.query(`DROP TABLE projections.saved_searches`);
    await q.query(`DROP SEQUENCE public.notification_id_seq`);
    await q.query(`DROP SEQUENCE public.saved_search_id_seq`);
  }
}
