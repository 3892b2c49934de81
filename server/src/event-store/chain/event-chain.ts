import { EntityManager } from 'typeorm';
import { canonicalEvent, canonicalTimeSql, chainHash, GENESIS } from './canonical';

type Querier = Pick<EntityManager, 'query'>;

/** Where the chain stands for the next append, under the chain lock (see the migration's event_chain_reserve). */
export interface ChainReservation {
  previous: Buffer;
  nextIndex: number;
  positions: number[];
  recordedAt: string;
}

interface ReserveRow {
  prev_hash: Buffer | null;
  next_index: number;
  positions: Array<number | string>;
  recorded_at: string;
  unsealed: boolean;
}

/**
 * Takes the chain lock for the rest of the transaction and reserves `count` positions after the
 * head. The lock is taken before the transaction's first write, so its transaction id, its
 * positions and its commit all come after the previous holder's: the (transaction id, position)
 * order the subscriptions read is the chain's order. Rows written around the event store (SQL
 * imports, generated bench logs) are sealed first, in that same order.
 */
export async function reserveChain(manager: Querier, count: number): Promise<ChainReservation> {
  for (;;) {
    const [row]: ReserveRow[] = await manager.query(`SELECT * FROM public.event_chain_reserve($1)`, [count]);
    if (row.unsealed) {
      await sealUnsealed(manager);
      continue;
    }
    return {
      previous: row.prev_hash ?? GENESIS,
      nextIndex: row.next_index,
      positions: row.positions.map(Number),
      recordedAt: row.recorded_at,
    };
  }
}

export interface UnsealedRow {
  global_position: number;
  stream_type: string;
  stream_id: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  recorded_at: string;
}

/**
 * Hashes the events that have no hash yet, in read order, after the last sealed one. Needs the
 * chain lock (or no writer at all: a migration). The append-only trigger lets a row be sealed
 * once, and nothing else.
 */
export async function sealUnsealed(manager: Querier, batchSize = 5000, progress?: (sealed: number) => void): Promise<number> {
  let sealed = 0;
  for (;;) {
    const [head]: Array<{ hash: Buffer; log_index: number } | undefined> = await manager.query(
      `SELECT hash, log_index FROM public.events WHERE log_index IS NOT NULL ORDER BY log_index DESC LIMIT 1`,
    );
    const rows: UnsealedRow[] = await manager.query(
      `SELECT global_position, stream_type, stream_id, stream_version, event_type, schema_version, data, metadata,
              ${canonicalTimeSql('recorded_at')} AS recorded_at
         FROM public.events WHERE hash IS NULL
        ORDER BY transaction_id, global_position LIMIT $1`,
      [batchSize],
    );
    if (!rows.length) return sealed;
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
    await manager.query(
      `UPDATE public.events e SET log_index = t.i, hash = t.h
         FROM unnest($1::bigint[], $2::bigint[], $3::bytea[]) AS t(p, i, h)
        WHERE e.global_position = t.p`,
      [positions, indexes, hashes],
    );
    sealed += rows.length;
    progress?.(sealed);
  }
}

export function contentOf(row: UnsealedRow) {
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

/** Seals every unsealed event under the chain lock, in one transaction (imports, generated logs). */
export async function sealLog(
  dataSource: { transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> },
  progress?: (sealed: number) => void,
): Promise<number> {
  return dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('sayyara:event-chain'))`);
    return sealUnsealed(manager, 5000, progress);
  });
}
