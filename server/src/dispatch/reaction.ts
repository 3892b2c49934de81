import { SetMetadata } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../event-store/event.types';

/** The worker's subscriptions by name (their checkpoints' rows, their lock sessions' names). */
export const WORKER_SUBSCRIPTIONS = {
  jobs: 'jobs',
  pushes: 'pushes',
  prices: 'price-indicators',
  savedSearches: 'saved-searches',
  /**
   * The moderation queue's upkeep: its risk checks (risk/), slow look-ups that must not hold the
   * pushes back, and the words of its listings (cars/).
   */
  risk: 'risk',
  /** A rate change's re-pricing of the listings (cars/): a long pass of batches that must hold nothing else back. */
  listingPrices: 'listing-prices',
} as const;
export type WorkerSubscription = (typeof WORKER_SUBSCRIPTIONS)[keyof typeof WORKER_SUBSCRIPTIONS];

export const REACTION = Symbol('REACTION');

export interface ReactionOptions {
  /** The subscription that delivers the events: each has its own checkpoint, so one held back (Redis down) holds back no other. */
  subscription: WorkerSubscription;
  /** The event types it reacts to, or 'all' (run before the reactions to one type). */
  handles: readonly string[] | 'all';
}

/**
 * A side effect of the log (a job, a socket push, a recomputation) run by the worker, beside
 * the context whose events it follows. Called once per event in log order; effects outside the
 * database happen at least once (a batch is retried after a failure), so they must be idempotent.
 */
export interface Reaction {
  handle(event: RecordedEvent, manager: EntityManager): Promise<void>;
  /** Optional: once per batch, after its events were handled, before the checkpoint commits. */
  afterBatch?(batch: RecordedEvent[]): Promise<void>;
  /** Optional: when the worker starts its subscriptions (never in the HTTP server). */
  onWorkerStart?(): void;
}

/** Marks a provider as a reaction so the worker's subscriptions discover it (like @EventProjection). */
export const Reaction = (options: ReactionOptions): ClassDecorator => SetMetadata(REACTION, options);
