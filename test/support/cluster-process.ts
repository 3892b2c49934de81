import { ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { PATIENCE_MS } from './fixtures';
import { freePort } from './free-port';

/**
 * One server or worker process of a cluster, started the way production starts it (its own
 * entry point, through swc's loader), with the environment every member of the cluster shares.
 * Killing it with SIGKILL is the out-of-memory killer; nothing restarts it.
 */
export class ClusterProcess {
  private output = '';
  readonly exited: Promise<void>;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number | null,
  ) {
    child.stdout!.on('data', (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-20_000)));
    child.stderr!.on('data', (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-20_000)));
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  /** A server on `port` (a free one when not given; a restarted server takes its predecessor's). */
  static async server(env: Record<string, string>, port?: number): Promise<ClusterProcess> {
    port ??= await freePort();
    return new ClusterProcess(ClusterProcess.fork('main', { ...env, PORT: String(port), HOST: '127.0.0.1' }), port);
  }

  static worker(env: Record<string, string>): ClusterProcess {
    return new ClusterProcess(ClusterProcess.fork('worker', env), null);
  }

  private static fork(entry: string, env: Record<string, string>): ChildProcess {
    // Forked with an IPC channel: the process ends with the test's own (see exitWithParent).
    return fork(join(__dirname, `../../server/src/${entry}.ts`), [], {
      execArgv: ['-r', '@swc-node/register'],
      env: { ...process.env, SWCRC: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get log(): string {
    return this.output;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Waits for `check`; fails at once, with the process's output, if the process ended meanwhile. */
  async until<T>(check: () => Promise<T>, timeoutMs = PATIENCE_MS): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!this.running) throw new Error(`process ${this.pid} ended: ${this.output.slice(-2000) || 'no output'}`);
      const value = await check().catch(() => null);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; output: ${this.output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async healthy(): Promise<void> {
    await this.until(async () => (await fetch(`${this.url}/health`)).status === 200, 150_000);
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.running) this.child.kill(signal);
    await this.exited;
  }
}
