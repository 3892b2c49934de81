import { DataSource, EntityManager } from 'typeorm';
import { canonicalEvent, chainHash, GENESIS } from './canonical';
import { contentOf } from './event-chain';
import { diagnose, LogProblem, sealsPastTheEnd } from './log-diagnosis';
import { BATCH, inOneSnapshot, LogBatch, Querier, readLogBatch } from './log-reads';
import { CompactRange } from './merkle';

export type { Difference, LogProblem } from './log-diagnosis';

/** What an auditor keeps: the chain as it stood at one moment (see LogDigest in the audit context). */
export interface KeptDigest {
  /** Events in the chain (the Merkle tree's size). */
  size: number;
  /** Global position of the chain's last event. */
  position: number;
  head: string;
  root: string;
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

const NO_MORE: Promise<LogBatch> = Promise.resolve({ events: [], seals: [], twice: new Set(), first: 0 });

export interface VerifyOptions {
  digest?: KeptDigest;
  progress?: (events: number) => void;
}

/**
 * Re-hashes the whole log in the order readers see it, (transaction id, position), and checks the
 * chain against its seals (public.event_seals): the k-th event in read order holds place k, its
 * seal names it, and the seal's hash is that of its content and the hash before. Stops at the first
 * difference and says what it is (log-diagnosis.ts). With a kept digest, also checks that the
 * chain's first `size` events still give the digest's head and Merkle root. Reads one snapshot of
 * the log (inOneSnapshot), so a sealer running meanwhile changes nothing it sees.
 */
export function verifyLog(source: DataSource | EntityManager, options: VerifyOptions = {}): Promise<VerifyReport> {
  return inOneSnapshot(source, (querier) => verifySnapshot(querier, options));
}

async function verifySnapshot(dataSource: Querier, options: VerifyOptions): Promise<VerifyReport> {
  const started = performance.now();
  const tree = new CompactRange();
  const digest = options.digest;
  let previous: Buffer = GENESIS;
  let problem: LogProblem | null = null;
  let atDigest: { head: string; root: string } | null = null;
  let firstAfterDigest: { index: number; position: number } | null = null;
  let unsealed = 0;
  // The next batch is asked for before this one is hashed: the database reads while we hash.
  let pending = readLogBatch(dataSource, ['0', 0], 0);
  outer: for (;;) {
    const { events, seals, twice, first } = await pending;
    if (!events.length) break;
    const last = events[events.length - 1];
    // Every place so far holds its event, or the loop stops: the next batch's first place follows.
    pending =
      events.length < BATCH
        ? NO_MORE
        : readLogBatch(dataSource, [last.transaction_id, last.global_position], first + events.length);
    for (const row of events) {
      const index = tree.size;
      const position = row.global_position;
      const seal = seals[index - first];
      const hash = chainHash(previous, canonicalEvent(contentOf(row)));
      if (!seal || seal.global_position !== position || !seal.hash.equals(hash) || twice.has(index)) {
        const found = await diagnose(dataSource, { index, row, hash, seal, twice: twice.has(index) });
        if ('unsealed' in found) unsealed = found.unsealed;
        else problem = found;
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
  // Every event was in its place: a seal beyond the last names an event that is gone.
  if (!problem && !unsealed) problem = await sealsPastTheEnd(dataSource, tree.size);
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
