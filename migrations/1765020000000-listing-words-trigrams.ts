import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A trigram index on the kept vocabulary (projections.listing_words): a search word of nine
 * letters or more may carry two typos, and its candidates are the vocabulary words that share
 * enough of its trigrams, read from this index (words nearer by one edit are read by the primary
 * key). The vocabulary is a few thousand rows where the listings are hundreds of thousands: a
 * typo costs this small look-up, not a fuzzy scan of the listings.
 */
export class ListingWordsTrigrams1765020000000 implements MigrationInterface {
  name = 'ListingWordsTrigrams1765020000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX listing_words_trgm_idx ON projections.listing_words USING gin (word public.gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.listing_words_trgm_idx`);
  }
}
