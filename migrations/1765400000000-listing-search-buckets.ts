import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The active listings' words again, each listing's document carrying one more word: its bucket,
 * `#<id / 50000>` (50,000 listings by id, in the order they were listed). A word that no search
 * word can be (the search normalises words to letters and figures), so it never matches a search.
 *
 * Why: counting a search of two common words («سيارة حلب», «تويوتا دمشق») to its cap made the
 * word index gather every listing holding both before the first was counted — 36,000 at
 * 1,000,000 listings, 14 ms, growing with the market. Asked with a bucket's word as well, the index
 * steps through the common words' lists only where the bucket's listings are (GIN's scan drives
 * by its rarest word), so the count reads the newest buckets first and stops at the cap
 * (`cars/queries/search-buckets.ts`). The plain word index stays for every other read: a
 * document built per row would cost every walk of the recency index that checks the words.
 */
export class ListingSearchBuckets1765400000000 implements MigrationInterface {
  name = 'ListingSearchBuckets1765400000000';

  async up(q: QueryRunner): Promise<void> {
    // Immutable, so an index may hold them; plain SQL, so the planner inlines them.
    await q.query(
      `CREATE FUNCTION projections.listing_search_bucket(id integer) RETURNS integer
         LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT id / 50000 $$`,
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
