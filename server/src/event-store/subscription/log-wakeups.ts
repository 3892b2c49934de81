import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';

/** The channel every loop that follows the log LISTENs on (LogNotifications). */
export const EVENTS_CHANNEL = 'sayyara_events';

/**
 * Sent in a transaction of its own, whose commit need not wait for the disk: a notification
 * that a crash loses is replaced by the listeners' own look every second.
 */
const WAKE_SQL = `SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, '')`;

/**
 * At most one notification per this many milliseconds from a process: an append after a quiet
 * spell wakes the listeners at once, a stream of appends every 10 ms at most. Each notification
 * is a transaction of its own, running beside the next append: behind a single writer, one per
 * append cost its listings a fifth of their rate on two cores once the chain's sealer ran too.
 */
export const WAKE_GAP_MS = 10;

/**
 * Wakes the loops that follow the log (the worker's subscriptions) after appends commit: one
 * NOTIFY at a time per process, and one more after it (WAKE_GAP_MS apart at least) when appends
 * committed meanwhile, so every commit is followed by a notification sent after it.
 *
 * Why not NOTIFY inside each append, as the store once did: PostgreSQL queues a transaction's
 * notifications under one lock for the whole server, held until the commit has reached the disk,
 * so every appending transaction waited its turn to commit: at 32 concurrent writers, 7 to 17 of
 * them were seen waiting on that lock at any moment, and appends no longer shared their disk
 * flushes. Here the appends commit side by side; notifications follow in their own short
 * transactions, as many as can go one after another.
 */
@Injectable()
export class LogWakeups implements OnModuleDestroy {
  private readonly logger = new Logger('LogWakeups');
  private sending: Promise<void> | null = null;
  private again = false;
  private lastSent = -Infinity;
  /** WAKE_GAP_MS; shorter in tests of the coalescing. */
  protected readonly gapMs: number = WAKE_GAP_MS;

  constructor(private readonly dataSource: DataSource) {}

  /** After a commit: a notification soon, shared by every append that commits before it is sent. */
  appended(): void {
    this.again = true;
    this.sending ??= this.send();
  }

  /** Resolves once no notification is being sent. */
  async settled(): Promise<void> {
    while (this.sending) await this.sending;
  }

  /** Before the connections close: the last appends' notification is sent. */
  onModuleDestroy(): Promise<void> {
    return this.settled();
  }

  private async send(): Promise<void> {
    while (this.again) {
      // Awaited only when there is a gap to keep: after a quiet spell the notification goes in this turn.
      if (performance.now() < this.lastSent + this.gapMs) await this.gapSinceLast();
      // Every append that committed until now is covered by the notification sent next.
      this.again = false;
      this.lastSent = performance.now();
      try {
        await this.dataSource.query(WAKE_SQL, [EVENTS_CHANNEL]);
      } catch (error) {
        // The listeners look again within a second anyway: a lost wake-up only delays them.
        this.logger.warn(`could not notify the log's listeners: ${(error as Error).message}`);
      }
    }
    // In the same turn as the last look at `again`: an append that comes after it starts a new send.
    this.sending = null;
  }

  /** Until the gap has passed since the last notification; a timer may fire a little early by this clock. */
  private async gapSinceLast(): Promise<void> {
    for (;;) {
      const wait = this.lastSent + this.gapMs - performance.now();
      if (wait <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
