import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The active listings' words again, each listing's document carrying one more word: its bucket,
 * `#<id / 20000>` (20,000 listings by id, in the order they were listed). A word that no search
 * word can be (the search normalises words to letters and figures), so it never matches a search.
 *
 * Why: counting a search of two common words («سيارة حلب», «تويوتا دمشق») to its cap made the
 * word index gather every listing holding both before the first was counted — 36,000 at
 * 1,000,000 listings, 14 ms, growing with the market. Asked with a bucket's word as well, the index
 * steps through the common words' lists only where the bucket's listings are (GIN's scan drives
 * by its rarest word), so the count reads the newest buckets first and stops at the cap
 * (`cars/queries/search-buckets.ts`). At 1,000,000 listings, buckets of 50,000 counted those
 * searches in 3.2–3.9 ms, of 20,000 in 1.8–2.8 ms, of 10,000 in 1.7–2.3 ms; smaller ones cost a
 * search that the estimate misjudges more buckets for nothing. The plain word index stays for
 * every other read: a document built per row would cost every walk of the recency index that
 * checks the words (0.6 µs a row).
 */
export class ListingSearchBuckets1765400000000 implements MigrationInterface {
  name = 'ListingSearchBuckets1765400000000';

  async up(q: QueryRunner): Promise<void> {
    // Immutable, so an index may hold them; plain SQL, so the planner inlines them.
    await q.query(
      `CREATE FUNCTION projections.listing_search_bucket(id integer) RETURNS integer
         LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT id / 20000 $$`,
    );
    await q.query(
      `CREATE FUNCTION projections.listing_search_document(vector tsvector, id integer) RETURNS tsvector
         LANGUAGE sql IMMUTABLE PARALLEL SAFE
         AS $$ SELECT vector || array_to_tsvector(ARRAY['#' || projections.listing_search_bucket(id)::text]) $$`,
    );
    await q.query(
      `CREATE FUNCTION projections.listing_search_bucket_query(bucket integer) RETURNS tsquery
         LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT quote_literal('#' || bucket::text)::tsquery $$`,
    );
    await q.query(
      `CREATE INDEX cars_active_search_bucket_idx ON projections.cars
         USING gin (projections.listing_search_document(search_vector, id)) WHERE status = 'active'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.cars_active_search_bucket_idx`);
    await q.query(`DROP FUNCTION projections.listing_search_bucket_query(integer)`);
    await q.query(`DROP FUNCTION projections.listing_search_document(tsvector, integer)`);
    await q.query(`DROP FUNCTION projections.listing_search_bucket(integer)`);
  }
}
