import { ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { UNTHROTTLED } from '../../support/unthrottled';

const ROOT = join(__dirname, '../../..');

/** Where every end-to-end database is made and dropped. */
export const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The run's id (set once by playwright.config.ts, inherited by the workers). */
export const runId = (): string => process.env.E2E_RUN_ID ?? 'local';
/** Scratch space of the run: embedded S3 folders and the pid of the server a worker started. */
export const runDir = (): string => `/tmp/sayyara-e2e-${runId()}`;
/** Every database of the run starts with this (global teardown drops what a killed worker left). */
export const databasePrefix = (): string => `sayyara_e2e_${runId()}_`;

export interface MarketServer {
  url: string;
  /** The server's own environment, for tools run beside it (the seed CLI, SQL). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

let current: MarketServer | null = null;

/**
 * Sellers' phones an address may ask for in an hour: a budget a test can spend (seller-contact.e2e.ts,
 * from an address of its own), while other tests ask for a number or two.
 */
export const REVEAL_BUDGET = 30;

/** The server of this worker (started by the `market` fixture in ./fixtures.ts). */
export function currentMarket(): MarketServer {
  if (!current) throw new Error('no marketplace running in this worker: import { test } from "./support/fixtures"');
  return current;
}

/**
 * The whole marketplace, as `npm start` runs it (server, worker and embedded S3 started by
 * `node dist/server/src/launcher.js`), on a database, Redis prefix and S3 folder of its own.
 * One per Playwright worker: after a failed test Playwright replaces the worker, so the retry and
 * the tests after it start on a fresh, empty marketplace, not on what the failed attempt left.
 * Workers in the same slot take turns on the slot's port (Playwright stops one before it starts
 * the next).
 */
export async function startMarketServer(workerIndex: number, parallelIndex: number): Promise<MarketServer> {
  const port = Number(process.env.E2E_PORT ?? 3100) + 2 * parallelIndex;
  const name = `w${workerIndex}`;
  const database = `${databasePrefix()}${name}`;
  const redisPrefix = `e2e${runId()}-${name}`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
    REDIS_PREFIX: redisPrefix,
    S3_EMBEDDED_DIR: join(runDir(), name, 's3'),
    UPLOAD_DRAFT_DIR: join(runDir(), name, 'uploads'),
    S3_EMBEDDED_PORT: String(port + 1),
    SEED_DEMO: process.env.E2E_SEED_DEMO ?? 'false',
    LOG_LEVEL: 'warn',
    // The stories check what a rendered page carries: on a busy machine a render slower than the
    // production budget (1.5 s) would be sent unrendered and fail them for the wrong reason.
    SERVER_RENDER_BUDGET_MS: '60000',
    ...UNTHROTTLED,
    RATE_LIMIT_REVEAL: `${REVEAL_BUDGET}/1h`,
  };
  mkdirSync(runDir(), { recursive: true });
  const pidFile = join(runDir(), `slot-${parallelIndex}.pid`);
  killLeftover(pidFile);
  // Another server already answering there would pass for ours.
  for (const taken of [port, port + 1]) await assertPortFree(taken);

  // The server's warnings and errors go next to the traces of the run (test-results/).
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  const logPath = join(ROOT, 'test-results', `server-${name}.log`);
  const log = openSync(logPath, 'w');
  const child = spawn(process.execPath, ['dist/server/src/launcher.js'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    // Its own process group, so a stuck launcher can be stopped with its server and worker.
    detached: true,
  });
  closeSync(log);
  writeFileSync(pidFile, String(child.pid));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = `http://127.0.0.1:${port}`;
  try {
    await untilHealthy(url, child, logPath);
    await untilSubscribed(env.DATABASE_URL, child, logPath);
  } catch (error) {
    await stopProcessGroup(child, exited);
    await dropDatabase(database);
    throw error;
  }
  const server: MarketServer = {
    url,
    env: {
      DATABASE_URL: env.DATABASE_URL,
      REDIS_PREFIX: redisPrefix,
      S3_ENDPOINT: `http://127.0.0.1:${port + 1}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    async stop() {
      current = null;
      await stopProcessGroup(child, exited);
      rmSync(pidFile, { force: true });
      await dropDatabase(database);
      await deleteRedisKeys(redisPrefix);
      rmSync(join(runDir(), name), { recursive: true, force: true });
    },
  };
  current = server;
  return server;
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use: pick other ports with E2E_PORT`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function untilHealthy(url: string, child: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the marketplace exited while starting:\n${tail(logPath)}`);
    try {
      if ((await fetch(`${url}/health`, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the marketplace did not become healthy at ${url}:\n${tail(logPath)}`);
}

/**
 * The server answers before the worker has started (both boot at once, and the worker is slower
 * on a busy machine): tests that wait for live pushes or processed photos would spend their own
 * time limits on its start. Its subscriptions record their checkpoints once they run.
 */
async function untilSubscribed(databaseUrl: string, child: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + 150_000;
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the marketplace exited while starting:\n${tail(logPath)}`);
      const { rows } = await db.query(
        `SELECT count(*)::int AS running FROM public.subscription_checkpoints WHERE name IN ('jobs', 'pushes')`,
      );
      if (rows[0].running === 2) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await db.end();
  }
  throw new Error(`the marketplace's worker did not start:\n${tail(logPath)}`);
}

const tail = (path: string): string => readFileSync(path, 'utf8').split('\n').slice(-30).join('\n');

/** SIGTERM (the launcher stops its server and worker gracefully), then SIGKILL to the group. */
async function stopProcessGroup(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), 30_000)));
  const stuck = await Promise.race([exited.then(() => false), gaveUp]);
  clearTimeout(timer);
  if (stuck) {
    killGroup(child.pid!);
    await exited;
  }
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** A server whose worker was killed before its teardown ran still holds the slot's port. */
export function killLeftover(pidFile: string): void {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  if (pid > 0 && isOurLauncher(pid)) killGroup(pid);
  rmSync(pidFile, { force: true });
}

/** The pid may have been reused since: only the launcher started from this checkout is ours. */
function isOurLauncher(pid: number): boolean {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return command.includes('dist/server/src/launcher.js') && realpathSync(`/proc/${pid}/cwd`) === realpathSync(ROOT);
  } catch {
    return false; // gone
  }
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Queues, schedulers and rate-limit counters of the run stay out of the shared Redis. */
async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
