import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A Redis server of the test's own, which it may stop and start again (Redis-down scenarios). */
export class PrivateRedis {
  private process: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    this.process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 100; i++) {
      const probe = new Redis(this.url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch {
        probe.disconnect();
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error('private redis did not start');
  }

  async down(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }
}
