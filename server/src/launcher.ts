import { ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { loadConfig } from './config/config';
import { ensureDatabase } from './database/ensure-database';
import { EmbeddedS3, startEmbeddedS3 } from './storage/embedded-s3';

/**
 * `npm start`: one command for the whole marketplace on this machine. Creates the database if
 * needed, starts an embedded S3 server when none is configured, then runs the server and the
 * worker as separate processes (as in production) and stops them together.
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

  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
    await s3?.close();
    process.exit(code);
  };
  const start = (entry: string) => {
    const child = fork(join(__dirname, entry), [], { env, stdio: 'inherit' });
    child.once('exit', (code) => {
      if (!stopping) {
        log(`${entry} exited with ${code}; stopping`);
        void stop(code ?? 1);
      }
    });
    children.push(child);
  };
  start('main.js');
  start('worker.js');
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
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
