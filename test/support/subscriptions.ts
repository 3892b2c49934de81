import { DataSource } from 'typeorm';
import { eventually } from './fixtures';

/** The events a wait covers: all of the log so far, or those of one stream type, stream or event type. */
export interface EventsOf {
  streamType?: string;
  streamId?: string | number;
  eventType?: string;
}

/**
 * Waits until the worker's subscription `name` has handled every event of the log so far that
 * `of` selects: what it writes then stands for what was written. "Handled" is in the order the
 * subscription reads, (transaction id, position), as its checkpoint is kept: by position alone,
 * an event of a later transaction that took a lower position would leave the checkpoint below an
 * earlier one's position for good, and the wait would never end.
 */
export function subscriptionCaughtUp(db: DataSource, name: string, of: EventsOf = {}, timeoutMs?: number): Promise<true> {
  return eventually(async () => {
    const [{ behind }] = await db.query<Array<{ behind: boolean }>>(
      `SELECT EXISTS (
         SELECT 1 FROM public.events e
           LEFT JOIN public.subscription_checkpoints k ON k.name = $1
          WHERE ($2::text IS NULL OR e.stream_type = $2) AND ($3::text IS NULL OR e.stream_id = $3)
            AND ($4::text IS NULL OR e.event_type = $4)
            AND (e.transaction_id, e.global_position) > (coalesce(k.transaction_id, '0'::xid8), coalesce(k.position, 0))) AS behind`,
      [name, of.streamType ?? null, of.streamId === undefined ? null : String(of.streamId), of.eventType ?? null],
    );
    return !behind;
  }, timeoutMs);
}
