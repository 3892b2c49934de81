import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';
/** The range of ports private clusters may use (away from the machine's own cluster on 5432). */
const PORTS = { from: 55400, to: 55499 };

/** A free loopback port in PORTS, tried in random order (parallel runs pick different ones). */
async function freePortInRange(taken: number[] = []): Promise<number> {
  const candidates = Array.from({ length: PORTS.to - PORTS.from + 1 }, (_, i) => PORTS.from + i)
    .filter((port) => !taken.includes(port))
    .sort(() => Math.random() - 0.5);
  for (const port of candidates) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${PORTS.from}-${PORTS.to}`);
}

/**
 * A private PostgreSQL primary and its hot standby (streaming replication) on loopback, in a
 * temporary folder: initdb, then pg_basebackup -R for the standby. PostgreSQL refuses to run as
 * root, so when the tests run as root the clusters run as the `postgres` OS user. The machine's
 * own cluster is never touched. `destroy()` stops both and removes the folder.
 */
export class StreamingReplica {
  private constructor(
    private readonly dir: string,
    readonly primaryPort: number,
    readonly standbyPort: number,
  ) {}

  static async start(): Promise<StreamingReplica> {
    const dir = mkdtempSync(join(tmpdir(), 'sayyara-rr-'));
    const primaryPort = await freePortInRange();
    const standbyPort = await freePortInRange([primaryPort]);
    const pair = new StreamingReplica(dir, primaryPort, standbyPort);
    try {
      if (userInfo().uid === 0) {
        const { stdout } = await run('id', ['-u', 'postgres']);
        const { stdout: gid } = await run('id', ['-g', 'postgres']);
        chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
      }
      await pair.pg('initdb', ['-D', pair.data('primary'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
      await pair.startCluster('primary', primaryPort);
      await pair.pg('pg_basebackup', [
        ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
        ...['-D', pair.data('standby'), '-R', '-X', 'stream', '--checkpoint=fast'],
      ]);
      await pair.startStandby();
      return pair;
    } catch (error) {
      await pair.destroy();
      throw error;
    }
  }

  private data(name: 'primary' | 'standby'): string {
    return join(this.dir, name);
  }

  /** A PostgreSQL program, as the postgres OS user when we are root. */
  private async pg(program: string, args: string[]): Promise<string> {
    const [command, argv] =
      userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', join(BIN, program), ...args]] : [join(BIN, program), args];
    const { stdout } = await run(command, argv, { cwd: this.dir, timeout: 120_000 });
    return stdout;
  }

  private async startCluster(name: 'primary' | 'standby', port: number): Promise<void> {
    // Small and quick: no fsync (a test's data), few connections, socket in our folder.
    const options = [
      `-p ${port}`,
      `-c listen_addresses=127.0.0.1`,
      `-c unix_socket_directories=${this.dir}`,
      `-c fsync=off`,
      `-c full_page_writes=off`,
      `-c max_connections=60`,
      `-c shared_buffers=32MB`,
    ].join(' ');
    // -w: until it accepts connections (a hot standby: once it is consistent and open for reads).
    await this.pg('pg_ctl', [
      '-D',
      this.data(name),
      '-l',
      join(this.dir, `${name}.log`),
      '-o',
      options,
      '-w',
      '-t',
      '120',
      'start',
    ]);
  }

  async startStandby(): Promise<void> {
    await this.startCluster('standby', this.standbyPort);
  }

  /** A clean, fast shutdown of the standby (clients are disconnected); startStandby() brings it back. */
  async stopStandby(): Promise<void> {
    await this.pg('pg_ctl', ['-D', this.data('standby'), '-m', 'fast', '-w', 'stop']);
  }

  primaryUrl(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.primaryPort}/${database}`;
  }

  standbyUrl(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.standbyPort}/${database}`;
  }

  /** A new database on the primary (it reaches the standby by replication). */
  async createDatabase(): Promise<string> {
    const name = `sayyara_rr_${randomBytes(4).toString('hex')}`;
    await this.onPrimary((c) => c.query(`CREATE DATABASE ${name}`));
    return name;
  }

  async onPrimary<T>(work: (client: Client) => Promise<T>, database = 'postgres'): Promise<T> {
    return this.with(this.primaryUrl(database), work);
  }

  async onStandby<T>(work: (client: Client) => Promise<T>, database = 'postgres'): Promise<T> {
    return this.with(this.standbyUrl(database), work);
  }

  /** Holds the standby's WAL replay: it keeps receiving, but its data stands still. */
  async pauseReplay(): Promise<void> {
    await this.onStandby(async (c) => {
      await c.query('SELECT pg_wal_replay_pause()');
      // Paused once the startup process has seen the request, not merely asked to.
      for (;;) {
        const { rows } = await c.query(`SELECT pg_get_wal_replay_pause_state() AS state`);
        if (rows[0].state === 'paused') return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
  }

  async resumeReplay(): Promise<void> {
    await this.onStandby((c) => c.query('SELECT pg_wal_replay_resume()'));
  }

  /** Stops both clusters (immediately: nothing in them is kept) and removes their folder. */
  async destroy(): Promise<void> {
    for (const name of ['standby', 'primary'] as const) {
      await this.pg('pg_ctl', ['-D', this.data(name), '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async with<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
}
