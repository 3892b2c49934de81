import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The listing read model holds what the list filters and sorts on, so a page of a 200,000-car
 * market is one index range on one table:
 *  - the offer's type, period, availability, place and price are copied onto `cars` by the
 *    listing projection, with the price in US cents stored (`price_usd_minor`) rather than
 *    computed per row at the current rate;
 *  - `listing_rates` is that projection's own copy of the exchange rates (a projection reads no
 *    other context's table), from the same events as `exchange_rates`; a rate change re-prices
 *    the cars in that currency;
 *  - one index per filter + sort the listings page offers (public lists are of active cars, so
 *    those indexes are partial).
 * Existing rows are filled from the offers and the current rates, exactly as the projection
 * would compute them, so a replay finds the same rows.
 */
export class ListingPricesAndIndexes1763850000000 implements MigrationInterface {
  name = 'ListingPricesAndIndexes1763850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE projections.cars
        ADD COLUMN offer_type      text,
        ADD COLUMN pricing_period  text,
        ADD COLUMN is_available    boolean,
        ADD COLUMN location        text,
        ADD COLUMN price_minor     bigint,
        ADD COLUMN price_currency  char(3),
        ADD COLUMN price_usd_minor numeric`);
    await q.query(`
      CREATE TABLE projections.listing_rates (
        currency      char(3) PRIMARY KEY,
        per_usd_micro bigint NOT NULL CHECK (per_usd_micro > 0)
      )`);
    await q.query(`INSERT INTO projections.listing_rates (currency, per_usd_micro)
                   SELECT currency, per_usd_micro FROM projections.exchange_rates`);
    await q.query(`
      UPDATE projections.cars c
         SET offer_type = o.offer_type, pricing_period = o.pricing_period, is_available = o.is_available,
             location = o.location, price_minor = o.price_minor, price_currency = o.currency,
             price_usd_minor = round(o.price_minor::numeric * 1000000 / r.per_usd_micro)
        FROM projections.car_offers o
        LEFT JOIN projections.listing_rates r ON r.currency = o.currency
       WHERE o.car_id = c.id`);

    const active = `WHERE status = 'active'`;
    // Newest/oldest over every status (admins, owners) is cars_status_created_idx already.
    await q.query(`DROP INDEX projections.cars_brand_idx`);
    await q.query(`DROP INDEX projections.cars_user_idx`);
    await q.query(`CREATE INDEX cars_user_created_idx ON projections.cars (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX cars_active_brand_created_idx ON projections.cars (brand, created_at DESC, id DESC) ${active}`);
    await q.query(
      `CREATE INDEX cars_active_price_asc_idx ON projections.cars (price_usd_minor ASC NULLS LAST, id DESC) ${active}`,
    );
    await q.query(
      `CREATE INDEX cars_active_price_desc_idx ON projections.cars (price_usd_minor DESC NULLS LAST, id DESC) ${active}`,
    );
    await q.query(
      `CREATE INDEX cars_active_brand_price_asc_idx ON projections.cars (brand, price_usd_minor ASC NULLS LAST, id DESC) ${active}`,
    );
    await q.query(
      `CREATE INDEX cars_active_brand_price_desc_idx ON projections.cars (brand, price_usd_minor DESC NULLS LAST, id DESC) ${active}`,
    );
    await q.query(
      `CREATE INDEX cars_active_offer_type_created_idx ON projections.cars (offer_type, created_at DESC, id DESC) ${active}`,
    );
    await q.query(
      `CREATE INDEX cars_active_period_created_idx ON projections.cars (pricing_period, created_at DESC, id DESC) ${active}`,
    );
    await q.query(
      `CREATE INDEX cars_active_featured_created_idx ON projections.cars (created_at DESC, id DESC) ${active} AND is_featured`,
    );
    // The place filter matches anywhere in the text (ILIKE '%…%'): trigrams.
    await q.query(`CREATE INDEX cars_location_trgm_idx ON projections.cars USING gin (location public.gin_trgm_ops)`);
    // A rate change re-prices the cars in that currency.
    await q.query(`CREATE INDEX cars_price_currency_idx ON projections.cars (price_currency)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'cars_user_created_idx',
      'cars_active_brand_created_idx',
      'cars_active_price_asc_idx',
      'cars_active_price_desc_idx',
      'cars_active_brand_price_asc_idx',
      'cars_active_brand_price_desc_idx',
      'cars_active_offer_type_created_idx',
      'cars_active_period_created_idx',
      'cars_active_featured_created_idx',
      'cars_location_trgm_idx',
      'cars_price_currency_idx',
    ]) {
      await q.query(`DROP INDEX projections.${index}`);
    }
    await q.query(`CREATE INDEX cars_user_idx ON projections.cars (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX cars_brand_idx ON projections.cars (brand) WHERE status = 'active'`);
    await q.query(`DROP TABLE projections.listing_rates`);
    await q.query(`
      ALTER TABLE projections.cars
        DROP COLUMN offer_type, DROP COLUMN pricing_period, DROP COLUMN is_available, DROP COLUMN location,
        DROP COLUMN price_minor, DROP COLUMN price_currency, DROP COLUMN price_usd_minor`);
  }
}
