import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { hashToken } from '../shared/auth/token.service';

/** How long a password reset link works. */
export const RESET_LINK_MINUTES = 60;

/**
 * One-time reset tokens: 256 random bits, only their SHA-256 stored. A new link replaces the
 * account's earlier ones, and using a link spends it for good.
 */
@Injectable()
export class ResetTokens {
  constructor(private readonly dataSource: DataSource) {}

  async issue(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.transaction(async (m) => {
      await m.query(`DELETE FROM public.password_reset_tokens WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      await m.query(
        `INSERT INTO public.password_reset_tokens (token_hash, user_id, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [hashToken(token), userId, RESET_LINK_MINUTES],
      );
    });
    return token;
  }

  /** The account a live (unused, unexpired) token belongs to, without spending it. */
  async holder(token: string): Promise<number | null> {
    const [row]: Array<{ user_id: number } | undefined> = await this.dataSource.query(
      `SELECT user_id FROM public.password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [hashToken(token)],
    );
    return row ? row.user_id : null;
  }

  /**
   * Spends the token inside the caller's transaction and drops the account's other links; false
   * when someone spent it first (the caller then rolls back).
   */
  async spend(token: string, userId: number, m: EntityManager): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [, spent]: [unknown[], number] = await m.query(
      `UPDATE public.password_reset_tokens SET used_at = now()
        WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()`,
      [hashToken(token), userId],
    );
    if (spent !== 1) return false;
    await m.query(`DELETE FROM public.password_reset_tokens WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    return true;
  }
}
