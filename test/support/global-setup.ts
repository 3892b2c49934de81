import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../server/src/database/data-source-options';
import { startEmbeddedS3 } from '../../server/src/storage/embedded-s3';
import { adminUrl, databaseUrl, templateDb } from './databases';

/**
 * Once per run: an S3 server on loopback and a template database with every migration applied.
 * Each test file then copies the template into a database of its own (fast, and isolated).
 */
export default async function globalSetup(): Promise<void> {
  process.env.SAYYARA_TEST_RUN = String(process.pid);
  const TEMPLATE_DB = templateDb();
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();

  const dataSource = new DataSource(dataSourceOptions(databaseUrl(TEMPLATE_DB), 2));
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();

  const s3 = await startEmbeddedS3(`${process.env.TMPDIR ?? '/tmp'}/sayyara-test-s3-${process.pid}`, 0, 'sayyara-test');
  process.env.TEST_S3_ENDPOINT = s3.endpoint;
  (globalThis as { __s3?: typeof s3 }).__s3 = s3;
}
