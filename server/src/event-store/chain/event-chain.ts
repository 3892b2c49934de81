import { EntityManager } from 'typeorm';
import { EventRow } from '../event-row';
import { canonicalEvent, canonicalTimeSql, chainHash, GENESIS } from './canonical';

type Querier = Pick<EntityManager, 'query'>;

/** The lock every sealer takes, for its sealing transaction only (see CHAIN.md). */
export const CHAIN_LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtext('sayyara:event-chain'))`;

/** An event as the chain reads it: the stored columns, its time as the canonical text. */
export type ChainedRow = Omit<EventRow, 'recorded_at' | 'transaction_id' | 'metadata'> & {
  metadata: unknown;
  /** `canonicalTimeSql` of the column: UTC with microseconds. */
  recorded_at: string;
};

/** The chain's last seal, and its event's transaction (null when that event is gone: a tampered log). */
export interface Head {
  hash: Buffer;
  log_index: number;
  global_position: number;
  transaction_id: string | null;
}

/** The seal with the greatest chain index, joined to its event for its place in read order. */
const HEAD_SQL = `SELECT s.hash, s.log_index, s.global_position, e.transaction_id::text AS transaction_id
   FROM public.event_seals s LEFT JOIN public.events e ON e.global_position = s.global_position
  ORDER BY s.log_index DESC LIMIT 1`;

export async function readHead(manager: Querier): Promise<Head | undefined> {
  const [head]: Array<Head | undefined> = await manager.query(HEAD_SQL);
  return head;
}

/**
 * The events still to seal are those after the head in read order:
 * `(transaction_id, global_position) > ($1::xid8, $2::bigint)` with these parameters. Given as
 * values read first, not as a subquery: planned with them, the comparison is a short range of the
 * (transaction id, position) index; against a subquery the planner cannot tell how few rows
 * follow the head, and reads the whole log.
 */
export const afterHead = (head: Head | undefined): [string, number] => [head?.transaction_id ?? '0', head?.global_position ?? 0];

/**
 * Seals one batch: gives the next `batchSize` events after the head, in read order (transaction
 * id, position), their chain index and hash, as rows of public.event_seals. Needs the chain lock
 * (or no writer at all: a migration).
 *
 * Every event after the head in read order is unsealed: the chain is sealed as a prefix of that
 * order. One written around the store into the past (a forged insert with an old transaction id)
 * comes before the head, so it stays unsealed, where the verifier names it, instead of being
 * chained out of order. With a `horizon` (readableHorizon, read in an earlier statement), only
 * events of transactions below it are taken: those have all committed or rolled back, so nothing
 * can later appear before them in read order and the chain never needs a gap.
 */
export async function sealBatch(manager: Querier, batchSize: number, horizon: string | null = null): Promise<number> {
  return (await sealNext(manager, batchSize, horizon)).sealed;
}

/** What one batch sealed, and whether committed events wait behind an open transaction (at or above the horizon). */
export interface SealedBatch {
  sealed: number;
  waiting: boolean;
}

/**
 * sealBatch, also telling whether committed events wait behind an open transaction: those of a
 * transaction at or above the `horizon` (every sealed event is below it, so they all follow the
 * head). The sealer's pace depends on it; asked in the batch's own insert, it costs no round trip.
 */
export async function sealNext(manager: Querier, batchSize: number, horizon: string | null = null): Promise<SealedBatch> {
  const head = await readHead(manager);
  if (head && head.transaction_id === null)
    throw new Error(
      `the chain's last seal (place ${head.log_index}) names position ${head.global_position}, where no event is: the log was tampered with (npm run replay -- --verify-log)`,
    );
  const rows: ChainedRow[] = await manager.query(
    `SELECT e.global_position, e.stream_type, e.stream_id, e.stream_version, e.event_type, e.schema_version, e.data,
            e.metadata, ${canonicalTimeSql('e.recorded_at')} AS recorded_at
       FROM public.events e
      WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
        ${horizon === null ? '' : 'AND e.transaction_id < $4::xid8'}
      ORDER BY e.transaction_id, e.global_position LIMIT $3`,
    [...afterHead(head), batchSize, ...(horizon === null ? [] : [horizon])],
  );
  // Committed events of a transaction at or above the horizon: they wait for an older one to end.
  const waitingSql = (param: string) =>
    horizon === null
      ? 'SELECT false AS waiting'
      : `SELECT EXISTS (SELECT 1 FROM public.events WHERE transaction_id >= ${param}::xid8) AS waiting`;
  if (!rows.length) {
    if (horizon === null) return { sealed: 0, waiting: false };
    const [{ waiting }]: Array<{ waiting: boolean }> = await manager.query(waitingSql('$1'), [horizon]);
    return { sealed: 0, waiting };
  }
  let previous: Buffer = head?.hash ?? GENESIS;
  let index = head ? head.log_index + 1 : 0;
  const positions: number[] = [];
  const indexes: number[] = [];
  const hashes: Buffer[] = [];
  for (const row of rows) {
    previous = chainHash(previous, canonicalEvent(contentOf(row)));
    positions.push(row.global_position);
    indexes.push(index++);
    hashes.push(previous);
  }
  // A narrow insert: the event rows are not written again (CHAIN.md, the cost).
  const [{ waiting }]: Array<{ waiting: boolean }> = await manager.query(
    `WITH sealed AS (
       INSERT INTO public.event_seals (log_index, global_position, hash)
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bytea[]) RETURNING 1)
     ${waitingSql('$4')}`,
    [indexes, positions, hashes, ...(horizon === null ? [] : [horizon])],
  );
  return { sealed: rows.length, waiting };
}

/**
 * Seals every event after the head, in read order, in the caller's transaction. For a
 * migration or a whole generated log, where no append runs meanwhile; the live path is sealChain.
 */
export async function sealUnsealed(manager: Querier, batchSize = 5000, progress?: (sealed: number) => void): Promise<number> {
  let sealed = 0;
  for (;;) {
    const count = await sealBatch(manager, batchSize);
    if (!count) return sealed;
    sealed += count;
    progress?.(sealed);
  }
}

export function contentOf(row: ChainedRow) {
  return {
    position: row.global_position,
    streamType: row.stream_type,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}

/** Seals every event after the head under the chain lock, in one transaction (imports, generated logs). */
export async function sealLog(
  dataSource: { transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> },
  progress?: (sealed: number) => void,
): Promise<number> {
  return dataSource.transaction(async (manager) => {
    await manager.query(CHAIN_LOCK_SQL);
    return sealUnsealed(manager, 5000, progress);
  });
}
