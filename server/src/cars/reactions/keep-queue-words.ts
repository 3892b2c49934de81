import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { CarEvent } from '../domain/car.events';

/** How long the worker keeps the queue's words before it rebuilds them from the queue: a pass over its listings. */
export const QUEUE_WORDS_REBUILD_MS = 10 * 60_000;

/**
 * Keeps `moderation_queue_words` (migration ModerationQueueWords): every word of a pending
 * listing, so that an admin's typo in the queue is matched against them alone (queue-near-words).
 * Each event that puts a listing in the queue or changes its searched text while there adds its
 * words, as the projection left them. The words of listings that left the queue are removed by a
 * rebuild from the queue: at the first of those events after the worker starts (after a replay,
 * a document's words may have changed), and at the first one QUEUE_WORDS_REBUILD_MS after the
 * last rebuild.
 *
 * Why in the worker and not in the listing's append: every new listing would pay for its words,
 * and would queue behind the other new listings that share them. The queue's typo search meets a
 * new listing's words once the worker has read its event, as the risk checks it runs beside.
 *
 * The rebuild never loses a word: it reads the listings after the events handled so far were
 * committed, so a listing it does not see in the queue has an event still to come here, which
 * adds its words again. Every write here is from this subscription, one statement at a time:
 * a rebuild on a schedule of its own (a BullMQ job) could read the queue just before a new
 * listing, then delete a word that listing's event had just found already kept, and lose it.
 */
@Injectable()
@Reaction({
  subscription: 'risk',
  handles: ['CarListed', 'CarResubmitted', 'CarRevised', 'CarOfferMade', 'CarOfferRevised'] satisfies Array<CarEvent['type']>,
})
export class KeepQueueWords {
  private readonly logger = new Logger('QueueWords');
  private rebuiltAt: number | null = null;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Each statement on its own, outside the batch's transaction: read there, the listings' table
   * would stay locked until the batch commits, and a replay's swap of it (which holds the log's
   * appends) would wait on a batch that waits on a risk check's append.
   */
  async handle(recorded: RecordedEvent): Promise<void> {
    if (this.rebuiltAt === null || Date.now() - this.rebuiltAt >= QUEUE_WORDS_REBUILD_MS) await this.rebuild();
    // In word order, as the rebuild: two writers of the same new words wait in turn, never on each other.
    await this.dataSource.query(
      `INSERT INTO moderation_queue_words (word)
       SELECT word FROM cars, unnest(tsvector_to_array(search_vector)) AS word
        WHERE id = $1 AND status = 'pending' ORDER BY word
       ON CONFLICT (word) DO NOTHING`,
      [Number(recorded.streamId)],
    );
  }

  private async rebuild(): Promise<void> {
    this.rebuiltAt = Date.now();
    try {
      await rebuildQueueWords(this.dataSource);
    } catch (error) {
      // Upkeep: the words kept stay a superset of the queue's; the risk checks must not wait on it.
      this.logger.warn(`could not rebuild the moderation queue's words: ${(error as Error).message}`);
    }
  }
}

/** The queue's words as its listings hold them now: those of listings that left it go, any missing come. */
export async function rebuildQueueWords(db: DataSource | EntityManager): Promise<void> {
  await db.query(
    `WITH queued AS (SELECT word FROM ts_stat($$SELECT search_vector FROM cars WHERE status = 'pending'$$)),
          gone AS (DELETE FROM moderation_queue_words w WHERE NOT EXISTS (SELECT FROM queued q WHERE q.word = w.word))
     INSERT INTO moderation_queue_words (word) SELECT word FROM queued ORDER BY word ON CONFLICT (word) DO NOTHING`,
  );
}
