import { Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { RecordedEvent } from '../event.types';
import { oldestWriter, readableHorizon } from './log-horizon';
import { LogCheckpoint, readLog } from './log-reader';
import { LogNotifications } from './log-notifications';

export interface SubscriptionHandler {
  /**
   * Called once per event in log order, inside the transaction that moves the checkpoint:
   * database work done with `manager` happens exactly once; external effects (Redis, sockets)
   * happen at least once and must be idempotent. Throwing retries the batch after a pause.
   */
  handle(event: RecordedEvent, manager: EntityManager): Promise<void>;
  /**
   * Optional: called once the batch's events were handled, before the checkpoint commits (so a
   * failure here retries the whole batch). For work done once per batch rather than per event,
   * on connections of its own: it must be idempotent, like external effects.
   */
  afterBatch?(batch: RecordedEvent[]): Promise<void>;
}

export interface SubscriptionOptions {
  batchSize?: number;
  /** How long to wait for a notification before looking again (covers rolled-back gaps). */
  idlePollMs?: number;
  /**
   * After waking from idle, wait this long before reading: the appends of that moment gather into
   * one batch, and the subscriptions a user waits on (the pushes) have the worker and the
   * database to themselves just after each append. 0 (the default): read at once.
   */
  gatherMs?: number;
  /** Test hook: runs after the batch was handled, before the checkpoint commits. */
  beforeCheckpoint?: (batch: RecordedEvent[]) => Promise<void> | void;
}

/** Past this, a wait behind a running transaction is worth a log line (and one per period after). */
const LONG_WAIT_MS = 30_000;

type Checkpoint = LogCheckpoint;

/**
 * A checkpointed reader of the log that never skips an event.
 *
 * Positions come from a sequence, so a transaction may commit position 7 after another has
 * committed 8: reading "position > checkpoint" would skip 7 for ever. Like emmett-postgresql,
 * we order by (transaction id, position) and only read rows whose transaction id is below the
 * oldest transaction still running in this database (`readableHorizon`). Every transaction below
 * that horizon has finished, so no row can later appear behind the checkpoint. Rolled-back rows
 * never exist.
 *
 * One process at a time runs a given subscription (a session advisory lock), so several worker
 * copies can run without double dispatch; if the holder dies its lock goes with its session.
 */
export class EventSubscription {
  private readonly logger: Logger;
  /** The session that holds this subscription's lock and LISTENs for appends. */
  private readonly notifications: LogNotifications;
  private running = false;
  private loop: Promise<void> | null = null;
  private checkpoint: Checkpoint | null = null;
  private failures = 0;
  /** Since when committed events have been waiting behind a running transaction (for the log). */
  private waitingSince: number | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly connectionString: string,
    readonly name: string,
    private readonly handler: SubscriptionHandler,
    private readonly options: SubscriptionOptions = {},
  ) {
    this.logger = new Logger(`Subscription:${name}`);
    this.notifications = new LogNotifications(this.logger);
  }

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
    while (this.running) {
      try {
        if (!this.notifications.open) {
          const acquired = await this.acquire();
          if (!acquired) {
            await this.sleep(2000);
            continue;
          }
        }
        const handled = await this.processBatch();
        this.failures = 0;
        if (handled > 0) {
          this.waitingSince = null;
          continue;
        }
        // Committed events behind a still-open transaction become readable without a new
        // notification when that transaction ends, so look again soon rather than idling.
        const waiting = await this.hasEventsBeyondHorizon();
        await this.reportLongWait(waiting);
        await this.sleep(waiting ? 20 : (this.options.idlePollMs ?? 1000));
        await this.notifications.pause(this.options.gatherMs ?? 0, this.running);
      } catch (error) {
        this.failures += 1;
        // Capped low: when Redis or the database comes back, dispatch resumes within seconds.
        const delay = Math.min(5_000, 250 * 2 ** Math.min(this.failures, 5));
        this.logger.warn(`batch failed (attempt ${this.failures}), retrying in ${delay} ms: ${(error as Error).message}`);
        await this.sleep(delay);
      }
    }
  }

  /** Takes the lock on a session of our own, which also carries LISTEN. */
  private acquire(): Promise<boolean> {
    // The name says which process holds which subscription (pg_stat_activity), for operators
    // running several workers.
    return this.notifications.listen(this.connectionString, `sayyara-sub-${this.name}@${process.pid}`, async (client) => {
      const [{ locked }] = (
        await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [
          `subscription:${this.name}`,
        ])
      ).rows;
      if (!locked) return false;
      await this.dataSource.query(
        `INSERT INTO public.subscription_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`,
        [this.name],
      );
      // position is a bigint, read as a number (the INT8 parser in data-source-options.ts).
      const [row]: Array<{ transaction_id: string; position: number }> = await this.dataSource.query(
        `SELECT transaction_id::text AS transaction_id, position FROM public.subscription_checkpoints WHERE name = $1`,
        [this.name],
      );
      this.checkpoint = { transactionId: row.transaction_id, position: row.position };
      return true;
    });
  }

  private async processBatch(): Promise<number> {
    this.notifications.taken();
    const from = this.checkpoint!;
    const horizon = await readableHorizon(this.dataSource.manager);
    const batch = await readLog(this.dataSource.manager, from, this.options.batchSize ?? 200, horizon);
    if (batch.length === 0) return 0;
    const last = batch[batch.length - 1];
    await this.dataSource.transaction(async (manager) => {
      for (const event of batch) await this.handler.handle(event, manager);
      await this.handler.afterBatch?.(batch);
      await this.options.beforeCheckpoint?.(batch);
      await manager.query(
        `UPDATE public.subscription_checkpoints
            SET transaction_id = $2::xid8, position = $3, updated_at = now()
          WHERE name = $1`,
        [this.name, last.transactionId, last.position],
      );
    });
    this.checkpoint = { transactionId: last.transactionId, position: last.position };
    return batch.length;
  }

  private async hasEventsBeyondHorizon(): Promise<boolean> {
    const from = this.checkpoint!;
    const [row]: Array<{ waiting: boolean }> = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM public.events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)) AS waiting`,
      [from.transactionId, from.position],
    );
    return row.waiting;
  }

  /** Says once, after a while, which transaction of this database is holding the events back. */
  private async reportLongWait(waiting: boolean): Promise<void> {
    if (!waiting) {
      this.waitingSince = null;
      return;
    }
    const now = Date.now();
    if (this.waitingSince === null) this.waitingSince = now;
    else if (now - this.waitingSince > LONG_WAIT_MS) {
      this.waitingSince = now;
      const holder = await oldestWriter(this.dataSource.manager);
      this.logger.warn(`events have waited over ${LONG_WAIT_MS / 1000} s behind a running transaction: ${holder ?? 'none now'}`);
    }
  }

  private sleep(ms: number): Promise<void> {
    return this.notifications.sleep(ms, this.running);
  }
}
