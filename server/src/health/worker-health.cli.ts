import { Redis } from 'ioredis';
import { Client } from 'pg';
import { loadConfig } from '../config/config';

/**
 * The worker container's health check (docker-compose.yml): the worker has no port to ask, so
 * this asks what it cannot work without, PostgreSQL and Redis, within a few seconds each, and
 * exits 0 when both answer. (A worker whose process ends takes its container down by itself.)
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = new Client({ connectionString: config.DATABASE_URL, connectionTimeoutMillis: 3000 });
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0 });
  try {
    await db.connect();
    await db.query('SELECT 1');
    await redis.connect();
    await redis.ping();
  } finally {
    await db.end().catch(() => undefined);
    redis.disconnect();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`worker unhealthy: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
