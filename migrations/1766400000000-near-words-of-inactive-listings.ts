import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The near spellings of a list of other statuses than active (an owner's, an admin's, the
 * moderation queue) are looked up among words, not listings' texts: a trigram index on
 * public.inactive_listing_words, the words of every listing not active, kept in the listing's
 * own transaction (InactiveListingWords). Their listings are then read by the word index.
 *
 * What goes:
 *  - the trigram index over expired and rejected listings' texts (`cars_search_trgm_idx`), whose
 *    one reader was that fallback: expiring or rejecting a listing no longer writes its ~200
 *    trigrams. A list of every status also read each pending listing's text by trigrams: an
 *    admin's word no listing holds took 1.4 s at 1,000,000 listings (40,260 pending);
 *  - the queue's words the worker kept (`moderation_queue_words`, ModerationQueueWords): the
 *    words of every listing not active are a superset of them, and are there as soon as the
 *    listing is, where the worker's came once it had read the listing's event.
 */
export class NearWordsOfInactiveListings1766400000000 implements MigrationInterface {
  name = 'NearWordsOfInactiveListings1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX inactive_listing_words_trgm_idx ON public.inactive_listing_words USING gin (word public.gin_trgm_ops)`,
    );
    await q.query(`DROP INDEX projections.cars_search_trgm_idx`);
    await q.query(`DROP TABLE public.moderation_queue_words`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE public.moderation_queue_words (word text PRIMARY KEY)`);
    await q.query(
      `CREATE INDEX moderation_queue_words_trgm_idx ON public.moderation_queue_words USING gin (word public.gin_trgm_ops)`,
    );
    await q.query(
      `INSERT INTO public.moderation_queue_words (word)
       SELECT word FROM ts_stat($$SELECT search_vector FROM projections.cars WHERE status = 'pending'$$)`,
    );
    await q.query(
      `CREATE INDEX cars_search_trgm_idx ON projections.cars
         USING gin (search_text public.gin_trgm_ops) WHERE status NOT IN ('active', 'pending')`,
    );
    await q.query(`DROP INDEX public.inactive_listing_words_trgm_idx`);
  }
}
