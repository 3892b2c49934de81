import { MigrationInterface, QueryRunner } from 'typeorm';

/** The car listing read models: cars, their photos and their (single) offer. */
export class Cars1763800000200 implements MigrationInterface {
  name = 'Cars1763800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await q.query(`
      CREATE TABLE projections.cars (
        id                     integer PRIMARY KEY,
        user_id                integer     NOT NULL,
        status                 text        NOT NULL,
        name                   text        NOT NULL,
        brand                  text        NOT NULL,
        category_id            integer,
        country_of_manufacture text        NOT NULL DEFAULT '',
        model                  text        NOT NULL,
        year                   integer,
        condition              text        NOT NULL,
        mileage                integer     NOT NULL,
        fuel_type              text        NOT NULL,
        transmission           text        NOT NULL,
        horsepower             integer     NOT NULL,
        seats                  integer     NOT NULL,
        color                  text        NOT NULL,
        description            text        NOT NULL,
        is_featured            boolean     NOT NULL DEFAULT false,
        other_benefits         text        NOT NULL DEFAULT '',
        search_text            text        NOT NULL DEFAULT '',
        created_at             timestamptz NOT NULL,
        updated_at             timestamptz NOT NULL,
        published_at           timestamptz,
        expires_at             timestamptz,
        version                integer     NOT NULL
      )`);
    await q.query(`CREATE INDEX cars_status_created_idx ON projections.cars (status, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX cars_user_idx ON projections.cars (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX cars_brand_idx ON projections.cars (brand) WHERE status = 'active'`);
    await q.query(`CREATE INDEX cars_search_trgm_idx ON projections.cars USING gin (search_text public.gin_trgm_ops)`);
    await q.query(`
      CREATE TABLE projections.car_images (
        id           uuid PRIMARY KEY,
        car_id       integer     NOT NULL,
        sort_order   integer     NOT NULL,
        original_key text        NOT NULL,
        content_type text        NOT NULL,
        size_bytes   integer     NOT NULL,
        width        integer,
        height       integer,
        status       text        NOT NULL DEFAULT 'processing',
        variants     jsonb       NOT NULL DEFAULT '[]'::jsonb,
        created_at   timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX car_images_car_idx ON projections.car_images (car_id, sort_order)`);
    await q.query(`
      CREATE TABLE projections.car_offers (
        id                  integer PRIMARY KEY,
        car_id              integer     NOT NULL UNIQUE,
        offer_type          text        NOT NULL,
        price_minor         bigint      NOT NULL CHECK (price_minor >= 0),
        currency            char(3)     NOT NULL,
        pricing_period      text,
        is_available        boolean     NOT NULL DEFAULT true,
        additional_features text        NOT NULL DEFAULT '',
        location            text        NOT NULL,
        created_at          timestamptz NOT NULL,
        updated_at          timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX car_offers_price_idx ON projections.car_offers (currency, price_minor)`);
    await q.query(`CREATE INDEX car_offers_type_idx ON projections.car_offers (offer_type, location)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projections.car_offers`);
    await q.query(`DROP TABLE projections.car_images`);
    await q.query(`DROP TABLE projections.cars`);
  }
}
