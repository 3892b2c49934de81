import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { RedisConnections } from '../../redis/redis.module';
import { within } from '../../shared/within';
import { parseLsn } from './lsn';
import { ReplicaMonitor } from './replica-monitor';

/** Raises the stored position, never lowers it (two servers may record one account's writes out of order). */
const RAISE = `
local held = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) > held then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
else
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1`;

/** A Redis that answers slowly must not hold up the write's answer or the read. */
const REDIS_WAIT_MS = 1000;

/** The answer when an account's last write cannot be known (Redis down): read from the primary. */
export const UNKNOWN = 'unknown';

/**
 * Read-your-writes: after an account appends events, the primary's WAL position just after the
 * commit is remembered for that account (in Redis, shared by every server, and in this process),
 * and its reads go to the replica only once the replica has replayed up to it. The mark outlives
 * any position the replica could still be missing while it is within the lag bound (twice the
 * bound, plus 10 s), so it then expires on its own. Anonymous visitors write nothing and have no mark.
 */
@Injectable()
export class ReadYourWrites {
  private readonly logger = new Logger('ReadReplica');
  private readonly local = new Map<number, { lsn: bigint; until: number }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly primary: DataSource,
    private readonly redis: RedisConnections,
    private readonly monitor: ReplicaMonitor,
  ) {}

  private get ttlMs(): number {
    return 2 * this.config.DATABASE_READ_MAX_LAG_MS + 10_000;
  }

  private key(accountId: number): string {
    return `${this.redis.prefix}:read-your-writes:${accountId}`;
  }

  /** After a commit by `accountId` (the events' actor): remember where the primary's WAL is now. */
  async wrote(accountId: number | null | undefined): Promise<void> {
    await this.mustSeeFromNow(accountId);
  }

  /**
   * A socket of `accountId` (re)connected and is in its rooms: its client now refetches what it
   * shows, and that read must see every commit made before this point, whoever made it. The
   * pushes of those commits went out while the socket was away (an admin's approval during a
   * server restart); later commits reach the socket. Without this, a lagging replica would serve
   * the seller's page as it was before the approval, and no push would ever correct it.
   */
  async connected(accountId: number): Promise<void> {
    await this.mustSeeFromNow(accountId);
  }

  /** The account's reads must see the primary's WAL as it is now (until the mark expires). */
  private async mustSeeFromNow(accountId: number | null | undefined): Promise<void> {
    if (!this.monitor.configured || !accountId) return;
    try {
      // The insert position, past the commit record even when synchronous_commit is off (the
      // write position may not have reached it yet then): never short of the commit.
      const [{ lsn }] = await this.primary.query<Array<{ lsn: string }>>(`SELECT pg_current_wal_insert_lsn()::text AS lsn`);
      const position = parseLsn(lsn);
      const until = Date.now() + this.ttlMs;
      const held = this.local.get(accountId);
      if (!held || held.lsn < position) this.local.set(accountId, { lsn: position, until });
      else held.until = until;
      this.forgetExpired();
      await within(REDIS_WAIT_MS, this.redis.client.eval(RAISE, 1, this.key(accountId), position.toString(), String(this.ttlMs)));
    } catch (error) {
      // The write itself succeeded; this process still knows it, other servers may briefly serve the replica.
      this.logger.warn(`could not share the write position of account ${accountId}: ${(error as Error).message}`);
    }
  }

  /** The position `accountId`'s reads must see: 0n without a recent write, UNKNOWN when it cannot be told. */
  async mustSee(accountId: number): Promise<bigint | typeof UNKNOWN> {
    const held = this.local.get(accountId);
    const local = held && held.until > Date.now() ? held.lsn : 0n;
    try {
      const shared = await within(REDIS_WAIT_MS, this.redis.client.get(this.key(accountId)));
      const remote = shared ? BigInt(shared) : 0n;
      return remote > local ? remote : local;
    } catch {
      return UNKNOWN;
    }
  }

  private forgetExpired(): void {
    if (this.local.size < 10_000) return;
    const now = Date.now();
    for (const [id, mark] of this.local) if (mark.until <= now) this.local.delete(id);
  }
}
