import { DataSource } from 'typeorm';
import { eventually } from './fixtures';

/**
 * Waits until the worker's risk checks have read every event of the log so far, or of one stream
 * type or one stream when given: a listing's flags then stand for what was written.
 */
export function riskChecksCaughtUp(db: DataSource, of: { streamType?: string; streamId?: string | number } = {}): Promise<true> {
  return eventually(async () => {
    const [{ behind }] = await db.query<Array<{ behind: boolean }>>(
      `SELECT coalesce((SELECT max(global_position) FROM public.events
                         WHERE ($1::text IS NULL OR stream_type = $1) AND ($2::text IS NULL OR stream_id = $2)), 0)
            > coalesce((SELECT position FROM public.subscription_checkpoints WHERE name = 'risk'), 0) AS behind`,
      [of.streamType ?? null, of.streamId === undefined ? null : String(of.streamId)],
    );
    return !behind;
  });
}
