import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { createTestDatabase } from '../support/databases';
import { eventually } from '../support/fixtures';
import { isAlive, LauncherProcess, portIsFree } from '../support/launcher-process';
import { freePort } from '../support/free-port';

/** initdb, migrations and four processes through the TypeScript loader, on a busy two-core machine. */
const START_UP = 300_000;

/**
 * `npm start` on a machine with neither PostgreSQL nor Redis at the default address (here: private
 * ports where nothing listens, so the machine's own services are left alone): it runs PostgreSQL
 * from the npm registry and the machine's redis-server there, with their data in the given
 * folders, serves the marketplace on them, stops them when it stops, and finds its data again on
 * the next start. A configured DATABASE_URL always wins.
 */
describe('npm start without PostgreSQL or Redis', () => {
  // A private folder (0700, as `mktemp -d` and /root are): run as root, PostgreSQL runs as the
  // `postgres` account, which cannot enter it, and must run all the same.
  const folder = mkdtempSync(join(tmpdir(), 'sayyara-local-services-'));
  const pgDir = join(folder, 'postgres');
  const redisDir = join(folder, 'redis');
  const launched: LauncherProcess[] = [];
  let pgPort: number;
  let redisPort: number;

  beforeAll(async () => {
    [pgPort, redisPort] = [await freePort(), await freePort()];
  });

  afterAll(async () => {
    for (const launcher of launched) await launcher.kill();
    // A failed test may leave the launcher's own services running: stop them by their pids.
    const postmaster = join(pgDir, 'postmaster.pid');
    if (existsSync(postmaster)) stopPid(Number(readFileSync(postmaster, 'utf8').split('\n')[0]), 'SIGINT');
    if (!(await portIsFree(redisPort))) {
      const redis = new Redis(redisPort, '127.0.0.1', { maxRetriesPerRequest: 1 });
      const info = await redis.info('server');
      redis.disconnect();
      stopPid(Number(/process_id:(\d+)/.exec(info)?.[1]), 'SIGTERM');
    }
    await eventually(async () => (await portIsFree(pgPort)) && (await portIsFree(redisPort)));
    // As root the cluster is kept outside the private folder, pgDir linking to it.
    if (existsSync(pgDir)) rmSync(realpathSync(pgDir), { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  });

  const startLocal = async (): Promise<LauncherProcess> => {
    const launcher = await LauncherProcess.start(null, {
      REDIS_URL: undefined,
      DATABASE_EMBEDDED_PORT: String(pgPort),
      DATABASE_EMBEDDED_DIR: pgDir,
      REDIS_EMBEDDED_PORT: String(redisPort),
      REDIS_EMBEDDED_DIR: redisDir,
    });
    launched.push(launcher);
    await launcher.healthy(START_UP);
    return launcher;
  };

  const stop = async (launcher: LauncherProcess) => {
    launcher.process.kill('SIGTERM');
    expect(await launcher.exited).toEqual({ code: 0, signal: null });
  };

  it(
    'runs its own PostgreSQL and Redis, serves the marketplace on them and stops them with itself',
    async () => {
      expect(await portIsFree(pgPort)).toBe(true);
      expect(await portIsFree(redisPort)).toBe(true);
      expect(statSync(folder).mode & 0o777).toBe(0o700);

      const launcher = await startLocal();
      if (process.getuid?.() === 0) expect(launcher.log).toContain(`PostgreSQL's cluster for ${pgDir} is kept in`);
      expect(launcher.log).toContain(`creating a PostgreSQL cluster in ${pgDir}`);
      expect(launcher.log).toContain(`embedded PostgreSQL at 127.0.0.1:${pgPort}`);
      expect(launcher.log).toContain(`local Redis at 127.0.0.1:${redisPort}`);
      const health = await (await fetch(`${launcher.url}/health`)).json();
      expect(health).toMatchObject({ status: 'ok', checks: { postgres: 'ok', redis: 'ok', storage: 'ok' } });

      // The marketplace's data is in that cluster and that Redis, nowhere else.
      const db = new Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/sayyara` });
      await db.connect();
      try {
        const { rows } = await db.query(
          `SELECT current_setting('data_directory') AS dir, current_setting('server_version_num') AS version`,
        );
        expect(rows[0].dir).toBe(realpathSync(pgDir));
        expect(Number(rows[0].version)).toBeGreaterThanOrEqual(150000);
        expect(Number(rows[0].version)).toBeLessThan(160000);
        // Arabic letters are word characters (a UTF-8 locale): the listings' trigram search depends on it.
        const words = await db.query(`SELECT show_trgm('كامري') AS grams`);
        expect(words.rows[0].grams.length).toBeGreaterThan(0);
        const admins = await db.query(`SELECT count(*)::int AS n FROM projections.users WHERE 'admin' = ANY (roles)`);
        expect(admins.rows[0].n).toBe(1);
      } finally {
        await db.end();
      }
      const redis = new Redis(redisPort, '127.0.0.1', { maxRetriesPerRequest: 1 });
      try {
        expect(((await redis.config('GET', 'dir')) as string[])[1]).toBe(realpathSync(redisDir));
        await eventually(async () => (await redis.keys(`launch${launcher.port}*`)).length > 0);
      } finally {
        redis.disconnect();
      }

      await stop(launcher);
      await eventually(async () => (await portIsFree(pgPort)) && (await portIsFree(redisPort)));
      expect(existsSync(join(pgDir, 'postmaster.pid'))).toBe(false);
    },
    START_UP + 120_000,
  );

  it(
    'starts again on the data it kept',
    async () => {
      const launcher = await startLocal();
      expect(launcher.log).not.toContain('creating a PostgreSQL cluster');
      expect(launcher.log).not.toContain('created database');
      expect(launcher.log).toContain(`embedded PostgreSQL at 127.0.0.1:${pgPort}`);
      await stop(launcher);
      await eventually(async () => (await portIsFree(pgPort)) && (await portIsFree(redisPort)));
    },
    START_UP + 120_000,
  );

  it(
    'uses a configured DATABASE_URL and leaves the default address alone',
    async () => {
      const database = await createTestDatabase();
      try {
        const launcher = await LauncherProcess.start(database.url, {
          DATABASE_EMBEDDED_PORT: String(pgPort),
          DATABASE_EMBEDDED_DIR: pgDir,
        });
        launched.push(launcher);
        await launcher.healthy(START_UP);
        expect(launcher.log).not.toContain('embedded PostgreSQL');
        expect(await portIsFree(pgPort)).toBe(true);
        await stop(launcher);
      } finally {
        await database.drop();
      }
    },
    START_UP + 120_000,
  );
});

function stopPid(pid: number, signal: NodeJS.Signals): void {
  if (pid > 0 && isAlive(pid)) process.kill(pid, signal);
}
