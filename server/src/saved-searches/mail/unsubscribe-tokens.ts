import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';

const PURPOSE = 'unsubscribe:saved-searches';

/**
 * The unsubscribe link of a saved search mail: `<user id>.<HMAC-SHA256 of it>`, signed with the
 * key the server and worker share (public.signing_keys), so it works without signing in and
 * cannot be made for another account. It never expires: an old mail's link still unsubscribes.
 */
@Injectable()
export class UnsubscribeTokens {
  private key: Promise<string> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  async sign(userId: number): Promise<string> {
    return `${userId}.${await this.mac(userId)}`;
  }

  /** The user the token was made for, or null when it is not one of ours. */
  async verify(token: unknown): Promise<number | null> {
    const match = typeof token === 'string' ? /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
    if (!match) return null;
    const userId = Number(match[1]);
    const expected = Buffer.from(await this.mac(userId));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
  }

  private async mac(userId: number): Promise<string> {
    this.key ??= this.dataSource
      .query(`SELECT secret FROM public.signing_keys WHERE name = 'unsubscribe'`)
      .then((rows: Array<{ secret: string }>) => rows[0].secret);
    return createHmac('sha256', await this.key)
      .update(`${PURPOSE}:${userId}`)
      .digest('base64url');
  }
}
