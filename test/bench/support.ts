import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { ensureDatabase } from '../../server/src/database/ensure-database';
import { EmbeddedS3, startEmbeddedS3 } from '../../server/src/storage/embedded-s3';
import { UNTHROTTLED } from '../support/unthrottled';

/** One labelled figure a bench produced: printed as `label: value unit`. */
export interface Metric {
  label: string;
  value: number;
  unit: string;
}

/** A bench: run() gets the shared infrastructure and returns its figures. Add new ones to BENCHES in run.ts. */
export interface Bench {
  name: string;
  description: string;
  run(ctx: BenchContext): Promise<Metric[]>;
}

/** What every bench shares: one S3 server, one Redis prefix; each bench makes its own fresh database. */
export interface BenchContext {
  /** Environment for the server, the worker or an in-process Nest context (merge over process.env). */
  env: Record<string, string>;
  /** A fresh database for this bench (`sayyara_bench_<pid>_<suffix>`), dropped at the end of the run. */
  createDatabase(suffix: string): Promise<string>;
  /** Progress for humans: goes to stderr so stdout holds only figures. */
  log(message: string): void;
  /** Prints a figure as soon as it is known. */
  report(metric: Metric): void;
}

const BASE_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sayyara';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const ADMIN_EMAIL = 'admin@sayyara.sy';
export const ADMIN_PASSWORD = 'admin12345';

/** The admin's token on a server the bench started (ADMIN_EMAIL). */
export async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`admin login on ${base}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** A failure's message, for a log line (a rejection may carry anything). */
const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const log = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

export function formatMetric(metric: Metric): string {
  return `${metric.label}: ${round(metric.value)} ${metric.unit}`;
}

export const round = (value: number): string =>
  !Number.isFinite(value) || Number.isInteger(value)
    ? String(value)
    : Math.abs(value) >= 100
      ? value.toFixed(0)
      : value.toFixed(1);

/** The URL of a database of the bench's PostgreSQL server. */
export function databaseUrl(name: string): string {
  const url = new URL(BASE_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The run's shared infrastructure: created once in run.ts, torn down whatever happens. */
export class BenchInfrastructure {
  readonly prefix = `bench${process.pid}`;
  private readonly databases: string[] = [];
  private s3: EmbeddedS3 | null = null;
  private s3Dir = '';

  async start(): Promise<void> {
    this.s3Dir = mkdtempSync(join(tmpdir(), 'sayyara-bench-s3-'));
    this.s3 = await startEmbeddedS3(this.s3Dir, 0, 'sayyara-bench');
  }

  context(report: (metric: Metric) => void): BenchContext {
    if (!this.s3) throw new Error('infrastructure not started');
    return {
      env: {
        NODE_ENV: 'test',
        REDIS_URL,
        REDIS_PREFIX: this.prefix,
        S3_ENDPOINT: this.s3.endpoint,
        S3_BUCKET: 'sayyara-bench',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        CLIENT_DIST: '/nonexistent',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        ...UNTHROTTLED,
      },
      createDatabase: async (suffix) => {
        const name = `sayyara_bench_${process.pid}_${suffix}`;
        const url = databaseUrl(name);
        await dropDatabase(name);
        await ensureDatabase(url);
        this.databases.push(name);
        return url;
      },
      log,
      report,
    };
  }

  async stop(): Promise<void> {
    for (const name of this.databases.splice(0))
      await dropDatabase(name).catch((e: unknown) => log(`drop ${name}: ${errorText(e)}`));
    await this.s3?.close().catch(() => undefined);
    if (this.s3Dir) rmSync(this.s3Dir, { recursive: true, force: true });
    await deleteRedisKeys(`${this.prefix}:*`).catch((e: unknown) => log(`redis cleanup: ${errorText(e)}`));
  }
}

async function dropDatabase(name: string): Promise<void> {
  const admin = new Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function deleteRedisKeys(pattern: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Applies the bench environment to this process (Nest contexts read process.env when booting). */
export function applyEnv(env: Record<string, string>): void {
  Object.assign(process.env, env);
}

/** The tests' one free-port helper: a port is never handed out twice in a process. */
export { freePort } from '../support/free-port';

/** The compiled server entry points, next to this file in dist/. */
export const DIST_SERVER = resolve(__dirname, '../../server/src');

export interface ChildHandle {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Children still running, so an interrupted run can stop them (see run.ts). */
const liveChildren = new Set<ChildHandle>();

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...liveChildren].map((child) => child.stop()));
}

/**
 * Starts a compiled entry point (main.js, worker.js) as its own process, as in production.
 * Its output goes to our stderr, so stdout keeps only figures. Resolves once `ready` says so.
 * `dir` is the compiled server's folder (another checkout's, to compare builds).
 */
export async function startChild(
  name: string,
  entry: string,
  env: Record<string, string>,
  ready: (child: ChildProcess) => Promise<void>,
  dir = DIST_SERVER,
): Promise<ChildHandle> {
  const child = spawn(process.execPath, [join(dir, entry)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk: Buffer) => process.stderr.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `));
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`${name} exited early (${code ?? signal})`))),
  );
  exited.catch(() => undefined);
  const handle: ChildHandle = {
    process: child,
    async stop() {
      liveChildren.delete(handle);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
  liveChildren.add(handle);
  try {
    await Promise.race([ready(child), exited, sleep(60_000).then(() => Promise.reject(new Error(`${name} not ready in 60 s`)))]);
  } catch (error) {
    await handle.stop();
    throw error;
  }
  return handle;
}

/** Ready when the process prints `text` on stdout. */
export const printed =
  (text: string) =>
  (child: ChildProcess): Promise<void> =>
    new Promise((resolveReady) => {
      let seen = '';
      const onData = (chunk: Buffer) => {
        seen = (seen + chunk.toString()).slice(-4096);
        if (seen.includes(text)) {
          child.stdout!.off('data', onData);
          resolveReady();
        }
      };
      child.stdout!.on('data', onData);
    });

/** Ready when GET `url` answers 2xx. */
export const answers = (url: string) => async (): Promise<void> => {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
};

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export const now = (): number => performance.now();

/** Polls until `check` is truthy; throws after `timeoutMs`. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 120_000,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/** Runs `task(i)` for i in [0, count) with at most `concurrency` at a time. */
export async function pool<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** Nearest-rank percentile of unsorted samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50/p95/p99/max of samples in ms, as metrics labelled `<prefix> p50` etc. */
export function latencyMetrics(prefix: string, samples: readonly number[], percentiles = [50, 95, 99]): Metric[] {
  return [
    ...percentiles.map((p) => ({ label: `${prefix} p${p}`, value: percentile(samples, p), unit: 'ms' })),
    { label: `${prefix} max`, value: Math.max(...samples), unit: 'ms' },
  ];
}
