import { extname, join } from 'node:path';
import { Redis } from 'ioredis';
import { loadConfig } from './config/config';
import { ensureDatabase } from './database/ensure-database';
import { Supervisor } from './launch/supervisor';
import { EmbeddedS3, startEmbeddedS3 } from './storage/embedded-s3';

/**
 * `npm start`: one command for the whole marketplace on this machine. Creates the database if
 * needed, starts an embedded S3 server when none is configured, then runs the server and the
 * worker as separate processes (as in production), restarts either when it crashes, and stops
 * them together on SIGTERM or SIGINT.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = (message: string) => console.log(`[sayyara] ${message}`);

  if (await ensureDatabase(config.DATABASE_URL)) log(`created database ${new URL(config.DATABASE_URL).pathname.slice(1)}`);
  await assertRedis(config.REDIS_URL);

  let s3: EmbeddedS3 | null = null;
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (!config.S3_ENDPOINT) {
    s3 = await startEmbeddedS3(config.S3_EMBEDDED_DIR, config.S3_EMBEDDED_PORT, config.S3_BUCKET);
    env.S3_ENDPOINT = s3.endpoint;
    log(`embedded object storage at ${s3.endpoint} (folder ${config.S3_EMBEDDED_DIR})`);
  }

  const exit = async (code: number) => {
    await s3?.close().catch(() => undefined);
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

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
