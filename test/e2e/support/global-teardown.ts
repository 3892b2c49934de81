import { Client } from 'pg';

/** Drops the run's database once the browsers are done (the server is stopped with FORCE). */
export default async function globalTeardown(): Promise<void> {
  const client = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS sayyara_e2e_${process.env.E2E_RUN_ID} WITH (FORCE)`);
  await client.end();
}
