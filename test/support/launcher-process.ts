import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/**
 * `npm start`'s launcher in a process of the test's own (TypeScript through swc's loader, which
 * its children inherit), on a database of the test's, with its own ports and embedded S3 folder.
 * Its output is kept, so a test can read which processes it started and restarted.
 */
export class LauncherProcess {
  private output = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(
    readonly process: ChildProcess,
    readonly port: number,
    readonly s3Port: number,
  ) {
    process.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    process.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => process.once('exit', (code, signal) => resolve({ code, signal })));
  }

  /**
   * `databaseUrl` null leaves DATABASE_URL unset, as does `undefined` for a variable of `env`: the
   * launcher's own defaults (and their fallbacks) apply.
   */
  static async start(databaseUrl: string | null, env: Record<string, string | undefined> = {}): Promise<LauncherProcess> {
    const [port, s3Port] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, '../../server/src/launcher.ts')], {
      env: { ...launcherEnvironment(port, s3Port, databaseUrl, env), SWCRC: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new LauncherProcess(child, port, s3Port);
  }

  /**
   * `npm run dev` (server/tools/dev.js) instead: the server built into `out` and restarted on its
   * changes, the client from Vite on `clientPort`. A process group of its own, so `kill` stops
   * swc, the launcher and Vite together.
   */
  static async startDevLoop(databaseUrl: string, out: string, clientPort: number): Promise<LauncherProcess> {
    const [port, s3Port] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, [join(__dirname, '../../server/tools/dev.js')], {
      cwd: join(__dirname, '../..'),
      env: {
        ...launcherEnvironment(port, s3Port, databaseUrl),
        SAYYARA_DEV_OUT: out,
        SAYYARA_DEV_CLIENT_PORT: String(clientPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    return new LauncherProcess(child, port, s3Port);
  }

  get log(): string {
    return this.output;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Pids the launcher reported for a child, oldest first ('started worker (pid 123)'). */
  pids(name: string): number[] {
    return [...this.output.matchAll(new RegExp(`started ${name} \\(pid (\\d+)\\)`, 'g'))].map((m) => Number(m[1]));
  }

  /** Until /health answers 200; a launcher that exits first (or never answers) fails with its output. */
  async healthy(timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.process.exitCode !== null || this.process.signalCode !== null) {
        throw new Error(`the launcher exited before it answered:\n${this.output}`);
      }
      if (
        await fetch(`${this.url}/health`).then(
          (answer) => answer.status === 200,
          () => false,
        )
      )
        return;
      await new Promise((wait) => setTimeout(wait, 250));
    }
    throw new Error(`no healthy answer within ${timeoutMs} ms:\n${this.output}`);
  }

  /** Stops it if a test left it running (with its process group, when it leads one). */
  async kill(): Promise<void> {
    if (this.process.exitCode === null && this.process.signalCode === null) {
      try {
        process.kill(-this.process.pid!, 'SIGKILL');
      } catch {
        this.process.kill('SIGKILL');
      }
    }
    await this.exited;
  }
}

/**
 * The launcher's environment in a test: its own ports, Redis prefix, embedded S3 and draft
 * folders, quiet logs and no demo data; `databaseUrl` null leaves DATABASE_URL unset, as does
 * `undefined` for a variable of `env`.
 */
export function launcherEnvironment(
  port: number,
  s3Port: number,
  databaseUrl: string | null,
  env: Record<string, string | undefined> = {},
): Record<string, string> {
  const inherited = { ...process.env };
  delete inherited.S3_ENDPOINT; // the launcher starts its own embedded S3 server
  delete inherited.DATABASE_URL;
  const given: Record<string, string | undefined> = {
    ...inherited,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    REDIS_PREFIX: `launch${port}`,
    S3_EMBEDDED_DIR: mkdtempSync(join(tmpdir(), 'sayyara-launch-')),
    S3_EMBEDDED_PORT: String(s3Port),
    UPLOAD_DRAFT_DIR: mkdtempSync(join(tmpdir(), 'sayyara-launch-drafts-')),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    CLIENT_DIST: '/nonexistent',
    ...env,
  };
  return Object.fromEntries(Object.entries(given).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether nothing listens on a loopback port any more (we can bind it ourselves). */
export const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
