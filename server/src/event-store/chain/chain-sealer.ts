import { DataSource } from 'typeorm';
import { EventSubscription } from '../subscription/event-subscription';
import { readableHorizon } from '../subscription/log-horizon';
import { CHAIN_LOCK_SQL, sealBatch } from './event-chain';

/** Events hashed per sealing transaction: the chain lock is held for one batch at a time. */
const SEAL_BATCH = 5000;
/** How long a caller that needs its own commits in the chain (a digest) waits for older transactions. */
const WAIT_FOR_OLDER_MS = 5000;

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

/** The sealer's subscription name (its checkpoint row, its advisory lock). */
export const CHAIN_SEALER = 'chain-seal';

/**
 * The worker's sealer: a subscription (one holder across workers, woken by every append's
 * notification, looking again while committed events wait behind a running transaction) whose
 * only work is to seal what has become readable.
 */
export function chainSealer(dataSource: DataSource, connectionString: string): EventSubscription {
  return new EventSubscription(
    dataSource,
    connectionString,
    CHAIN_SEALER,
    {
      handle: () => Promise.resolve(),
      afterBatch: async () => {
        await sealChain(dataSource);
      },
    },
    { batchSize: SEAL_BATCH },
  );
}
