import { ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { PATIENCE_MS } from './fixtures';
import { freePort } from './free-port';

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
    // Already running: a second server would be left behind, unknown to down().
    if (this.process && this.process.exitCode === null && this.process.signalCode === null) return;
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    this.process = child;
    // Until it answers: a busy machine may take seconds to start it.
    const deadline = Date.now() + PATIENCE_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`private redis exited with ${child.exitCode} on port ${this.port}`);
      const probe = new Redis(this.url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        await probe.ping();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      } finally {
        probe.disconnect();
      }
    }
    throw new Error('private redis did not start');
  }

  async down(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }
}
