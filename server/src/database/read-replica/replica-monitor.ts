import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { within } from '../../shared/within';
import { READ_MODEL_SCHEMA } from '../data-source-options';
import { parseLsn } from './lsn';
import { ReplicaLag } from './replica-lag';

/** off: no DATABASE_READ_URL; unknown: not judged yet; up: usable; lagging/down: reads go to the primary. */
export type ReplicaStatus = 'off' | 'unknown' | 'up' | 'lagging' | 'down';

/** How long a look at the replica may take before it counts as down (a blackholed host hangs). */
const PROBE_TIMEOUT_MS = 2000;
/** The longest a read waits for the replica before it is read from the primary instead. */
const READ_TIMEOUT_MS = 10_000;

/**
 * Watches the read replica: every DATABASE_READ_CHECK_MS it reads the primary's WAL position
 * and the replica's replay position, and from them the replica's lag (ReplicaLag). Reads use the
 * last look while it is fresh, so no read pays a query for it; a stale look (the watch itself is
 * stuck) counts as down. The watch starts with the first read, so processes that never route a
 * read (the worker) never open the replica's pool.
 */
@Injectable()
export class ReplicaMonitor implements OnApplicationShutdown {
  private readonly logger = new Logger('ReadReplica');
  private readonly lag = new ReplicaLag();
  private pool: Pool | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private startedAt = 0;
  private state: { status: ReplicaStatus; replayed: bigint | null; checkedAt: number } = {
    status: 'unknown',
    replayed: null,
    checkedAt: 0,
  };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly primary: DataSource,
  ) {
    if (!config.DATABASE_READ_URL) this.state.status = 'off';
  }

  get configured(): boolean {
    return this.state.status !== 'off';
  }

  /** The replica's state as of the last look (for /health and logs). */
  get status(): ReplicaStatus {
    this.start();
    return this.fresh() || !this.configured ? this.state.status : 'unknown';
  }

  /** The pool of the replica, once the watch has started. */
  get replica(): Pool {
    this.start();
    return this.pool!;
  }

  /** The replica's replay position when reads may go to it now, else null. */
  usableReplay(): bigint | null {
    if (!this.configured) return null;
    this.start();
    return this.state.status === 'up' && this.fresh() ? this.state.replayed : null;
  }

  /** A read on the replica failed as a replica fails (connection lost, shut down): stop using it until a look succeeds. */
  failed(error: Error): void {
    this.change('down', `read replica failed a read, reading from the primary: ${error.message}`);
  }

  private fresh(): boolean {
    return Date.now() - this.state.checkedAt <= Math.max(5 * this.config.DATABASE_READ_CHECK_MS, PROBE_TIMEOUT_MS);
  }

  private start(): void {
    if (this.pool || this.stopped || !this.config.DATABASE_READ_URL) return;
    this.startedAt = Date.now();
    this.pool = new Pool({
      connectionString: this.config.DATABASE_READ_URL,
      max: 20,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      // A replica whose host vanished leaves open connections silent: give up on a read after
      // this long (it is then read from the primary) instead of waiting for TCP to notice.
      query_timeout: READ_TIMEOUT_MS,
      keepAlive: true,
      idleTimeoutMillis: 30_000,
      options: `-c search_path=${READ_MODEL_SCHEMA},public`,
      application_name: 'sayyara-read',
    });
    // A replica that stops kills its idle connections: an unhandled 'error' would end the process.
    this.pool.on('error', (error) => this.logger.debug(`idle replica connection closed: ${error.message}`));
    void this.look();
  }

  private async look(): Promise<void> {
    try {
      const sentAt = Date.now();
      // The primary first: every position the replica reports afterwards is compared with it.
      const [{ lsn }] = await within(
        PROBE_TIMEOUT_MS,
        this.primary.query<Array<{ lsn: string }>>(`SELECT pg_current_wal_lsn()::text AS lsn`),
      );
      this.lag.primary(parseLsn(lsn), sentAt);
      await this.lookAtReplica();
    } catch (error) {
      // The primary itself is unreachable: reads fail there anyway; keep the last judgement.
      this.logger.debug(`primary WAL position unavailable: ${(error as Error).message}`);
    } finally {
      if (!this.stopped) {
        this.timer = setTimeout(() => void this.look(), this.config.DATABASE_READ_CHECK_MS);
        this.timer.unref();
      }
    }
  }

  private async lookAtReplica(): Promise<void> {
    let row: { standby: boolean; replayed: string | null };
    try {
      const result = await within(
        PROBE_TIMEOUT_MS,
        this.pool!.query<{ standby: boolean; replayed: string | null }>(
          `SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed`,
        ),
      );
      row = result.rows[0];
    } catch (error) {
      this.change('down', `read replica unreachable, reading from the primary: ${(error as Error).message}`);
      return;
    }
    if (!row.standby || row.replayed === null) {
      // A promoted replica (or the primary named twice) has its own history: its positions mean nothing here.
      this.change('down', 'DATABASE_READ_URL is not a streaming standby; reading from the primary');
      return;
    }
    const replayed = parseLsn(row.replayed);
    const now = Date.now();
    const lag = this.lag.replayed(replayed, now);
    const bound = this.config.DATABASE_READ_MAX_LAG_MS;
    this.state.replayed = replayed;
    this.state.checkedAt = now;
    if (lag === null) {
      // Behind a position of unknown age: wait for it, unless that takes longer than the bound.
      if (now - this.startedAt > bound)
        this.change('lagging', `read replica still behind after ${bound} ms, reading from the primary`);
      else this.change('unknown', '');
    } else if (lag > bound) {
      this.change('lagging', `read replica ${lag} ms behind (bound ${bound} ms), reading from the primary`);
    } else {
      this.change('up', this.state.status === 'unknown' ? '' : `read replica back (${lag} ms behind), reading from it again`);
    }
  }

  private change(status: ReplicaStatus, message: string): void {
    const was = this.state.status;
    if (status === 'down') this.state.checkedAt = Date.now();
    this.state.status = status;
    if (was === status || !message) return;
    if (status === 'up') this.logger.log(message);
    else this.logger.warn(message);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.pool?.end().catch(() => undefined);
  }
}
