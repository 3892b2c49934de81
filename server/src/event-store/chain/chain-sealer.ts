import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { readableHorizon } from '../subscription/log-horizon';
import { LogNotifications } from '../subscription/log-notifications';
import { CHAIN_LOCK_SQL, SealedBatch, sealNext } from './event-chain';

/** Events hashed per sealing transaction: the chain lock is held for one batch at a time. */
const SEAL_BATCH = 5000;
/** How long a caller that needs its own commits in the chain (a digest) waits for older transactions. */
const WAIT_FOR_OLDER_MS = 5000;
/**
 * After a pass that sealed something, or that left committed events waiting behind an open
 * transaction, the worker's sealer lets appends gather this long before its next pass: one pass
 * per append (its horizon, lock, reads, insert and commit) took 40% of a single writer's appends
 * on two cores. Each pass still costs the appends a little (its reads and writes, its commit), so
 * fewer, larger ones are cheaper: at 32 writers, passes every 25 ms left the appends 72% of
 * their rate without hashing, every 100 ms 79% (the appends bench, the same run, three rounds).
 * The unsealed window is then about 0.1 s (p99 0.3 s): nothing waits on it (a digest, a proof and
 * a verification seal first, themselves).
 */
const GATHER_MS = 100;

export interface SealOptions {
  /**
   * Also wait (up to a few seconds) until every transaction running when the call began has
   * ended, so that everything committed before the call is in the chain: a digest asked for after
   * an append covers it.
   */
  committedBeforeCall?: boolean;
}

/**
 * Seals the events below the readers' horizon (see CHAIN.md): the appends never touch the chain,
 * this does, after their commit, in the order the subscriptions read. Each batch is its own short
 * transaction under the chain lock, so a sealer and the appends never wait for one another.
 * Returns how many events it sealed.
 */
export async function sealChain(dataSource: DataSource, options: SealOptions = {}): Promise<number> {
  return (await sealPass(dataSource, options)).sealed;
}

/** sealChain, also telling whether committed events were left waiting behind an open transaction. */
export async function sealPass(dataSource: DataSource, options: SealOptions = {}): Promise<SealedBatch> {
  const target = options.committedBeforeCall ? await snapshotEnd(dataSource) : null;
  const started = Date.now();
  let sealed = 0;
  for (let round = 0; ; round++) {
    // Its own statement, before the sealing transaction: the sealer's reads see a newer snapshot.
    const horizon = await readableHorizon(dataSource.manager);
    let batch: SealedBatch;
    do {
      batch = await dataSource.transaction(async (manager) => {
        // The seal is a function of the committed log and its order, so a seal lost in a crash
        // is redone identically on the next pass: its commit need not wait for the disk.
        await manager.query(SEAL_TRANSACTION_SQL);
        return sealNext(manager, SEAL_BATCH, horizon);
      });
      sealed += batch.sealed;
    } while (batch.sealed === SEAL_BATCH);
    if (target === null || BigInt(horizon) >= target || Date.now() - started > WAIT_FOR_OLDER_MS)
      return { sealed, waiting: batch.waiting };
    // A transaction that began before the call is still open: its events, if it commits, come
    // before ours in read order. Look again shortly (it usually ends within milliseconds).
    await new Promise((resolve) => setTimeout(resolve, Math.min(50, 2 ** round)));
  }
}

/** A sealing transaction's first statement: its commit does not wait for the disk, and it takes the chain lock. */
const SEAL_TRANSACTION_SQL = `SELECT set_config('synchronous_commit', 'off', true), (${CHAIN_LOCK_SQL}) AS locked`;

/** The first transaction id not yet started at this moment: every transaction below it has begun. */
async function snapshotEnd(dataSource: DataSource): Promise<bigint> {
  const [{ xmax }]: Array<{ xmax: string }> = await dataSource.query(
    `SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`,
  );
  return BigInt(xmax);
}

/**
 * While nothing was left to seal, the worker's sealer looks again this often. It does not LISTEN
 * for appends: a listening session costs every append's commit a signal, and the sealer a message
 * to read, for each of the hundreds of appends a second it then gathers into one pass anyway
 * (measured in the appends bench: 73% of the appends without hashing at 32 writers when it
 * listened). Nothing waits on its timing: a digest, a proof and a verification seal first,
 * themselves; the unsealed window only grows by up to this much after a quiet spell.
 */
const IDLE_MS = 250;

/**
 * The worker's sealer: it seals what has become readable, then, while there is more (a steady
 * stream of appends, or committed events waiting behind an open transaction), looks again every
 * 100 ms, else every 250 ms. Several workers may run one: the chain lock serialises their passes.
 */
export class ChainSealer {
  private readonly logger = new Logger('ChainSealer');
  /** Its sleeps, which stopping cuts short; it never listens (IDLE_MS). */
  private readonly wakeups = new LogNotifications(this.logger);
  private running = false;
  private loop: Promise<void> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wakeups.interrupt();
    await this.loop;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      try {
        const { sealed, waiting } = await sealPass(this.dataSource);
        failures = 0;
        // With appends streaming in, every pass ends with more to seal: waiting lets them gather
        // into the next pass's batch instead of one pass per append.
        if (sealed > 0 || waiting) await this.wakeups.pause(GATHER_MS, this.running);
        else await this.wakeups.pause(IDLE_MS, this.running);
      } catch (error) {
        failures += 1;
        const delay = Math.min(5_000, 250 * 2 ** Math.min(failures, 5));
        this.logger.warn(`sealing failed (attempt ${failures}), retrying in ${delay} ms: ${(error as Error).message}`);
        await this.wakeups.pause(delay, this.running);
      }
    }
  }
}

/** The worker's sealer (see ChainSealer). */
export const chainSealer = (dataSource: DataSource): ChainSealer => new ChainSealer(dataSource);
