import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exchange rates and site settings, both projections of admin events. A rate is how many units
 * of a currency one US dollar buys, scaled by 10^6, so conversion stays in integers.
 */
export class MarketSettings1763800000300 implements MigrationInterface {
  name = 'MarketSettings1763800000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projections.exchange_rates (
        currency          char(3) PRIMARY KEY,
        per_usd_micro     bigint      NOT NULL CHECK (per_usd_micro > 0),
        updated_at        timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE projections.site_settings (
        key        text PRIMARY KEY,
        value      jsonb       NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projections.site_settings`);
    await q.query(`DROP TABLE projections.exchange_rates`);
  }
}
