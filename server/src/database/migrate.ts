import { DataSource } from 'typeorm';

/**
 * Runs `work` while this session holds a PostgreSQL advisory lock named `name`, so copies of the
 * server starting together on one database take turns (each sees what the one before did).
 */
export async function underStartupLock<T>(dataSource: DataSource, name: string, work: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query(`SELECT pg_advisory_lock(hashtext($1))`, [name]);
    return await work();
  } finally {
    await runner.query(`SELECT pg_advisory_unlock(hashtext($1))`, [name]).catch(() => undefined);
    await runner.release();
  }
}

/** Runs pending migrations under an advisory lock, so copies starting together migrate once. */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  return underStartupLock(dataSource, 'sayyara:migrations', async () => {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  });
}
