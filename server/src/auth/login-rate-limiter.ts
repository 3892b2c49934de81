import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnections } from '../redis/redis.module';
import { tooManyRequests } from '../shared/http/http-errors';

/**
 * Counts failed logins per (IP, email) and per IP, in Redis so every server copy agrees; with
 * Redis down an in-memory limiter keeps protecting this process. Successful logins do not count.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly perAccount: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

  constructor(@Inject(APP_CONFIG) config: AppConfig, redis: RedisConnections) {
    const account = { points: config.LOGIN_RATE_LIMIT, duration: 15 * 60 };
    const ip = { points: config.LOGIN_RATE_LIMIT * 10, duration: 60 * 60 };
    this.perAccount = new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: `${config.REDIS_PREFIX}:login:account`,
      ...account,
      insuranceLimiter: new RateLimiterMemory(account),
    });
    this.perIp = new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: `${config.REDIS_PREFIX}:login:ip`,
      ...ip,
      insuranceLimiter: new RateLimiterMemory(ip),
    });
  }

  /** Throws 429 when either budget of failures is spent. */
  async check(ip: string, email: string): Promise<void> {
    const [account, byIp] = await Promise.all([this.perAccount.get(`${ip}|${email}`), this.perIp.get(ip)]);
    const spent = (res: RateLimiterRes | null, limit: number) => (res?.consumedPoints ?? 0) >= limit;
    if (spent(account, this.perAccount.points) || spent(byIp, this.perIp.points)) throw tooManyRequests();
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    await Promise.all([
      this.perAccount.penalty(`${ip}|${email}`, 1).catch(() => undefined),
      this.perIp.penalty(ip, 1).catch(() => undefined),
    ]);
  }

  async recordSuccess(ip: string, email: string): Promise<void> {
    await this.perAccount.delete(`${ip}|${email}`).catch(() => undefined);
  }
}
