import { Injectable } from '@nestjs/common';
import { RedisConnections } from '../../redis/redis.module';
import { RateLimit } from '../../shared/http/rate-limit';

/**
 * Reset mails cost us and annoy their recipient: at most 3 an hour to one address, and 10 an
 * hour from one network address whatever the emails.
 */
@Injectable()
export class ForgotPasswordRateLimiter {
  private readonly perEmail: RateLimit;
  private readonly perIp: RateLimit;

  constructor(redis: RedisConnections) {
    this.perEmail = new RateLimit(redis, 'forgot-password:email', { points: 3, duration: 3600 });
    this.perIp = new RateLimit(redis, 'forgot-password:ip', { points: 10, duration: 3600 });
  }

  async consume(ip: string, email: string): Promise<void> {
    await this.perIp.consume(ip);
    await this.perEmail.consume(email);
  }
}
