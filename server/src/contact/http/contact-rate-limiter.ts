import { Injectable } from '@nestjs/common';
import { RedisConnections } from '../../redis/redis.module';
import { RateLimit } from '../../shared/http/rate-limit';

/** At most 5 contact messages an hour per sender (account or address). */
@Injectable()
export class ContactRateLimiter extends RateLimit {
  constructor(redis: RedisConnections) {
    super(redis, 'contact', { points: 5, duration: 3600 });
  }
}
