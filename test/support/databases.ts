import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../server/src/database/data-source-options';

/** Where test databases live (TEST_DATABASE_URL points at the server; its database name is ignored). */
const BASE = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Names start with the run's prefix so teardown finds leftovers and parallel runs stay apart.
 * Global setup sets SAYYARA_TEST_RUN; the test workers inherit it.
 */
export const runPrefix = (): string => `sayyara_t${process.env.SAYYARA_TEST_RUN ?? 'x'}_`;
export const templateDb = (): string => `${runPrefix()}template`;

export function databaseUrl(name: string): string {
  const url = new URL(BASE);
  url.pathname = `/${name}`;
  return url.toString();
}

export const adminUrl = (): string => databaseUrl('postgres');

/** A fresh database, a copy of the migrated template. */
export async function createTestDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${runPrefix()}${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb()}`);
  await admin.end();
  return {
    name,
    url: databaseUrl(name),
    async drop() {
      const c = new Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A fresh database and a small DataSource on it, for a file that works on the tables directly
 * (no server): `const db = useTestDataSource();` then `db.dataSource` inside tests. Opened in
 * beforeAll, closed and dropped in afterAll (whatever of it was opened).
 */
export function useTestDataSource(): { readonly dataSource: DataSource } {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let dataSource: DataSource | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = new DataSource(dataSourceOptions(database.url, 2));
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });
  return {
    get dataSource() {
      if (!dataSource) throw new Error('the test database is opened in beforeAll');
      return dataSource;
    },
  };
}
