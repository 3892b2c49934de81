import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The moderation queue's risk flags (issue 26).
 *
 * - `risk_listings`: each car's owner, status and listing time, as the risk checks need them
 *   (the photo look-up compares with pending and active listings only; the burst counts a new
 *   account's listings no admin approved).
 * - `risk_photos`: each processed car photo's 64-bit perceptual hash, split into four 16-bit
 *   bands, each indexed: a photo within 10 bits of another has a band that differs by at most
 *   two bits from the other's, so probing each band with its value and its neighbours one or two
 *   bits away finds every candidate through the indexes, and only those are compared bit by bit.
 * - `car_risk`: the flags the worker last recorded for a car (CarRiskAssessed) and their weight.
 */
export class RiskFlags1765010000000 implements MigrationInterface {
  name = 'RiskFlags1765010000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projections.risk_listings (
        car_id     integer     PRIMARY KEY,
        owner_id   integer     NOT NULL,
        status     text        NOT NULL,
        listed_at  timestamptz NOT NULL,
        removed    boolean     NOT NULL DEFAULT false,
        version    integer     NOT NULL
      )`);
    await q.query(`CREATE INDEX risk_listings_owner_idx ON projections.risk_listings (owner_id, listed_at)`);
    await q.query(`
      CREATE TABLE projections.risk_photos (
        image_id text    PRIMARY KEY,
        car_id   integer NOT NULL,
        hash     bigint  NOT NULL,
        band0    integer NOT NULL,
        band1    integer NOT NULL,
        band2    integer NOT NULL,
        band3    integer NOT NULL
      )`);
    await q.query(`CREATE INDEX risk_photos_car_idx ON projections.risk_photos (car_id)`);
    for (const band of [0, 1, 2, 3]) {
      // Covering: a band's candidates and their hashes come from the index alone.
      await q.query(`CREATE INDEX risk_photos_band${band}_idx ON projections.risk_photos (band${band}) INCLUDE (hash, car_id)`);
    }
    await q.query(`
      CREATE TABLE projections.car_risk (
        car_id      integer     PRIMARY KEY,
        flags       jsonb       NOT NULL,
        score       integer     NOT NULL,
        assessed_at timestamptz NOT NULL,
        position    bigint      NOT NULL
      )`);
    await q.query(`CREATE INDEX car_risk_score_idx ON projections.car_risk (score DESC, car_id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projections.car_risk`);
    await q.query(`DROP TABLE projections.risk_photos`);
    await q.query(`DROP TABLE projections.risk_listings`);
  }
}
