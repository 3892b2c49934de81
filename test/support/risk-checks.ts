import { DataSource } from 'typeorm';
import { EventsOf, subscriptionCaughtUp } from './subscriptions';

/**
 * Waits until the worker's risk checks have read every event of the log so far, or of one stream
 * type or one stream when given: a listing's flags then stand for what was written.
 */
export function riskChecksCaughtUp(db: DataSource, of: EventsOf = {}, timeoutMs?: number): Promise<true> {
  return subscriptionCaughtUp(db, 'risk', of, timeoutMs);
}
