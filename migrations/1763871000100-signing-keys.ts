import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Keys the server and the worker share to sign links that work without signing in (a saved
 * search mail's unsubscribe link): made once, at random, in the database both already trust, so
 * no deployment needs a new setting. 244 random bits (two v4 UUIDs).
 */
export class SigningKeys1763871000100 implements MigrationInterface {
  name = 'SigningKeys1763871000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE public.signing_keys (name text PRIMARY KEY, secret text NOT NULL)`);
    await q.query(
      `INSERT INTO public.signing_keys (name, secret) VALUES ('unsubscribe', gen_random_uuid()::text || gen_random_uuid()::text)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE public.signing_keys`);
  }
}
