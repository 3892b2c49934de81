import { MigrationInterface, QueryRunner } from 'typeorm';

/** The spare parts catalogue (a read model of the part streams), searchable like the cars. */
export class Parts1763810000200 implements MigrationInterface {
  name = 'Parts1763810000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE public.part_id_seq`);
    await q.query(`
      CREATE TABLE projections.parts (
        id            integer PRIMARY KEY,
        seller_id     integer     NOT NULL,
        name          text        NOT NULL,
        brand         text        NOT NULL,
        category      text        NOT NULL,
        type          text        NOT NULL,
        makes         text[]      NOT NULL DEFAULT '{}',
        models        text[]      NOT NULL DEFAULT '{}',
        compatibility text[]      NOT NULL DEFAULT '{}',
        description   text        NOT NULL DEFAULT '',
        price_minor   bigint      NOT NULL CHECK (price_minor >= 0),
        currency      char(3)     NOT NULL,
        stock         integer     NOT NULL DEFAULT 0,
        images        jsonb       NOT NULL DEFAULT '[]'::jsonb,
        search_text   text        NOT NULL DEFAULT '',
        created_at    timestamptz NOT NULL,
        updated_at    timestamptz NOT NULL,
        version       integer     NOT NULL
      )`);
    await q.query(`CREATE INDEX parts_category_idx ON projections.parts (category, created_at DESC)`);
    await q.query(`CREATE INDEX parts_seller_idx ON projections.parts (seller_id)`);
    await q.query(`CREATE INDEX parts_search_trgm_idx ON projections.parts USING gin (search_text public.gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projections.parts`);
    await q.query(`DROP SEQUENCE public.part_id_seq`);
  }
}
