import { Injectable } from '@nestjs/common';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { RedisConnections } from '../../redis/redis.module';
import { FamiliarAddresses } from '../../shared/auth/familiar-addresses';
import { RateLimit, redisLimiter } from '../../shared/http/rate-limit';

/** Reset mails to one address an hour, asked for from anywhere else; and again from each of the owner's own addresses. */
const MAILS_PER_HOUR = 3;

/**
 * Reset mails cost us and annoy their recipient, so what is limited is the mails sent, never
 * the asking: every request gets the same answer (nothing to learn, nothing to lock), and a mail
 * is sent only while the address's budget lasts. Strangers share one budget per address
 * (MAILS_PER_HOUR); each address the owner has signed in from has a budget of its own, so no one
 * can spend the owner's way back in (the login slow lane's rule). One network address may still
 * ask at most 10 times an hour whatever the emails (429), so it cannot spend everyone's budgets.
 */
@Injectable()
export class ForgotPasswordRateLimiter {
  private readonly perIp: RateLimit;
  private readonly strangersMails: RateLimiterRedis;
  private readonly ownerMails: RateLimiterRedis;
  private readonly familiar: FamiliarAddresses;

  constructor(redis: RedisConnections) {
    this.perIp = new RateLimit(redis, 'forgot-password:ip', { points: 10, duration: 3600 });
    this.strangersMails = redisLimiter(redis, 'forgot-password:email', { points: MAILS_PER_HOUR, duration: 3600 });
    this.ownerMails = redisLimiter(redis, 'forgot-password:owner', { points: MAILS_PER_HOUR, duration: 3600 });
    this.familiar = new FamiliarAddresses(redis);
  }

  /** Whether a reset mail to `email` may go out for this request (429 only for an address asking too often). */
  async mayMail(ip: string, email: string): Promise<boolean> {
    await this.perIp.consume(ip);
    const familiar = await this.familiar.isFamiliar(ip, email);
    try {
      await (familiar ? this.ownerMails.consume(`${email}|${ip}`) : this.strangersMails.consume(email));
      return true;
    } catch {
      return false;
    }
  }
}
