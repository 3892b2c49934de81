import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { readableHorizon } from '../subscription/log-horizon';
import { LogNotifications } from '../subscription/log-notifications';
import { afterHead, CHAIN_LOCK_SQL, readHead, sealBatch } from './event-chain';

/** Events hashed per sealing transaction: the chain lock is held for one batch at a time. */
const SEAL_BATCH = 5000;
/** How long a caller that needs its own commits in the chain (a digest) waits for older transactions. */
const WAIT_FOR_OLDER_MS = 5000;
/**
 * After a pass that sealed something, or that left committed events waiting behind an open
 * transaction, the worker's sealer lets appends gather this long before its next pass, whatever
 * is notified meanwhile: one pass per append (its horizon, lock, reads, insert and commit) took
 * 40% of a single writer's appends on two cores; a pass every 25 ms seals the same events in a
 * few rows' batches and adds at most this much to the unsealed window.
 */
const GATHER_MS = 25;

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
  const target = options.committedBeforeCall ? await snapshotEnd(dataSource) : null;
  const started = Date.now();
  let sealed = 0;
  for (let round = 0; ; round++) {
    // Its own statement, before the sealing transaction: the sealer's reads see a newer snapshot.
    const horizon = await readableHorizon(dataSource.manager);
    for (;;) {
      const count = await dataSource.transaction(async (manager) => {
        // The seal is a function of the committed log and its order, so a seal lost in a crash
        // is redone identically on the next pass: its commit need not wait for the disk.
        await manager.query(`SET LOCAL synchronous_commit = off`);
        await manager.query(CHAIN_LOCK_SQL);
        return sealBatch(manager, SEAL_BATCH, horizon);
      });
      sealed += count;
      if (count < SEAL_BATCH) break;
    }
    if (target === null || BigInt(horizon) >= target || Date.now() - started > WAIT_FOR_OLDER_MS) return sealed;
    // A transaction that began before the call is still open: its events, if it commits, come
    // before ours in read order. Look again shortly (it usually ends within milliseconds).
    await new Promise((resolve) => setTimeout(resolve, Math.min(50, 2 ** round)));
  }
}

/** The first transaction id not yet started at this moment: every transaction below it has begun. */
async function snapshotEnd(dataSource: DataSource): Promise<bigint> {
  const [{ xmax }]: Array<{ xmax: string }> = await dataSource.query(
    `SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`,
  );
  return BigInt(xmax);
}

/** Events committed after the head that the last pass could not seal: they wait behind an open transaction. */
const WAITING_SQL = `SELECT EXISTS (SELECT 1 FROM public.events e
  WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)) AS waiting`;

/**
 * The worker's sealer: woken by an append's notification (LISTEN on the events' channel), it
 * seals what has become readable; while there is more (a steady stream of appends, or committed
 * events waiting behind an open transaction) it looks again every 25 ms, else once a second or at
 * the next notification. Several workers may run one: the chain lock serialises their passes.
 */
export class ChainSealer {
  private readonly logger = new Logger('ChainSealer');
  private readonly notifications = new LogNotifications(this.logger);
  private running = false;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly connectionString: string,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.notifications.interrupt();
    await this.loop;
    await this.notifications.close();
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      try {
        if (!this.notifications.open)
          await this.notifications.listen(this.connectionString, `sayyara-chain-sealer@${process.pid}`);
        this.notifications.taken();
        const sealed = await sealChain(this.dataSource);
        failures = 0;
        const [{ waiting }]: Array<{ waiting: boolean }> = await this.dataSource.query(
          WAITING_SQL,
          afterHead(await readHead(this.dataSource)),
        );
        // Not cut short by notifications: with appends streaming in, one arrives during every pass,
        // and a pass would follow each append (and while events wait behind an open transaction
        // every pass finds some, even when each append is sealed the moment it can be).
        if (sealed > 0 || waiting) await this.notifications.pause(GATHER_MS, this.running);
        if (!waiting) await this.sleep(1000);
      } catch (error) {
        failures += 1;
        const delay = Math.min(5_000, 250 * 2 ** Math.min(failures, 5));
        this.logger.warn(`sealing failed (attempt ${failures}), retrying in ${delay} ms: ${(error as Error).message}`);
        await this.notifications.close();
        await this.sleep(delay);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return this.notifications.sleep(ms, this.running);
  }
}

/** The worker's sealer (see ChainSealer). */
export const chainSealer = (dataSource: DataSource, connectionString: string): ChainSealer =>
  new ChainSealer(dataSource, connectionString);
