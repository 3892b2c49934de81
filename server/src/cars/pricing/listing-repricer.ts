import { Injectable } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { EventMetadata } from '../../event-store/event.types';
import { EventStore } from '../../event-store/event-store.service';
import { LISTING_PRICES_STREAM_TYPE, ListingsRepriced } from '../domain/listing-prices.events';
import { TextIndexPendingLists } from './text-index-pending-lists';

/**
 * How big a batch is. A batch's listings stay locked from its UPDATE until its append commits,
 * inside the append, so an append that takes at most `boundMs` holds no listing longer. Batches
 * follow what the appends take on this machine now: halved past the bound, grown while well
 * under it. The bound is half the ~100 ms a listing may stay locked: a listing costs ~1 ms to
 * re-price (a new row version in every index of the listing table, the text indexes' many
 * entries included) and a checkpoint's first writes can double an append now and then (a text
 * index's pending list no longer can: TextIndexPendingLists). Their size changes nothing a replay
 * sees: each event records its range.
 */
export const REPRICE_BATCH = { first: 50, min: 10, max: 2_000, boundMs: 50, growBelowMs: 30 } as const;

/**
 * A batch's commit does not wait for the disk, so its listings are unlocked as soon as it ends
 * (a commit that waits queues behind the checkpoints a pass's writes bring on). Safe: the batch
 * and its event are lost together in a crash (the log is written in order), and the next pass
 * finds the same listings stale; anything that depends on them (the subscription's checkpoint,
 * a later batch) is written after them, so it cannot outlive them.
 */
const ASYNC_COMMIT_SQL = `SET LOCAL synchronous_commit = off`;

/** What a pass did: the batches appended (the final `last` one included) and the listings they covered. */
export interface RepricePass {
  batches: number;
  listings: number;
}

/**
 * Re-prices the listings whose stored US-cent price was computed with an older rate than their
 * currency's (`cars.price_rate_version` against `listing_rates.version`), a batch at a time: the
 * next stale ids in primary-key order, appended as one ListingsRepriced event whose projection
 * re-prices the range in one statement. Once a walk from the first id finds none left, a last
 * event (`last: true`) says the pass is over: the price indicators are recomputed on it, once.
 *
 * Idempotent, and resumable: a pass cut short (the worker stopped) is taken up by the next,
 * which finds only what is still stale, in the same stream.
 */
@Injectable()
export class ListingRepricer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
  ) {}

  async run(rateVersion: number, metadata: EventMetadata): Promise<RepricePass> {
    const streamId = String(rateVersion);
    let version = (await this.store.readStream(LISTING_PRICES_STREAM_TYPE, streamId)).length;
    const append = async (data: ListingsRepriced['data']) => {
      const event: ListingsRepriced = { type: 'ListingsRepriced', data };
      await this.store.append(
        { streamType: LISTING_PRICES_STREAM_TYPE, streamId, expectedVersion: version, events: [event] },
        metadata,
        { alsoInTransaction: (manager) => manager.query(ASYNC_COMMIT_SQL) },
      );
      version += 1;
    };
    // Before the first batch and after each: no batch is the write that fills a pending list.
    const pendingLists = await TextIndexPendingLists.of(this.dataSource);
    await pendingLists.clean();
    const pass: RepricePass = { batches: 0, listings: 0 };
    let size: number = REPRICE_BATCH.first;
    let after = 0;
    for (;;) {
      const ids = await this.staleIds(after, size);
      if (ids.length === 0) {
        // The walk reached the end: listings behind it may have gone stale again (a newer rate).
        if (after === 0) break;
        after = 0;
        continue;
      }
      const started = performance.now();
      await append({ fromId: ids[0], toId: ids[ids.length - 1], last: false });
      size = nextSize(size, performance.now() - started);
      await pendingLists.clean();
      pass.batches += 1;
      pass.listings += ids.length;
      after = ids[ids.length - 1];
    }
    await append({ fromId: null, toId: null, last: true });
    pass.batches += 1;
    return pass;
  }

  /**
   * The next `limit` listings after id `after` priced at an older rate than their currency's (a
   * walk of the primary key). The rate's version is a subquery per listing, not a join: joined,
   * the planner took "version differs" for rare and scanned and sorted the whole table for every
   * batch (395 ms at 200,000 listings, most of a pass's time); this walks the key from `after`
   * (4–6 ms for 200 stale listings). A currency without a rate is never stale: nothing could
   * re-price it.
   */
  private async staleIds(after: number, limit: number): Promise<number[]> {
    const rows: Array<{ id: number }> = await this.dataSource.query(
      `SELECT c.id FROM cars c
        WHERE c.id > $1 AND c.price_currency IS NOT NULL
          AND c.price_rate_version IS DISTINCT FROM
              COALESCE((SELECT l.version FROM listing_rates l WHERE l.currency = c.price_currency), c.price_rate_version)
        ORDER BY c.id LIMIT $2`,
      [after, limit],
    );
    return rows.map((row) => row.id);
  }
}

/** The next batch's size from how long the last append took. */
function nextSize(size: number, tookMs: number): number {
  if (tookMs > REPRICE_BATCH.boundMs) return Math.max(REPRICE_BATCH.min, Math.floor(size / 2));
  if (tookMs < REPRICE_BATCH.growBelowMs) return Math.min(REPRICE_BATCH.max, Math.ceil(size * 1.25));
  return size;
}
