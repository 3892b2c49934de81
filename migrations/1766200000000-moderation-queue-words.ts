import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The words of the moderation queue's listings (`public.moderation_queue_words`), kept by the
 * worker (cars/reactions/keep-queue-words.ts), with a trigram index: an admin's typo in the queue
 * is matched against these words, not against every pending listing's words gathered afresh
 * (ts_stat over the queue: about 5 µs a pending listing, 30–40 ms at 8,049 pending). Every word a
 * pending listing holds is here; a word whose listings left the queue may stay until the worker's
 * next rebuild, and then finds nothing, since the queue's search reads the listings by the word
 * index. In `public`: the worker keeps it from the read models and the log, a replay does not.
 */
export class ModerationQueueWords1766200000000 implements MigrationInterface {
  name = 'ModerationQueueWords1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE public.moderation_queue_words (word text PRIMARY KEY)`);
    await q.query(
      `CREATE INDEX moderation_queue_words_trgm_idx ON public.moderation_queue_words USING gin (word public.gin_trgm_ops)`,
    );
    await q.query(
      `INSERT INTO public.moderation_queue_words (word)
       SELECT word FROM ts_stat($$SELECT search_vector FROM projections.cars WHERE status = 'pending'$$) ORDER BY word`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE public.moderation_queue_words`);
  }
}
