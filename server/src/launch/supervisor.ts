import { ChildProcess, fork } from 'node:child_process';

export interface ChildSpec {
  /** A short name for the logs ('server', 'worker'). */
  name: string;
  /** The script to fork. */
  entry: string;
}

export interface RestartPolicy {
  /** Crashes of one child tolerated within `windowMs`; one more and the launcher gives up. */
  maxRestarts: number;
  windowMs: number;
  /** The first restart waits this long; each further crash in the window doubles it, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** How long children get to finish after SIGTERM before they are killed. */
  stopTimeoutMs: number;
}

interface Running {
  spec: ChildSpec;
  child: ChildProcess | null;
  crashes: number[];
  restart: NodeJS.Timeout | undefined;
}

/** `exitCode` stays null for a child killed by a signal: a child has exited once either is set. */
const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

/**
 * Keeps the marketplace's processes running: a child that dies on its own (the out-of-memory
 * killer's SIGKILL, an uncaught error) is restarted after a back-off, without touching the
 * others, so a worker crash never takes the web server down. A child that keeps crashing means
 * something outside is broken (database gone, bad configuration): then everything stops and the
 * launcher exits non-zero, so a supervisor above it (systemd, Docker) notices.
 */
export class Supervisor {
  private readonly running: Running[];
  private stopping: Promise<void> | null = null;

  constructor(
    specs: ChildSpec[],
    private readonly env: NodeJS.ProcessEnv,
    private readonly policy: RestartPolicy,
    private readonly log: (message: string) => void,
    /** Called once every child has exited after the launcher gave up (exit code 1). */
    private readonly onGiveUp: () => void,
  ) {
    this.running = specs.map((spec) => ({ spec, child: null, crashes: [], restart: undefined }));
  }

  start(): void {
    for (const entry of this.running) this.spawn(entry);
  }

  /** Ends every child: SIGTERM, then SIGKILL for any still running after the stop timeout. */
  stop(): Promise<void> {
    this.stopping ??= this.terminateAll();
    return this.stopping;
  }

  private spawn(entry: Running): void {
    entry.restart = undefined;
    const child = fork(entry.spec.entry, [], { env: this.env, stdio: 'inherit' });
    entry.child = child;
    this.log(`started ${entry.spec.name} (pid ${child.pid})`);
    child.once('exit', (code, signal) => this.exited(entry, child, code, signal));
  }

  private exited(entry: Running, child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stopping || entry.child !== child) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    const now = Date.now();
    entry.crashes = [...entry.crashes.filter((at) => now - at < this.policy.windowMs), now];
    if (entry.crashes.length > this.policy.maxRestarts) {
      this.log(`${entry.spec.name} exited with ${how} and keeps crashing (${entry.crashes.length} times); stopping`);
      void this.stop().then(this.onGiveUp);
      return;
    }
    const delay = Math.min(this.policy.backoffMs * 2 ** (entry.crashes.length - 1), this.policy.maxBackoffMs);
    this.log(`${entry.spec.name} exited with ${how}; restarting it in ${delay} ms`);
    entry.restart = setTimeout(() => this.spawn(entry), delay);
  }

  private async terminateAll(): Promise<void> {
    for (const entry of this.running) clearTimeout(entry.restart);
    const live = this.running.map((e) => e.child).filter((c): c is ChildProcess => !!c && !hasExited(c));
    const exits = live.map((child) => new Promise<void>((resolve) => child.once('exit', () => resolve())));
    for (const child of live) child.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const child of live) if (!hasExited(child)) child.kill('SIGKILL');
    }, this.policy.stopTimeoutMs);
    await Promise.all(exits);
    clearTimeout(force);
  }
}
