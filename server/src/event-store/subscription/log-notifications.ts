import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { EVENTS_CHANNEL } from './log-wakeups';

/**
 * The wake-ups of a loop that follows the log (a subscription, the chain's sealer): a session of
 * its own that LISTENs to every append's notification, and a sleep that a notification, or
 * stopping, cuts short. A notification that arrives while the loop is busy is remembered, so the
 * loop's next sleep is skipped rather than slept through.
 */
export class LogNotifications {
  private client: Client | null = null;
  private wake: (() => void) | null = null;
  private endPause: (() => void) | null = null;
  private notified = false;

  constructor(private readonly logger: Logger) {}

  get open(): boolean {
    return this.client !== null;
  }

  /**
   * Connects as `applicationName` (operators see in pg_stat_activity which process follows
   * what), runs `prepare` on that session first (a subscription takes its lock there), then
   * LISTENs. False, with the session closed, when `prepare` says so.
   */
  async listen(
    connectionString: string,
    applicationName: string,
    prepare?: (client: Client) => Promise<boolean>,
  ): Promise<boolean> {
    const client = new Client({ connectionString, application_name: applicationName });
    client.on('error', (error) => {
      this.logger.warn(`listener connection lost: ${error.message}`);
      void this.close();
    });
    await client.connect();
    try {
      if (prepare && !(await prepare(client))) {
        await client.end().catch(() => undefined);
        return false;
      }
      client.on('notification', () => {
        this.notified = true;
        this.wake?.();
      });
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return true;
  }

  /** The loop is about to read the log: what was notified so far will be in what it reads. */
  taken(): void {
    this.notified = false;
  }

  /** Waits `ms`, or less if an append is notified or `interrupt` is called; not at all if one already was, or when not `running`. */
  sleep(ms: number, running: boolean): Promise<void> {
    if (!running || this.notified) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  /**
   * Waits `ms` whatever is notified meanwhile, so that the appends of that moment gather into the
   * loop's next read; only `interrupt` (stopping) cuts it short. Not at all when not `running`.
   */
  pause(ms: number, running: boolean): Promise<void> {
    if (!running || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.endPause = () => {
        this.endPause = null;
        done();
      };
    });
  }

  /** Ends the current sleep or pause at once (the loop is stopping). */
  interrupt(): void {
    this.wake?.();
    this.endPause?.();
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
