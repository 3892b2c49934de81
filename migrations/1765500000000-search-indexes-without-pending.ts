import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The word index and the trigram index over every listing's search document now leave pending
 * listings out (`WHERE status <> 'pending'`).
 *
 * Why: a new listing is pending, and writing its ~40 words and ~200 trigrams into two GIN indexes
 * was the largest part of what it cost the database beyond its event; under many concurrent
 * writers the appends also queued on the indexes' pending lists. Without them, the database's CPU
 * per new listing fell from ~500 to ~400 µs at 32 writers, and the appends bench, beside the code
 * before (three rounds each), gave CarListed +7% at 1 writer and +11% at 32. Approving a listing
 * writes a new row version (its status is indexed), which enters every index whose condition it
 * meets: approval wrote these entries before and still does, so the cost is gone, not moved.
 *
 * Who reads them: public searches read the active listings' own word index
 * (cars_active_search_vector_idx); these serve the lists of other statuses (an admin's, an
 * owner's) and their near spellings. A list of one status other than pending implies the
 * condition; pending listings (the moderation queue) are read by the status index; a list of
 * every status reads its pending listings apart (`inEveryStatus`, search-conditions.ts), at a
 * cost that grows with the moderation queue, not the market.
 */
export class SearchIndexesWithoutPending1765500000000 implements MigrationInterface {
  name = 'SearchIndexesWithoutPending1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.cars_search_vector_idx`);
    await q.query(`DROP INDEX projections.cars_search_trgm_idx`);
    await q.query(`CREATE INDEX cars_search_vector_idx ON projections.cars USING gin (search_vector) WHERE status <> 'pending'`);
    await q.query(
      `CREATE INDEX cars_search_trgm_idx ON projections.cars
         USING gin (search_text public.gin_trgm_ops) WHERE status <> 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.cars_search_vector_idx`);
    await q.query(`DROP INDEX projections.cars_search_trgm_idx`);
    await q.query(`CREATE INDEX cars_search_vector_idx ON projections.cars USING gin (search_vector)`);
    await q.query(`CREATE INDEX cars_search_trgm_idx ON projections.cars USING gin (search_text public.gin_trgm_ops)`);
  }
}
