import { DataSource, EntityManager } from 'typeorm';
import { canonicalTimeSql } from './canonical';
import { ChainedRow } from './event-chain';

export type Querier = Pick<EntityManager, 'query'>;

/**
 * Runs `work` on one snapshot of the log: events and seals read in separate statements must agree
 * while the sealer and the appends go on (a seal made between two reads would name an event the
 * first read did not see). A read-only REPEATABLE READ transaction takes no transaction id, so it
 * holds back no reader's horizon. A manager already in a transaction is used as it is: its caller
 * chose its snapshot (a test that tampers in a transaction it rolls back).
 */
export async function inOneSnapshot<T>(source: DataSource | EntityManager, work: (querier: Querier) => Promise<T>): Promise<T> {
  if (source instanceof EntityManager && source.queryRunner?.isTransactionActive) return work(source);
  const dataSource = source instanceof EntityManager ? source.dataSource : source;
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction('REPEATABLE READ');
    await runner.query(`SET TRANSACTION READ ONLY`);
    const result = await work(runner.manager);
    await runner.commitTransaction();
    return result;
  } finally {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    await runner.release();
  }
}

/** An event as the verifier reads it: its content, and its place in read order. */
export type LogRow = ChainedRow & { transaction_id: string };

/** A row of public.event_seals: chain place `log_index` holds the event at `global_position`, with `hash`. */
export interface Seal {
  log_index: number;
  global_position: number;
  hash: Buffer;
}

/** Rows per read: big enough that the round trips do not count, small enough to keep memory flat. */
export const BATCH = 20_000;

const EVENT_COLUMNS = `e.global_position, e.transaction_id::text AS transaction_id, e.stream_type, e.stream_id, e.stream_version,
        e.event_type, e.schema_version, e.data, e.metadata, ${canonicalTimeSql('e.recorded_at')} AS recorded_at`;

/** The next BATCH events after `cursor` in read order (by the column, not the selected text). */
const EVENTS_SQL = `SELECT ${EVENT_COLUMNS}
   FROM public.events e
  WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
  ORDER BY e.transaction_id, e.global_position LIMIT ${BATCH}`;

/** The seals of chain places `$1` … `$1 + BATCH − 1`, in chain order. */
const SEALS_SQL = `SELECT s.log_index, s.global_position, s.hash
   FROM public.event_seals s
  WHERE s.log_index >= $1 AND s.log_index < $1 + ${BATCH}
  ORDER BY s.log_index`;

/**
 * One batch of the log: the next events in read order and the seals of the chain places they
 * must hold if the log is whole (the k-th event in read order holds place k). Read side by side,
 * each along its own index, with no join: in a whole log the two line up one to one.
 */
export interface LogBatch {
  events: LogRow[];
  /** `seals[i]`: the seal of place `first + i`; undefined when that place has none. */
  seals: Array<Seal | undefined>;
  /** Places claimed by two seals (a fork: only with the primary key dropped). */
  twice: Set<number>;
  first: number;
}

export async function readLogBatch(querier: Querier, cursor: [string, number], first: number): Promise<LogBatch> {
  const [events, rows] = await Promise.all([
    querier.query<LogRow[]>(EVENTS_SQL, cursor),
    querier.query<Seal[]>(SEALS_SQL, [first]),
  ]);
  const seals: Array<Seal | undefined> = [];
  const twice = new Set<number>();
  for (const seal of rows) {
    const at = seal.log_index - first;
    if (seals[at]) twice.add(seal.log_index);
    seals[at] = seal;
  }
  return { events, seals, twice, first };
}

/** The seal that names the event at `position`, if any. */
export async function sealOf(querier: Querier, position: number): Promise<Seal | undefined> {
  const [seal]: Array<Seal | undefined> = await querier.query(
    `SELECT log_index, global_position, hash FROM public.event_seals WHERE global_position = $1 LIMIT 1`,
    [position],
  );
  return seal;
}

/** The first seal at place `index` or after. */
export async function sealFrom(querier: Querier, index: number): Promise<Seal | undefined> {
  const [seal]: Array<Seal | undefined> = await querier.query(
    `SELECT log_index, global_position, hash FROM public.event_seals WHERE log_index >= $1 ORDER BY log_index LIMIT 1`,
    [index],
  );
  return seal;
}

/** Whether an event is recorded at `position`. */
export async function eventExists(querier: Querier, position: number): Promise<boolean> {
  const [{ exists }]: Array<{ exists: boolean }> = await querier.query(
    `SELECT EXISTS (SELECT 1 FROM public.events WHERE global_position = $1) AS exists`,
    [position],
  );
  return exists;
}

/** The seal of place `index` with the event it names (none when either is missing). */
export async function sealedEvent(querier: Querier, index: number): Promise<{ seal: Seal; event: LogRow } | null> {
  const [row]: Array<(LogRow & { log_index: number; hash: Buffer }) | undefined> = await querier.query(
    `SELECT s.log_index, s.hash, ${EVENT_COLUMNS}
       FROM public.event_seals s JOIN public.events e ON e.global_position = s.global_position
      WHERE s.log_index = $1 LIMIT 1`,
    [index],
  );
  if (!row) return null;
  const { log_index, hash, ...event } = row;
  return { seal: { log_index, global_position: event.global_position, hash }, event };
}

/** How many events there are from `row` on, in read order. */
export async function eventsFrom(querier: Querier, row: LogRow): Promise<number> {
  const [{ count }]: Array<{ count: number }> = await querier.query(
    `SELECT count(*)::int AS count FROM public.events e WHERE (e.transaction_id, e.global_position) >= ($1::xid8, $2::bigint)`,
    [row.transaction_id, row.global_position],
  );
  return count;
}
