import { DataSource } from 'typeorm';
import { eventually } from './fixtures';

/**
 * Waits until the worker's risk checks have read every event of the log so far, or of one stream
 * type or one stream when given: a listing's flags then stand for what was written. "Read" is in
 * the order the subscription reads, (transaction id, position), as its checkpoint is kept: by
 * position alone, an event of a later transaction that took a lower position would leave the
 * checkpoint below an earlier one's position for good, and the wait would never end.
 */
export function riskChecksCaughtUp(
  db: DataSource,
  of: { streamType?: string; streamId?: string | number } = {},
  timeoutMs?: number,
): Promise<true> {
  return eventually(async () => {
    const [{ behind }] = await db.query<Array<{ behind: boolean }>>(
      `SELECT EXISTS (
         SELECT 1 FROM public.events e
           LEFT JOIN public.subscription_checkpoints k ON k.name = 'risk'
          WHERE ($1::text IS NULL OR e.stream_type = $1) AND ($2::text IS NULL OR e.stream_id = $2)
            AND (e.transaction_id, e.global_position) > (coalesce(k.transaction_id, '0'::xid8), coalesce(k.position, 0))) AS behind`,
      [of.streamType ?? null, of.streamId === undefined ? null : String(of.streamId)],
    );
    return !behind;
  }, timeoutMs);
}
