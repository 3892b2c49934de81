import { Injectable } from '@nestjs/common';
import { RedisConnections } from '../../redis/redis.module';
import { RateLimit } from '../../shared/http/rate-limit';

/** At most 20 messages an hour per sender (account or address): a contact form is a spam target. */
@Injectable()
export class MessageRateLimiter extends RateLimit {
  constructor(redis: RedisConnections) {
    super(redis, 'messages', { points: 20, duration: 3600 });
  }
}
