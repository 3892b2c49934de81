import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { RedisConnections } from '../../redis/redis.module';
import { tooManyRequests } from '../../shared/http/http-errors';

/** At most 20 messages an hour per sender (account or address): a contact form is a spam target. */
@Injectable()
export class MessageRateLimiter {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(APP_CONFIG) config: AppConfig, redis: RedisConnections) {
    const budget = { points: 20, duration: 3600 };
    this.limiter = new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: `${config.REDIS_PREFIX}:messages`,
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
