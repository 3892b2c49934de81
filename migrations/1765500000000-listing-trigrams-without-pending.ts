import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The trigram index over every listing's search document now leaves pending listings out
 * (`WHERE status <> 'pending'`).
 *
 * Why: a new listing is pending, and writing the ~200 trigrams of its document into a GIN index
 * was the largest part of what it cost the database beyond its event: its row's insert took 79 µs
 * with the index and 41 µs without it (3,000 rows in a loop), and under many concurrent writers
 * the appends also queued on the index's pending list. The word index of every status stays
 * whole: its ~40 words cost a new listing about 2 µs, and an admin's word search of every status
 * reads it as before. Approving a listing writes a new row version (its status is indexed), which
 * enters every index whose condition it meets: approval wrote these entries before and still
 * does, so the cost is gone, not moved.
 *
 * Who reads it: only the near spellings of a list of other statuses (an admin's, an owner's) that
 * matched nothing; public searches are corrected against the vocabulary instead. A list of one
 * status other than pending implies the condition; a list of every status reads its pending
 * listings apart (`inEveryStatus`, search-conditions.ts), at a cost that grows with the
 * moderation queue, not the market.
 */
export class ListingTrigramsWithoutPending1765500000000 implements MigrationInterface {
  name = 'ListingTrigramsWithoutPending1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.cars_search_trgm_idx`);
    await q.query(
      `CREATE INDEX cars_search_trgm_idx ON projections.cars
         USING gin (search_text public.gin_trgm_ops) WHERE status <> 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.cars_search_trgm_idx`);
    await q.query(`CREATE INDEX cars_search_trgm_idx ON projections.cars USING gin (search_text public.gin_trgm_ops)`);
  }
}
