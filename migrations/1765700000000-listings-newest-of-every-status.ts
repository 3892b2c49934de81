import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every listing by recency, whatever its status: `(created_at DESC, id DESC)`.
 *
 * Why: the admins' cars table asks for every status, newest first, and so do their searches and
 * makes of every status. The one recency index of every status, `(status, created_at DESC, id
 * DESC)`, is ordered by status first, so such a page was gathered from every listing and sorted:
 * 56 ms at 200,000 listings, growing with the market. ListingPricesAndIndexes took that index for
 * "newest over every status": it serves one status at a time only. This one is walked from the
 * newest listing and stops at the page; the status index stays for a status's own lists and
 * counts (the moderation queue), which it reads without the other statuses.
 */
export class ListingsNewestOfEveryStatus1765700000000 implements MigrationInterface {
  name = 'ListingsNewestOfEveryStatus1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX cars_created_idx ON projections.cars (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.cars_created_idx`);
  }
}
