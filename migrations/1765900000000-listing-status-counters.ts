import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counters of the rejected and the expired listings, kept by the facets projection (version 3)
 * beside its counter of the active ones: `listing_facets` rows `('status', 'rejected')` and
 * `('status', 'expired')`, and each car's status in `listing_facet_cars`, so a change moves them.
 *
 * Why: the admins' counters (GET /api/admin/stats, asked again by every open admin page at each
 * listing and decision) counted these two statuses from the status index. Expired listings pile
 * up over a market's life, so that count grew with the market's age, without end.
 *
 * A nullable column without a default: added without rewriting the table. `npm run replay` fills
 * it and the counters from the log (the projection's version is raised); until then the admins'
 * counters count these statuses as before (CarQueries.counts).
 */
export class ListingStatusCounters1765900000000 implements MigrationInterface {
  name = 'ListingStatusCounters1765900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE projections.listing_facet_cars ADD COLUMN status text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM projections.listing_facets WHERE facet = 'status'`);
    await q.query(`ALTER TABLE projections.listing_facet_cars DROP COLUMN status`);
  }
}
