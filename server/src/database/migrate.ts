import { DataSource } from 'typeorm';

/** Runs pending migrations under an advisory lock, so copies starting together migrate once. */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query(`SELECT pg_advisory_lock(hashtext('sayyara:migrations'))`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await runner.query(`SELECT pg_advisory_unlock(hashtext('sayyara:migrations'))`).catch(() => undefined);
    await runner.release();
  }
}
