import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { migrations } from '../../migrations';
import { WORKER_SUBSCRIPTIONS } from '../../server/src/dispatch/reaction';
import { adminUrl, databaseUrl, runPrefix } from '../support/databases';
import { eventually } from '../support/fixtures';

/**
 * The worker started first on a fresh database (`npm start`'s first run, or `docker compose up`
 * starting it beside the server): it must not run its subscriptions and start-up passes before
 * the schema exists (they logged "relation … does not exist" and "start-up price indicator pass
 * failed" some twenty times), and it must not need the server to get there.
 */
describe('the worker on a fresh database', () => {
  const name = `${runPrefix()}blank_${randomBytes(4).toString('hex')}`;
  let worker: ChildProcess | null = null;
  let output = '';

  beforeAll(async () => {
    const admin = new Client({ connectionString: adminUrl() });
    await admin.connect();
    // Not from the migrated template: an empty database, as a first start has.
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  });

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker!.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }
    const admin = new Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('has the schema before it starts, and logs no warning or error', async () => {
    const prefix = `w${randomBytes(5).toString('hex')}`;
    worker = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, '../../server/src/worker.ts')], {
      env: {
        ...process.env,
        SWCRC: 'true',
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl(name),
        S3_ENDPOINT: process.env.TEST_S3_ENDPOINT,
        S3_BUCKET: `b-${prefix}`,
        REDIS_PREFIX: prefix,
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await eventually(async () => output.includes('Sayyara worker started') || worker!.exitCode !== null);
    expect(worker.exitCode).toBeNull();

    const db = new Client({ connectionString: databaseUrl(name) });
    await db.connect();
    try {
      const { rows } = await db.query(`SELECT count(*)::int AS applied FROM public.schema_migrations`);
      expect(rows[0].applied).toBe(migrations.length);
      // Every subscription has started reading the log from its checkpoint.
      await eventually(async () => {
        const checkpoints = await db.query(`SELECT count(*)::int AS n FROM public.subscription_checkpoints`);
        return checkpoints.rows[0].n === Object.keys(WORKER_SUBSCRIPTIONS).length;
      });
    } finally {
      await db.end();
    }
    const complaints = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level >= 40);
    expect(complaints).toEqual([]);
    expect(output).not.toContain('does not exist');
  });
});
