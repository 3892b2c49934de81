import { MigrationInterface, QueryRunner } from 'typeorm';

/** Favourite cars per user, and messages from buyers to sellers (the car page's contact form). */
export class FavouritesAndMessages1763800000600 implements MigrationInterface {
  name = 'FavouritesAndMessages1763800000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projections.favourites (
        user_id    integer     NOT NULL,
        car_id     integer     NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, car_id)
      )`);
    await q.query(`CREATE INDEX favourites_car_idx ON projections.favourites (car_id)`);
    await q.query(`
      CREATE TABLE projections.messages (
        id           integer PRIMARY KEY,
        car_id       integer     NOT NULL,
        recipient_id integer     NOT NULL,
        sender_id    integer,
        name         text        NOT NULL,
        email        text        NOT NULL,
        phone        text,
        body         text        NOT NULL,
        created_at   timestamptz NOT NULL,
        read_at      timestamptz
      )`);
    await q.query(`CREATE INDEX messages_recipient_idx ON projections.messages (recipient_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projections.messages`);
    await q.query(`DROP TABLE projections.favourites`);
  }
}
