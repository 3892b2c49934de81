import { EntityManager } from 'typeorm';
import { canonicalEvent, canonicalTimeSql, chainHash, GENESIS } from './canonical';
import { ChainedRow, contentOf } from './event-chain';
import { CompactRange } from './merkle';

/** What an auditor keeps: the chain as it stood at one moment (see LogDigest in the audit context). */
export interface KeptDigest {
  /** Events in the chain (the Merkle tree's size). */
  size: number;
  /** Global position of the chain's last event. */
  position: number;
  head: string;
  root: string;
}

export type Difference = 'content' | 'order' | 'missing' | 'inserted' | 'rewritten';

export interface LogProblem {
  kind: Difference;
  /** The chain index where the log first differs (what the event there should have been). */
  index: number;
  /** The global position of the event found there (null when nothing is there). */
  position: number | null;
  detail: string;
}

export interface VerifyReport {
  events: number;
  head: string;
  root: string;
  seconds: number;
  /** Events at the end of the log not sealed yet (committed after the sealer last ran): not checked. */
  unsealed: number;
  /** Whether a kept digest was checked and the log extends it. */
  extendsDigest: boolean | null;
  problem: LogProblem | null;
}

type Row = ChainedRow & { transaction_id: string; log_index: number | null; hash: Buffer | null };

/** Rows per read: big enough that the round trips do not count, small enough to keep memory flat. */
export const BATCH = 20_000;

/** The next BATCH rows after `cursor` in read order (e.: by the column, not the selected text). */
export const READ_SQL = `SELECT e.global_position, e.transaction_id::text AS transaction_id, e.stream_type, e.stream_id, e.stream_version,
        e.event_type, e.schema_version, e.data, e.metadata, ${canonicalTimeSql('e.recorded_at')} AS recorded_at,
        e.log_index, e.hash
   FROM public.events e
  WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
  ORDER BY e.transaction_id, e.global_position LIMIT ${BATCH}`;

/**
 * Re-hashes the whole log in the order readers see it, (transaction id, position), and checks the
 * chain: every event in its place (index 0, 1, 2…), every hash that of its content and the hash
 * before. Stops at the first difference and says what it is. With a kept digest, also checks that
 * the chain's first `size` events still give the digest's head and Merkle root.
 */
export async function verifyLog(
  dataSource: Pick<EntityManager, 'query'>,
  options: { digest?: KeptDigest; progress?: (events: number) => void } = {},
): Promise<VerifyReport> {
  const started = performance.now();
  const tree = new CompactRange();
  const digest = options.digest;
  let previous: Buffer = GENESIS;
  let problem: LogProblem | null = null;
  let atDigest: { head: string; root: string } | null = null;
  let firstAfterDigest: { index: number; position: number } | null = null;
  let unsealed = 0;
  const read = (cursor: [string, number]): Promise<Row[]> => dataSource.query(READ_SQL, cursor);
  // The next batch is asked for before this one is hashed: the database reads while we hash.
  let pending = read(['0', 0]);
  outer: for (;;) {
    const rows = await pending;
    if (!rows.length) break;
    const last = rows[rows.length - 1];
    pending = rows.length < BATCH ? Promise.resolve([]) : read([last.transaction_id, last.global_position]);
    for (const row of rows) {
      const index = tree.size;
      const position = row.global_position;
      const found = row.log_index;
      if (found === null && (unsealed = await unsealedTail(dataSource, row))) break outer;
      if (found !== index) {
        problem = await misplaced(dataSource, index, position, found);
        break outer;
      }
      const hash = chainHash(previous, canonicalEvent(contentOf(row)));
      if (!row.hash || !hash.equals(row.hash)) {
        problem = {
          kind: 'content',
          index,
          position,
          detail: `the event at position ${position} (${row.stream_type} ${row.stream_id} v${row.stream_version}, ${row.event_type}) is not what was recorded there: its content does not give its hash`,
        };
        break outer;
      }
      if (digest && index < digest.size && position > digest.position && !firstAfterDigest) {
        firstAfterDigest = { index, position };
      }
      previous = hash;
      tree.append(hash);
      if (digest && tree.size === digest.size) atDigest = { head: hash.toString('hex'), root: tree.root().toString('hex') };
    }
    options.progress?.(tree.size);
  }
  // A read still under way when a difference stopped the loop: let it end before answering.
  await pending.catch(() => undefined);
  let extendsDigest: boolean | null = null;
  if (digest) {
    extendsDigest = !problem && atDigest !== null && atDigest.head === digest.head && atDigest.root === digest.root;
    if (!problem && !extendsDigest) problem = digestProblem(digest, tree.size, firstAfterDigest);
  }
  return {
    events: tree.size,
    head: previous.toString('hex'),
    root: tree.root().toString('hex'),
    seconds: (performance.now() - started) / 1000,
    unsealed,
    extendsDigest,
    problem,
  };
}

