import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * public.inactive_listing_words: every word of the search vector of each listing that is not
 * active (pending, rejected, expired), kept by the listing projection in the transaction that
 * writes the listing (car-listing/listing-words.ts `InactiveWords`). Beside the active listings'
 * vocabulary (projections.listing_words) it tells a list of other statuses (an owner's, an
 * admin's) which search words begin no longer word of any listing, so that it asks the word index
 * for them as whole words: one posting list instead of every word's they begin. At 1,000,000
 * listings an admin's «toiota» with kia gathered the 240,000 listings of «toiota:*» (every
 * Toyota's document holds the word), 0.9–2.2 s; as a whole word, 19 ms.
 *
 * Words are only added, never removed: a word no listing holds any longer makes the list ask for
 * the begun word, which finds the same listings (the reason the table is no read model: a replay
 * netting its runs would not hold the same superset, and leaves it as it is). `word` sorts
 * bytewise, so the words a word begins are an index range. Filled here from the listings as they are.
 */
export class InactiveListingWords1766300000000 implements MigrationInterface {
  name = 'InactiveListingWords1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE public.inactive_listing_words (word text COLLATE "C" PRIMARY KEY)`);
    await q.query(
      `INSERT INTO public.inactive_listing_words (word)
       SELECT word FROM ts_stat($$SELECT search_vector FROM projections.cars WHERE status <> 'active'$$) ORDER BY word`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE public.inactive_listing_words`);
  }
}
