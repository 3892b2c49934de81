import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time password reset links: only a hash of each token is kept (a leaked table opens no
 * account), with its expiry and the moment it was used. Secrets, so never in the event log.
 */
export class PasswordResetTokens1763810000100 implements MigrationInterface {
  name = 'PasswordResetTokens1763810000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public.password_reset_tokens (
        token_hash bytea PRIMARY KEY,
        user_id    integer     NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at    timestamptz
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_user_idx ON public.password_reset_tokens (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE public.password_reset_tokens`);
  }
}
