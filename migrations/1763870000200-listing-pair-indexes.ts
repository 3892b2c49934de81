import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two filter pairs the pages send together, each in one index so that its capped count reads the
 * index alone (no counter holds a pair): a city with an offer type (the rentals and sales of
 * «حلب»), and rentals by period (`offer_type=rent&pricing_period=monthly`). Both also give the
 * page in recency order.
 */
export class ListingPairIndexes1763870000200 implements MigrationInterface {
  name = 'ListingPairIndexes1763870000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX cars_active_city_offer_created_idx
         ON projections.cars (city, offer_type, created_at DESC, id DESC) WHERE status = 'active'`,
    );
    await q.query(
      `CREATE INDEX cars_active_offer_period_created_idx
         ON projections.cars (offer_type, pricing_period, created_at DESC, id DESC) WHERE status = 'active'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.cars_active_offer_period_created_idx`);
    await q.query(`DROP INDEX projections.cars_active_city_offer_created_idx`);
  }
}