/**
 * How many events from `row` on are unsealed, when no sealed event follows it in read order: the
 * newest events, committed after the sealer last ran. 0 when a sealed event follows: then `row`
 * was put there around the event store.
 */
async function unsealedTail(dataSource: Pick<EntityManager, 'query'>, row: Row): Promise<number> {
  const [{ sealed_after, unsealed }]: Array<{ sealed_after: boolean; unsealed: number }> = await dataSource.query(
    `SELECT EXISTS (SELECT 1 FROM public.events e
                     WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) AND e.hash IS NOT NULL) AS sealed_after,
            (SELECT count(*)::int FROM public.events e
              WHERE (e.transaction_id, e.global_position) >= ($1::xid8, $2::bigint)) AS unsealed`,
    [row.transaction_id, row.global_position],
  );
  return sealed_after ? 0 : unsealed;
}

/** The event at chain place `index` carries another index (or none): an event missing, moved or added. */
async function misplaced(
  dataSource: Pick<EntityManager, 'query'>,
  index: number,
  position: number,
  found: number | null,
): Promise<LogProblem> {
  if (found === null) {
    return {
      kind: 'inserted',
      index,
      position,
      detail: `the event at position ${position} has no place in the chain: it was written around the event store`,
    };
  }
  if (found < index) {
    return {
      kind: 'inserted',
      index,
      position,
      detail: `the event at position ${position} claims chain place ${found}, already taken before it: an event was added`,
    };
  }
  const [elsewhere]: Array<{ global_position: number } | undefined> = await dataSource.query(
    `SELECT global_position FROM public.events WHERE log_index = $1`,
    [index],
  );
  if (elsewhere) {
    return {
      kind: 'order',
      index,
      position,
      detail: `chain place ${index} should come here, but position ${position} holds place ${found}; place ${index} is at position ${elsewhere.global_position}: the order was changed`,
    };
  }
  return {
    kind: 'missing',
    index,
    position,
    detail: `chain place${found - index > 1 ? `s ${index}–${found - 1} are` : ` ${index} is`} missing before position ${position}: an event was deleted`,
  };
}

function digestProblem(
  digest: KeptDigest,
  events: number,
  firstAfterDigest: { index: number; position: number } | null,
): LogProblem {
  if (firstAfterDigest) {
    return {
      kind: 'rewritten',
      index: firstAfterDigest.index,
      position: firstAfterDigest.position,
      detail: `chain place ${firstAfterDigest.index} holds an event recorded after the digest (position ${firstAfterDigest.position} > ${digest.position}): the log was cut there and written again`,
    };
  }
  if (events < digest.size) {
    return {
      kind: 'missing',
      index: events,
      position: null,
      detail: `the digest covers ${digest.size} events, the log has ${events}: events from chain place ${events} on were deleted`,
    };
  }
  return {
    kind: 'rewritten',
    index: digest.size - 1,
    position: null,
    detail: `the chain's first ${digest.size} events no longer give the digest's head and root: the log was rewritten at or before position ${digest.position}`,
  };
}
