import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnections } from '../redis/redis.module';
import { FamiliarAddresses } from '../shared/auth/familiar-addresses';
import { tooManyRequests } from '../shared/http/http-errors';
import { redisLimiter, retryAfterMs } from '../shared/http/rate-limit';

/** Once an account is under attack, addresses it has never signed in from get one try per this many seconds. */
const SLOW_LANE_SECONDS = 10;

/** One reserved login attempt, settled as a success or a failure once the password is checked. */
export interface LoginAttempt {
  ip: string;
  email: string;
}

/**
 * Limits password guessing, in Redis so every server copy agrees (in memory while Redis is down):
 * - per address and account: LOGIN_RATE_LIMIT tries per 15 minutes; per address: ten times that
 *   an hour. A try is reserved before the password is checked (argon2 is slow, so counting only
 *   afterwards let 30 parallel guesses all through); a successful login gives it back.
 * - per account across all addresses: after LOGIN_ACCOUNT_LIMIT failures in an hour the account
 *   is under attack, and addresses that have never signed in to it get one try per
 *   SLOW_LANE_SECONDS between them. That slows a botnet down without locking the owner out:
 *   the owner's familiar addresses are not slowed, and a new one only waits seconds.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly perAccount: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;
  private readonly accountFailures: RateLimiterRedis;
  private readonly slowLane: RateLimiterRedis;
  private readonly familiar: FamiliarAddresses;

  constructor(@Inject(APP_CONFIG) config: AppConfig, redis: RedisConnections) {
    this.familiar = new FamiliarAddresses(redis);
    this.perAccount = redisLimiter(redis, 'login:account', { points: config.LOGIN_RATE_LIMIT, duration: 15 * 60 });
    this.perIp = redisLimiter(redis, 'login:ip', { points: config.LOGIN_RATE_LIMIT * 10, duration: 60 * 60 });
    this.accountFailures = redisLimiter(redis, 'login:failures', { points: config.LOGIN_ACCOUNT_LIMIT, duration: 60 * 60 });
    this.slowLane = redisLimiter(redis, 'login:slow', { points: 1, duration: SLOW_LANE_SECONDS });
  }

  /** Takes one try from every budget before the password is checked; 429 when one is spent. */
  async reserve(ip: string, email: string): Promise<LoginAttempt> {
    const pair = `${ip}|${email}`;
    try {
      await this.perIp.consume(ip);
    } catch (rejection) {
      throw tooManyRequests(retryAfterMs(rejection));
    }
    try {
      await this.perAccount.consume(pair);
    } catch (rejection) {
      await this.perIp.reward(ip, 1).catch(() => undefined);
      throw tooManyRequests(retryAfterMs(rejection));
    }
    if ((await this.underAttack(email)) && !(await this.familiar.isFamiliar(ip, email))) {
      try {
        await this.slowLane.consume(email);
      } catch (rejection) {
        await Promise.all([this.perIp.reward(ip, 1), this.perAccount.reward(pair, 1)]).catch(() => undefined);
        throw tooManyRequests(retryAfterMs(rejection));
      }
    }
    return { ip, email };
  }

  async failed({ email }: LoginAttempt): Promise<void> {
    await this.accountFailures.penalty(email, 1).catch(() => undefined);
  }

  /** The owner is back: their tries return, and this address is one they use. */
  async succeeded({ ip, email }: LoginAttempt): Promise<void> {
    await Promise.all([
      this.perAccount.delete(`${ip}|${email}`),
      this.perIp.reward(ip, 1),
      this.familiar.remember(ip, email),
    ]).catch(() => undefined);
  }

  private async underAttack(email: string): Promise<boolean> {
    const failures = await this.accountFailures.get(email).catch(() => null);
    return (failures?.consumedPoints ?? 0) >= this.accountFailures.points;
  }
}
