import { MigrationInterface, QueryRunner } from 'typeorm';

/** The stores read model: one row per open store, with its logo's processing state and search column. */
export class Stores1763830000000 implements MigrationInterface {
  name = 'Stores1763830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projections.stores (
        id               integer PRIMARY KEY,
        user_id          integer     NOT NULL,
        status           text        NOT NULL,
        name             text        NOT NULL,
        description      text        NOT NULL,
        address          text        NOT NULL,
        location         text        NOT NULL DEFAULT '',
        category         text        NOT NULL DEFAULT '',
        phone            text        NOT NULL,
        email            text        NOT NULL,
        website          text        NOT NULL DEFAULT '',
        logo_id          uuid,
        logo_status      text,
        logo_width       integer,
        logo_height      integer,
        logo_variants    jsonb       NOT NULL DEFAULT '[]'::jsonb,
        rejection_reason text,
        search_text      text        NOT NULL DEFAULT '',
        created_at       timestamptz NOT NULL,
        updated_at       timestamptz NOT NULL,
        approved_at      timestamptz,
        version          integer     NOT NULL
      )`);
    await q.query(`CREATE INDEX stores_status_created_idx ON projections.stores (status, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX stores_user_idx ON projections.stores (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX stores_search_trgm_idx ON projections.stores USING gin (search_text public.gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projections.stores`);
  }
}
