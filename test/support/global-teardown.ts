import { Client } from 'pg';
import { adminUrl, runPrefix, templateDb } from './databases';

/** Drops the template and any database a test file left behind, and stops the S3 server. */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __s3?: { close(): Promise<void> } }).__s3?.close();
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  const { rows } = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${runPrefix()}%`]);
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await admin.query(`DROP DATABASE IF EXISTS ${templateDb()} WITH (FORCE)`);
  await admin.end();
}
