import { RedisConnections } from '../../redis/redis.module';

/** An address the owner signed in from stays familiar this long. */
const FAMILIAR_DAYS = 30;

/**
 * The network addresses an account's owner has signed in from lately (a Redis set per account,
 * written by a successful login). What protects an account from strangers (the login slow lane,
 * the reset-mail budget) never holds back the owner's own addresses.
 */
export class FamiliarAddresses {
  constructor(private readonly redis: RedisConnections) {}

  async remember(ip: string, email: string): Promise<void> {
    await this.redis.client
      .multi()
      .sadd(this.key(email), ip)
      .expire(this.key(email), FAMILIAR_DAYS * 86_400)
      .exec();
  }

  /** False when Redis cannot tell: a stranger's budget is the safe side. */
  async isFamiliar(ip: string, email: string): Promise<boolean> {
    return (await this.redis.client.sismember(this.key(email), ip).catch(() => 0)) === 1;
  }

  private key(email: string): string {
    return `${this.redis.prefix}:login:familiar:${email}`;
  }
}
