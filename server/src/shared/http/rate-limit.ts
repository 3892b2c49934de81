import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { RedisConnections } from '../../redis/redis.module';
import { tooManyRequests } from './http-errors';

export interface RateBudget {
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
}

/**
 * A budget of requests per key (an account or an address), kept in Redis so every server copy
 * agrees; with Redis down an in-memory budget keeps protecting this process. Spent: HTTP 429.
 */
export class RateLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(redis: RedisConnections, name: string, budget: RateBudget) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: `${redis.prefix}:${name}`,
      ...budget,
      insuranceLimiter: new RateLimiterMemory(budget),
    });
  }

  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch {
      throw tooManyRequests();
    }
  }
}
