import { generateKeyPairSync } from 'node:crypto';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Ed25519 key that signs the event log's digests (GET /api/audit/digest), made once at random
 * beside the other signing keys, so no deployment needs a new setting. AUDIT_SIGNING_KEY (a
 * PKCS#8 PEM) replaces it when given. Its public half is served at GET /api/audit/key.
 */
export class AuditSigningKey1765060000100 implements MigrationInterface {
  name = 'AuditSigningKey1765060000100';

  async up(q: QueryRunner): Promise<void> {
    const { privateKey } = generateKeyPairSync('ed25519');
    await q.query(`INSERT INTO public.signing_keys (name, secret) VALUES ('audit-digest', $1)`, [
      privateKey.export({ type: 'pkcs8', format: 'pem' }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM public.signing_keys WHERE name = 'audit-digest'`);
  }
}
