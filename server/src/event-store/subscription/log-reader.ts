import { EntityManager } from 'typeorm';
import { EVENT_COLUMNS, EventRow, toRecordedEvent } from '../event-row';
import { RecordedEvent } from '../event.types';

/** Where a reader of the log stands: the last event it has taken, by (transaction id, position). */
export interface LogCheckpoint {
  transactionId: string;
  position: number;
}

/**
 * The next `size` events after `from`, in (transaction id, position) order, only from
 * transactions below `horizon` when one is given (see readableHorizon).
 *
 * The order names the table's columns (`e.`): the selected `transaction_id` is the id as text
 * (for JavaScript), and a bare `ORDER BY transaction_id` would sort by that text, so '999' came
 * after '1000'. Around the moment transaction ids gained a digit, a reader then jumped ahead and
 * its checkpoint left the lower ids behind for ever (a fresh server crosses 999 and 9,999 early).
 */
export async function readLog(
  manager: Pick<EntityManager, 'query'>,
  from: LogCheckpoint,
  size: number,
  horizon: string | null,
): Promise<RecordedEvent[]> {
  const rows: EventRow[] = await manager.query(
    `SELECT ${EVENT_COLUMNS} FROM public.events e
      WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
        ${horizon === null ? '' : 'AND e.transaction_id < $4::xid8'}
      ORDER BY e.transaction_id, e.global_position
      LIMIT $3`,
    horizon === null ? [from.transactionId, from.position, size] : [from.transactionId, from.position, size, horizon],
  );
  return rows.map(toRecordedEvent);
}
