import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RedisConnections } from '../../redis/redis.module';
import { tooManyRequests } from './http-errors';

export interface RateBudget {
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
}

/** How long until a spent budget has room again (a store failure: a minute). */
export const retryAfterMs = (rejection: unknown): number =>
  rejection instanceof RateLimiterRes ? rejection.msBeforeNext : 60_000;

/** A Redis-backed limiter with an in-memory stand-in for when Redis is down. */
export function redisLimiter(redis: RedisConnections, name: string, budget: RateBudget): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: redis.client,
    keyPrefix: `${redis.prefix}:${name}`,
    ...budget,
    insuranceLimiter: new RateLimiterMemory(budget),
  });
}

/**
 * A budget of requests per key (an account or an address), kept in Redis so every server copy
 * agrees; with Redis down an in-memory budget keeps protecting this process. Spent: HTTP 429
 * with `Retry-After`.
 */
export class RateLimit {
  private readonly limiter: RateLimiterRedis;

  /** `message`: what a spent budget says (given the wait, in seconds), when the general Arabic message would say too little. */
  constructor(
    redis: RedisConnections,
    name: string,
    budget: RateBudget,
    private readonly message?: (retryAfterSeconds: number) => string,
  ) {
    this.limiter = redisLimiter(redis, name, budget);
  }

  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (rejection) {
      throw tooManyRequests(retryAfterMs(rejection), this.message);
    }
  }
}
