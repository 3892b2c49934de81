import { MigrationInterface, QueryRunner } from 'typeorm';

/** Workshops, their reviews and their ads (read models of the workshop and workshop_ad streams). */
export class Workshops1763830000100 implements MigrationInterface {
  name = 'Workshops1763830000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projections.workshops (
        id                             integer PRIMARY KEY,
        user_id                        integer     NOT NULL,
        status                         text        NOT NULL,
        name                           text        NOT NULL,
        location                       text        NOT NULL,
        address                        text        NOT NULL DEFAULT '',
        city                           text        NOT NULL,
        city_key                       text        NOT NULL,
        commercial_registration_number text        NOT NULL,
        phone                          text        NOT NULL DEFAULT '',
        working_hours                  text        NOT NULL DEFAULT '24/7',
        description                    text        NOT NULL DEFAULT '',
        services                       text[]      NOT NULL DEFAULT '{}',
        warranty_offered               boolean     NOT NULL DEFAULT false,
        specialization                 text        NOT NULL DEFAULT '',
        image_id                       uuid,
        image_status                   text,
        image_width                    integer,
        image_height                   integer,
        image_variants                 jsonb       NOT NULL DEFAULT '[]'::jsonb,
        notify_reviews                 boolean     NOT NULL DEFAULT true,
        notify_status                  boolean     NOT NULL DEFAULT true,
        rejection_reason               text,
        search_text                    text        NOT NULL DEFAULT '',
        created_at                     timestamptz NOT NULL,
        updated_at                     timestamptz NOT NULL,
        approved_at                    timestamptz,
        version                        integer     NOT NULL
      )`);
    await q.query(`CREATE INDEX workshops_status_created_idx ON projections.workshops (status, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX workshops_city_idx ON projections.workshops (city_key, status)`);
    await q.query(`CREATE INDEX workshops_user_idx ON projections.workshops (user_id, id)`);
    await q.query(`CREATE INDEX workshops_search_trgm_idx ON projections.workshops USING gin (search_text public.gin_trgm_ops)`);
    await q.query(`
      CREATE TABLE projections.workshop_reviews (
        id          integer PRIMARY KEY,
        workshop_id integer     NOT NULL,
        reviewer_id integer     NOT NULL,
        rating      smallint    NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment     text        NOT NULL,
        created_at  timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX workshop_reviews_workshop_idx ON projections.workshop_reviews (workshop_id, created_at DESC)`);
    await q.query(`CREATE INDEX workshop_reviews_reviewer_idx ON projections.workshop_reviews (reviewer_id)`);
    await q.query(`
      CREATE TABLE projections.workshop_ads (
        id          integer PRIMARY KEY,
        workshop_id integer     NOT NULL,
        title       text        NOT NULL,
        description text        NOT NULL,
        price_minor bigint      NOT NULL CHECK (price_minor >= 0),
        currency    char(3)     NOT NULL,
        search_text text        NOT NULL DEFAULT '',
        created_at  timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL,
        version     integer     NOT NULL
      )`);
    await q.query(`CREATE INDEX workshop_ads_workshop_idx ON projections.workshop_ads (workshop_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projections.workshop_ads`);
    await q.query(`DROP TABLE projections.workshop_reviews`);
    await q.query(`DROP TABLE projections.workshops`);
  }
}
