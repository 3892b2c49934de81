import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { PreparedStatement, runPrepared } from '../../database/prepared-statement';
import { Actor, Role } from './roles';

const DAY_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();

interface ActorRow {
  id: number;
  name: string;
  email: string;
  roles: Actor['roles'];
  latest_role: Actor['latestRole'];
  status: Actor['status'];
}

/**
 * The account behind a token, on every signed-in request: prepared, since planning the join cost
 * about as long as running it. Its kept plan follows a replay's swap of `projections.users`
 * (replay-projection.int-spec).
 */
const SESSION_BY_TOKEN = new PreparedStatement(
  `SELECT u.id, u.name, u.email, u.roles, u.latest_role, u.status
     FROM public.auth_tokens t JOIN projections.users u ON u.id = t.user_id
    WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()`,
);

/**
 * Roles that open other people's data: the users, the log, the team's mail, the queue. A
 * suspended account may still read its own (DESIGN), but one of these roles would go on opening
 * everyone's, on every read route and in the admins' and auditors' socket rooms.
 */
const PRIVILEGED_ROLES: ReadonlySet<Role> = new Set(['admin', 'auditor']);

/** The signed-in account as requests and sockets act for it: suspended, it holds no privileged role. */
export const toActor = (row: ActorRow): Actor => ({
  id: row.id,
  name: row.name,
  email: row.email,
  roles: row.status === 'suspended' ? row.roles.filter((role) => !PRIVILEGED_ROLES.has(role)) : row.roles,
  latestRole: row.latest_role,
  status: row.status,
});

/**
 * Opaque bearer tokens: 256 random bits, only their SHA-256 is stored, so logout and
 * password changes revoke them at once (a signed token could not be taken back).
 */
@Injectable()
export class TokenService {
  constructor(private readonly dataSource: DataSource) {}

  async issue(userId: number, remember: boolean, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + (remember ? 30 : 1) * DAY_MS);
    await manager.query(`INSERT INTO public.auth_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)`, [
      hashToken(token),
      userId,
      expiresAt,
    ]);
    return token;
  }

  /** The account behind a live token, or null (unknown, expired, revoked, or the user is gone). */
  async resolve(token: string): Promise<{ actor: Actor; tokenHash: Buffer } | null> {
    const tokenHash = hashToken(token);
    const rows = await runPrepared<ActorRow[]>(this.dataSource, SESSION_BY_TOKEN, [tokenHash]);
    return rows.length ? { actor: toActor(rows[0]), tokenHash } : null;
  }

  async revoke(tokenHash: Buffer): Promise<void> {
    await this.dataSource.query(`UPDATE public.auth_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL`, [
      tokenHash,
    ]);
  }

  /** Sessions of a user that were revoked before they would have expired: their sockets may still be open. */
  async revokedSessions(userId: number): Promise<Buffer[]> {
    const rows: Array<{ token_hash: Buffer }> = await this.dataSource.query(
      `SELECT token_hash FROM public.auth_tokens WHERE user_id = $1 AND revoked_at IS NOT NULL AND expires_at > now()`,
      [userId],
    );
    return rows.map((r) => r.token_hash);
  }

  /** Of these sessions, the ones still live (not revoked, not expired, the account still there). */
  async liveAmong(tokenHashes: Buffer[]): Promise<Buffer[]> {
    if (!tokenHashes.length) return [];
    const rows: Array<{ token_hash: Buffer }> = await this.dataSource.query(
      `SELECT t.token_hash FROM public.auth_tokens t JOIN projections.users u ON u.id = t.user_id
        WHERE t.token_hash = ANY($1::bytea[]) AND t.revoked_at IS NULL AND t.expires_at > now()`,
      [tokenHashes],
    );
    return rows.map((r) => r.token_hash);
  }

  /** Ends every session of a user, optionally keeping the one making the request. */
  async revokeAllForUser(userId: number, manager: EntityManager = this.dataSource.manager, keep?: Buffer): Promise<void> {
    await manager.query(
      `UPDATE public.auth_tokens SET revoked_at = now()
        WHERE user_id = $1 AND revoked_at IS NULL AND ($2::bytea IS NULL OR token_hash <> $2)`,
      [userId, keep ?? null],
    );
  }
}
