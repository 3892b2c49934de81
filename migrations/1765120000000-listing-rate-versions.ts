import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A rate change re-prices the listings in the worker, a batch at a time (issue 29, item 2), so a
 * listing's stored US-cent price says which rates it was computed with:
 *  - `listing_rates.version`: the exchange-rate table's version (its stream version) at which this
 *    currency's rate last changed;
 *  - `cars.price_rate_version`: the version of its currency's rate that `price_usd_minor` was
 *    computed with. A listing whose stamp differs from its currency's version is still to re-price.
 * Both are nullable without a default, so adding them rewrites no table; the rows that exist were
 * priced at the current rates, and NULL beside NULL says exactly that.
 *
 * The worker's `listing-prices` subscription starts at the end of the log as it is now: the rate
 * changes before it were re-priced in their own transaction.
 */
export class ListingRateVersions1765120000000 implements MigrationInterface {
  name = 'ListingRateVersions1765120000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE projections.listing_rates ADD COLUMN version integer`);
    await q.query(`ALTER TABLE projections.cars ADD COLUMN price_rate_version integer`);
    await q.query(`INSERT INTO public.subscription_checkpoints (name) VALUES ('listing-prices') ON CONFLICT (name) DO NOTHING`);
    await q.query(`
      UPDATE public.subscription_checkpoints k
         SET transaction_id = last.transaction_id, position = last.global_position
        FROM (SELECT transaction_id, global_position FROM public.events
               ORDER BY transaction_id DESC, global_position DESC LIMIT 1) last
       WHERE k.name = 'listing-prices'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM public.subscription_checkpoints WHERE name = 'listing-prices'`);
    await q.query(`ALTER TABLE projections.cars DROP COLUMN price_rate_version`);
    await q.query(`ALTER TABLE projections.listing_rates DROP COLUMN version`);
  }
}
