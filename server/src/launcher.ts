// First: a clear message on an unsupported Node, before any native module is loaded.
import './launch/supported-node';
import { extname, join } from 'node:path';
import { Redis } from 'ioredis';
import { loadConfig } from './config/config';
import { ensureDatabase } from './database/ensure-database';
import { answers } from './launch/answers';
import { startEmbeddedPostgres } from './launch/embedded-postgres';
import { startLocalRedis } from './launch/local-redis';
import { Supervisor } from './launch/supervisor';
import { startEmbeddedS3 } from './storage/embedded-s3';
import { messageOf } from './shared/error-message';

/** A service the launcher started for this machine, stopped after the server and the worker. */
type Stop = () => Promise<void>;

/**
 * `npm start`: one command for the whole marketplace on this machine. Where no PostgreSQL, Redis
 * or S3 is configured and none answers at the default address, it runs its own (PostgreSQL from
 * the npm registry, the machine's redis-server, s3rver), with their data under data/. It creates
 * the database if needed, then runs the server and the worker as separate processes (as in
 * production), restarts either when it crashes, and stops everything together on SIGTERM or SIGINT.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = (message: string) => console.log(`[sayyara] ${message}`);
  const env: NodeJS.ProcessEnv = { ...process.env };
  const started: Stop[] = [];
  const stopStarted = async () => {
    for (const stop of started.splice(0).reverse()) await stop().catch((error: unknown) => log(`stopping: ${messageOf(error)}`));
  };

  try {
    // A configured URL always wins; the defaults fall back to a service of our own.
    if (!process.env.DATABASE_URL && !(await answers('127.0.0.1', config.DATABASE_EMBEDDED_PORT))) {
      const postgres = await startEmbeddedPostgres(config.DATABASE_EMBEDDED_DIR, config.DATABASE_EMBEDDED_PORT, log);
      started.push(() => postgres.stop());
    }
    if (await ensureDatabase(config.DATABASE_URL)) log(`created database ${new URL(config.DATABASE_URL).pathname.slice(1)}`);
    if (!process.env.REDIS_URL && !(await answers('127.0.0.1', config.REDIS_EMBEDDED_PORT))) {
      const redis = await startLocalRedis(config.REDIS_EMBEDDED_PORT, config.REDIS_EMBEDDED_DIR, log);
      started.push(() => redis.stop());
    }
    await assertRedis(config.REDIS_URL);
    if (!config.S3_ENDPOINT) {
      const s3 = await startEmbeddedS3(config.S3_EMBEDDED_DIR, config.S3_EMBEDDED_PORT, config.S3_BUCKET);
      started.push(() => s3.close());
      env.S3_ENDPOINT = s3.endpoint;
      log(`embedded object storage at ${s3.endpoint} (folder ${config.S3_EMBEDDED_DIR})`);
    }
  } catch (error) {
    await stopStarted();
    throw error;
  }

  const exit = async (code: number) => {
    await stopStarted();
    process.exit(code);
  };
  // The children run from the same kind of file as this one (.js when built, .ts under a loader).
  const script = (name: string) => join(__dirname, `${name}${extname(__filename)}`);
  const supervisor = new Supervisor(
    [
      { name: 'server', entry: script('main') },
      { name: 'worker', entry: script('worker') },
    ],
    env,
    {
      maxRestarts: config.RESTART_LIMIT,
      windowMs: config.RESTART_WINDOW_SECONDS * 1000,
      backoffMs: config.RESTART_BACKOFF_MS,
      maxBackoffMs: 30_000,
      stopTimeoutMs: 15_000,
    },
    log,
    () => void exit(1),
  );
  const shutdown = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping`);
    void supervisor.stop().then(() => exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  supervisor.start();
  log(`open ${config.publicUrl} (admin: ${config.ADMIN_EMAIL})`);
}

async function assertRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    throw new Error(`Redis is not reachable at ${url}. Start it (see README) and try again.`);
  } finally {
    redis.disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
