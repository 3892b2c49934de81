import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The trigram index over the listings' search documents now holds only listings neither active
 * nor pending (expired, rejected): `WHERE status NOT IN ('active', 'pending')`.
 *
 * Why: its one reader is the near spellings of an owner's or an admin's list that matched
 * nothing (search-conditions.ts `nearCondition`). The active listings' vocabulary
 * (projections.listing_words) already tells which of their words are close to a typed word, so
 * active listings are found by the word index instead. Read by trigrams, a word close to a
 * common word gathered that word's listings across the market and rechecked each: «حاجه» (close to
 * «بحاجه», held by 180,000 listings) with a make took 30 s at 1,000,000 listings, 0.3 s now.
 * Approving a listing no longer writes its ~200 trigrams either; expiring or rejecting one does.
 * Pending listings were left out by ListingTrigramsWithoutPending and still are.
 */
export class ListingTrigramsOfInactiveListings1765600000000 implements MigrationInterface {
  name = 'ListingTrigramsOfInactiveListings1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.cars_search_trgm_idx`);
    await q.query(
      `CREATE INDEX cars_search_trgm_idx ON projections.cars
         USING gin (search_text public.gin_trgm_ops) WHERE status NOT IN ('active', 'pending')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.cars_search_trgm_idx`);
    await q.query(
      `CREATE INDEX cars_search_trgm_idx ON projections.cars
         USING gin (search_text public.gin_trgm_ops) WHERE status <> 'pending'`,
    );
  }
}
