import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { databasePrefix, killLeftover, POSTGRES_ADMIN_URL, runDir } from './market-server';

/**
 * Once the browsers are done: each worker stopped its own marketplace; this removes whatever a
 * worker killed before its teardown left behind (a server, a database, the S3 folders).
 */
export default async function globalTeardown(): Promise<void> {
  for (const file of safeList(runDir()).filter((f) => f.endsWith('.pid'))) killLeftover(join(runDir(), file));
  const admin = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [databasePrefix()]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  rmSync(runDir(), { recursive: true, force: true });
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
