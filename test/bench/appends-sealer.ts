/**
 * The chain's sealer of one side of the appends bench, in a process of its own: in production
 * the API servers append and the worker seals, so the sealer must not share the appending
 * process's event loop (nor its connection pool). appends-side.ts forks this file with the same
 * checkout (`BENCH_APPENDS_SERVER`) and database, and drives it with the messages below; this
 * process also samples the unsealed window, so that sampling costs the appending side nothing
 * either.
 */
import { ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

/** What the appending side asks of its sealer. */
type SealerRequest = 'start' | 'stop' | 'drain' | 'sample' | 'samples' | 'exit';

interface Reply {
  id: number;
  samples?: number[];
  error?: string;
}

/** The sealer, seen from the appending side. */
export interface SealerProcess {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Seals everything committed so far (untimed, after a drive without the sealer). */
  drain(): Promise<void>;
  /** Begins sampling the unsealed window every 50 ms. */
  sample(): Promise<void>;
  /** Ends sampling: the ages seen (ms). */
  samples(): Promise<number[]>;
  exit(): Promise<void>;
}

/**
 * Forks the sealer of the checkout in `dir`, or answers null when that checkout has none (it
 * hashes inside the append) or BENCH_APPENDS_SEAL is 0.
 */
export async function forkSealer(dir: string): Promise<SealerProcess | null> {
  if (process.env.BENCH_APPENDS_SEAL === '0') return null;
  const child = fork(join(__dirname, 'appends-sealer.js'), [], {
    env: { ...process.env, BENCH_APPENDS_SERVER: dir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  child.on('message', (message: Reply | { ready: boolean }) => {
    if ('ready' in message) return;
    pending.get(message.id)?.resolve(message);
    pending.delete(message.id);
  });
  child.on('exit', (code) => {
    for (const waiting of pending.values()) waiting.reject(new Error(`the sealer exited (${code})`));
    pending.clear();
  });
  const ready = await new Promise<boolean>((resolve, reject) => {
    child.once('message', (message: { ready?: boolean }) => resolve(Boolean(message.ready)));
    child.once('exit', (code) => reject(new Error(`the sealer exited (${code})`)));
  });
  if (!ready) {
    await exited(child);
    return null;
  }
  const call = async (request: SealerRequest): Promise<Reply> => {
    const id = nextId++;
    const reply = await new Promise<Reply>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      child.send({ id, request });
    });
    if (reply.error) throw new Error(`sealer: ${reply.error}`);
    return reply;
  };
  return {
    start: async () => {
      await call('start');
    },
    stop: async () => {
      await call('stop');
    },
    drain: async () => {
      await call('drain');
    },
    sample: async () => {
      await call('sample');
    },
    samples: async () => (await call('samples')).samples ?? [],
    exit: async () => {
      if (child.exitCode !== null) return;
      const gone = exited(child);
      child.send({ id: nextId++, request: 'exit' });
      await gone;
    },
  };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** A module of the checkout in `dir`, as it resolves it (its own TypeORM). */
const from = (dir: string, module: string): Promise<unknown> =>
  import(module.startsWith('.') ? join(dir, module) : require.resolve(module, { paths: [dir] }));

type Query = (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** Age of the oldest committed event not sealed yet (ms), for a checkout that seals into the event rows. */
const unsealedAgeInRows = async (query: Query): Promise<number> => {
  const [{ ms }] = await query(
    `SELECT (extract(epoch FROM clock_timestamp() - min(recorded_at)) * 1000)::float8 AS ms FROM public.events WHERE hash IS NULL`,
  );
  return (ms as number | null) ?? 0;
};

/**
 * The same for a checkout that seals into public.event_seals: the events after the last seal's in
 * read order. Its head first, then the events after it by value: a short range of the (transaction
 * id, position) index (against a subquery the planner reads the whole log, every 50 ms).
 */
const unsealedAgeInSeals = async (query: Query): Promise<number> => {
  const heads = await query(
    `SELECT e.transaction_id::text AS transaction_id, e.global_position
       FROM public.event_seals s JOIN public.events e ON e.global_position = s.global_position
      ORDER BY s.log_index DESC LIMIT 1`,
  );
  const head = heads.at(0);
  const [{ ms }] = await query(
    `SELECT (extract(epoch FROM clock_timestamp() - min(recorded_at)) * 1000)::float8 AS ms
       FROM public.events e WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)`,
    [head?.transaction_id ?? '0', head?.global_position ?? 0],
  );
  return (ms as number | null) ?? 0;
};

/** Samples the unsealed window every 50 ms until the returned function is called, which answers the samples. */
async function sampleWindow(query: Query): Promise<() => Promise<number[]>> {
  const samples: number[] = [];
  const state = { done: false };
  const [{ apart }] = await query(`SELECT to_regclass('public.event_seals') IS NOT NULL AS apart`);
  const unsealedAge = apart ? unsealedAgeInSeals : unsealedAgeInRows;
  const sampling = (async () => {
    while (!state.done) {
      samples.push(await unsealedAge(query));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    state.done = true;
    await sampling;
    return samples;
  };
}

interface Loop {
  start(): void;
  stop(): Promise<void>;
}

/** The sealer process: the checkout's own sealer on its own TypeORM data source, as the worker runs it. */
async function main(): Promise<void> {
  const dir = process.env.BENCH_APPENDS_SERVER!;
  const url = process.env.DATABASE_URL!;
  const sealer = (await from(dir, './event-store/chain/chain-sealer').catch(() => null)) as {
    chainSealer(dataSource: unknown, url: string): Loop;
    sealChain(dataSource: unknown, options: { committedBeforeCall: boolean }): Promise<number>;
  } | null;
  if (!sealer) {
    process.send!({ ready: false });
    process.exit(0);
  }
  const { DataSource } = (await from(dir, 'typeorm')) as typeof import('typeorm');
  // The checkout's own options: its int8 parser (positions as numbers) and search path.
  const { dataSourceOptions } = (await from(dir, './database/data-source-options')) as {
    dataSourceOptions(url: string, poolSize: number): import('typeorm').DataSourceOptions;
  };
  const dataSource = new DataSource(dataSourceOptions(url, 4));
  await dataSource.initialize();
  const query: Query = (sql, params) => dataSource.query(sql, params);
  const loop = sealer.chainSealer(dataSource, url);
  let endSampling: (() => Promise<number[]>) | null = null;
  const handlers: Record<SealerRequest, () => Promise<Omit<Reply, 'id'>>> = {
    start: async () => (loop.start(), {}),
    stop: async () => (await loop.stop(), {}),
    drain: async () => (await sealer.sealChain(dataSource, { committedBeforeCall: true }), {}),
    sample: async () => ((endSampling = await sampleWindow(query)), {}),
    samples: async () => {
      const samples = (await endSampling?.()) ?? [];
      endSampling = null;
      return { samples };
    },
    exit: async () => {
      await loop.stop();
      await dataSource.destroy();
      process.exit(0);
    },
  };
  process.on('message', ({ id, request }: { id: number; request: SealerRequest }) => {
    handlers[request]().then(
      (reply) => process.send!({ id, ...reply }),
      (error: unknown) => process.send!({ id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  process.send!({ ready: true });
}

if (require.main === module)
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
