import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The price indicator (issue 12): how each active sale listing's price compares with the
 * listings like it.
 *  - `public.price_indicators` is owned by the worker, not by a projection: it is computed
 *    across many cars (a projection may read only its own rows and the event), recomputed from
 *    the listing read model by the `price-indicators` subscription for the groups an event
 *    touches. One row per eligible car, with the group key it was computed in (so a car that
 *    moves to another make, model or year also refreshes the group it left) and the position of
 *    the batch that last changed it (so a retried batch pushes those cars again).
 *  - a partial index on the listing read model matching the comparable lookup: same make and
 *    model (its case and surrounding spaces aside), year within ±2, among active sale listings.
 *  - the subscription starts at the end of the log: the worker computes every group once when
 *    it starts, so the history before this migration need not be read again.
 */
export class PriceIndicators1763860000000 implements MigrationInterface {
  name = 'PriceIndicators1763860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public.price_indicators (
        car_id           integer PRIMARY KEY,
        brand            text    NOT NULL,
        model            text    NOT NULL,
        year             integer NOT NULL,
        band             text    CHECK (band IN ('great', 'good', 'fair', 'high')),
        median_usd_minor bigint,
        low_usd_minor    bigint,
        high_usd_minor   bigint,
        sample_size      integer NOT NULL,
        changed_position bigint  NOT NULL
      )`);
    await q.query(`CREATE INDEX price_indicators_group_idx ON public.price_indicators (brand, model, year)`);
    await q.query(`CREATE INDEX price_indicators_changed_idx ON public.price_indicators (changed_position)`);
    // The "good deals" filter: the cars whose band is great or good.
    await q.query(`CREATE INDEX price_indicators_deal_idx ON public.price_indicators (car_id) WHERE band IN ('great', 'good')`);
    await q.query(`
      CREATE INDEX cars_active_sale_comparables_idx ON projections.cars (brand, lower(btrim(model)), year)
        INCLUDE (mileage, price_usd_minor, is_available)
        WHERE status = 'active' AND offer_type = 'sale'`);
    await q.query(`INSERT INTO public.subscription_checkpoints (name) VALUES ('price-indicators') ON CONFLICT (name) DO NOTHING`);
    await q.query(`
      UPDATE public.subscription_checkpoints k
         SET transaction_id = last.transaction_id, position = last.global_position
        FROM (SELECT transaction_id, global_position FROM public.events
               ORDER BY transaction_id DESC, global_position DESC LIMIT 1) last
       WHERE k.name = 'price-indicators'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM public.subscription_checkpoints WHERE name = 'price-indicators'`);
    await q.query(`DROP INDEX projections.cars_active_sale_comparables_idx`);
    await q.query(`DROP TABLE public.price_indicators`);
  }
}
