import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { Redis } from 'ioredis';

export interface LocalRedis {
  stop(): Promise<void>;
}

/** Where `redis-server` is on this machine's PATH (Debian installs it in /usr/bin), or null. */
export function findRedisServer(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/sbin', '/usr/local/bin'];
  return dirs.map((dir) => join(dir, 'redis-server')).find((path) => existsSync(path)) ?? null;
}

/**
 * The machine's `redis-server` for a marketplace started without Redis: on 127.0.0.1 at `port`,
 * its append-only file in `directory` (queued jobs and schedules survive a restart). In a process
 * group of its own, so Ctrl-C reaches the server and worker first and Redis is stopped after them.
 */
export async function startLocalRedis(port: number, directory: string, log: (message: string) => void): Promise<LocalRedis> {
  const binary = findRedisServer();
  if (!binary) {
    throw new Error(
      `Redis is not reachable at 127.0.0.1:${port} and redis-server is not installed. ` +
        'Install it (Debian: sudo apt-get install redis-server; npm start does it when run as root), or set REDIS_URL.',
    );
  }
  mkdirSync(directory, { recursive: true });
  const child = spawn(
    binary,
    ['--bind', '127.0.0.1', '--port', String(port), '--dir', resolve(directory), '--appendonly', 'yes', '--save', ''],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await untilReady(child, port, () => stderr);
  log(`local Redis at 127.0.0.1:${port} (folder ${directory})`);
  return {
    // SIGTERM: Redis writes its append-only file and exits.
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          done();
          return;
        }
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

async function untilReady(child: ChildProcess, port: number, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}: ${stderr().trim()}`);
    const probe = new Redis({ host: '127.0.0.1', port, lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      // It answers PONG or the call throws.
      await probe.ping();
      return;
    } catch {
      // not yet
    } finally {
      probe.disconnect();
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on 127.0.0.1:${port} within a minute`);
}
