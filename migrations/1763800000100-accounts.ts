import { MigrationInterface, QueryRunner } from 'typeorm';

/** Users (a read model of the account streams) and the secrets that never enter the log. */
export class Accounts1763800000100 implements MigrationInterface {
  name = 'Accounts1763800000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projections.users (
        id          integer PRIMARY KEY,
        name        text        NOT NULL,
        email       text        NOT NULL,
        phone       text,
        roles       text[]      NOT NULL DEFAULT '{}',
        latest_role text        NOT NULL DEFAULT 'user',
        status      text        NOT NULL DEFAULT 'active',
        preferences jsonb       NOT NULL DEFAULT '{}'::jsonb,
        search_text text        NOT NULL DEFAULT '',
        created_at  timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL,
        version     integer     NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_uq ON projections.users (lower(email))`);
    await q.query(`CREATE INDEX users_created_at_idx ON projections.users (created_at DESC)`);
    await q.query(`
      CREATE TABLE public.user_credentials (
        user_id       integer PRIMARY KEY,
        password_hash text        NOT NULL,
        updated_at    timestamptz NOT NULL DEFAULT now()
      )`);
    // Only a hash of each token is kept: a leaked table cannot be replayed as sessions.
    await q.query(`
      CREATE TABLE public.auth_tokens (
        token_hash  bytea PRIMARY KEY,
        user_id     integer     NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now(),
        expires_at  timestamptz NOT NULL,
        revoked_at  timestamptz
      )`);
    await q.query(`CREATE INDEX auth_tokens_user_idx ON public.auth_tokens (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE public.auth_tokens`);
    await q.query(`DROP TABLE public.user_credentials`);
    await q.query(`DROP TABLE projections.users`);
  }
}
