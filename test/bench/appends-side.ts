/**
 * One side of the appends bench, as its own process (forked by appends.bench.ts): boots the
 * server's modules of a built checkout (`BENCH_APPENDS_SERVER`, its dist/server/src) without HTTP
 * or the worker, on `DATABASE_URL`, and drives the workloads it is sent, one at a time, answering
 * with the figures. Running this checkout and a baseline the same way, alternately, compares them
 * on the same machine at the same moment.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

/** What the bench asks of a side. */
export interface SideRequest {
  workload: 'noop' | 'car';
  /** A key unique to this request, so each request writes streams of its own. */
  run: string;
  writers: number;
  total: number;
  /** false: this drive runs without the chain's sealer (its backlog is sealed after, untimed). */
  seal?: boolean;
}

export interface SideResult {
  appends: number;
  perSecond: number;
  latencies: number[];
  /** With the chain's sealer running: age of the oldest committed, not yet sealed event, sampled every 50 ms (ms). */
  unsealedMs?: number[];
}

/** Something started beside the appends for the length of a drive (the chain's sealer). */
interface Beside {
  start(): void;
  stop(): Promise<void>;
}

/** A type no projection handles: measures the log itself (insert, notify, commit). */
export const NOOP_TYPE = 'BenchPinged';

interface Write {
  streamType: string;
  streamId: string | number;
  expectedVersion: number;
  events: Array<{ type: string; data: unknown }>;
}

interface Store {
  append(write: Write, metadata: Record<string, unknown>): Promise<unknown>;
}

/** Each writer owns one stream and appends one event at a time at the version it last wrote. */
const noop = (writer: string, n: number): Write => ({
  streamType: 'bench',
  streamId: writer,
  expectedVersion: n,
  events: [{ type: NOOP_TYPE, data: { writer, n, at: new Date().toISOString() } }],
});

/** Each append lists a new car (a new stream at version 0): projections.cars, listing facets and car_images rows. */
let nextCarId = 1_000_000;
const car = (): Write => {
  const carId = nextCarId++;
  return {
    streamType: 'car',
    streamId: carId,
    expectedVersion: 0,
    events: [
      {
        type: 'CarListed',
        data: {
          carId,
          ownerId: 1 + (carId % 97),
          featured: false,
          details: {
            name: 'تويوتا كامري 2019 فل كامل',
            brand: 'toyota',
            categoryId: 1,
            countryOfManufacture: 'اليابان',
            model: 'Camry',
            year: 2019,
            condition: 'used',
            mileage: 85000,
            fuelType: 'petrol',
            transmission: 'automatic',
            horsepower: 178,
            seats: 5,
            color: 'أبيض',
            description: 'سيارة نظيفة جدًا، صيانة دورية في الوكالة، بدون حوادث. فحص كامل وأوراق نظامية.',
            otherBenefits: '',
          },
          images: [1, 2]
            .map(() => randomUUID())
            .map((imageId) => ({
              imageId,
              key: `originals/cars/${imageId}.jpg`,
              contentType: 'image/jpeg',
              size: 120_000,
              width: 1600,
              height: 1200,
            })),
        },
      },
    ],
  };
};

/** `total` appends spread over `writers` concurrent loops; each append awaited before the next. */
export async function drive(store: Store, request: SideRequest): Promise<SideResult> {
  const perWriter = Math.ceil(request.total / request.writers);
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: request.writers }, async (_, w) => {
      const writer = `${request.run}-w${w}`;
      const metadata = { actorId: null, actorRole: 'system', correlationId: `bench-${writer}`, causationId: null };
      for (let n = 0; n < perWriter; n++) {
        const write = request.workload === 'noop' ? noop(writer, n) : car();
        const t0 = performance.now();
        await store.append(write, metadata);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { appends: perWriter * request.writers, perSecond: (perWriter * request.writers) / elapsed, latencies };
}

/** A module of the checkout in `dir`, as it resolves it (its own Nest, its own TypeORM). */
const from = (dir: string, module: string): Promise<unknown> =>
  import(module.startsWith('.') ? join(dir, module) : require.resolve(module, { paths: [dir] }));

/**
 * The checkout's chain sealer, as the worker runs it, when it has one and BENCH_APPENDS_SEAL is
 * not 0 (a checkout that hashes inside the append has none: its appends do the work).
 */
async function sealerOf(
  dir: string,
  app: { get(token: unknown): unknown },
): Promise<(Beside & { drain(): Promise<unknown> }) | null> {
  if (process.env.BENCH_APPENDS_SEAL === '0') return null;
  const sealer = (await from(dir, './event-store/chain/chain-sealer').catch(() => null)) as {
    chainSealer(dataSource: unknown, url: string): Beside;
    sealChain(dataSource: unknown, options: { committedBeforeCall: boolean }): Promise<number>;
  } | null;
  if (!sealer) return null;
  const { DataSource } = (await from(dir, 'typeorm')) as typeof import('typeorm');
  const dataSource = app.get(DataSource);
  const loop = sealer.chainSealer(dataSource, process.env.DATABASE_URL!);
  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    drain: () => sealer.sealChain(dataSource, { committedBeforeCall: true }),
  };
}

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

/** Samples the unsealed window while `work` runs. */
async function sampleWindow<T>(query: Query, work: Promise<T>): Promise<[T, number[]]> {
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
  try {
    return [await work, samples];
  } finally {
    state.done = true;
    await sampling;
  }
}

async function main(): Promise<void> {
  const dir = process.env.BENCH_APPENDS_SERVER!;
  await from(dir, 'reflect-metadata');
  const { NestFactory } = (await from(dir, '@nestjs/core')) as typeof import('@nestjs/core');
  const { Logger } = (await from(dir, 'nestjs-pino')) as typeof import('nestjs-pino');
  const { AppModule } = (await from(dir, './app.module')) as { AppModule: new () => unknown };
  const { EventStore } = (await from(dir, './event-store/event-store.service')) as { EventStore: new () => Store };
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Nest declares its options bag as a class; an object literal is how it is given
  const app = await NestFactory.createApplicationContext(AppModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  const store = app.get(EventStore);
  const { ProjectionRegistry } = (await from(dir, './event-store/projection-registry')) as {
    ProjectionRegistry: new () => { projections(): ReadonlyArray<{ handles: readonly string[] }> };
  };
  const projections = app.get(ProjectionRegistry).projections();
  if (projections.length === 0) throw new Error('no inline projections registered');
  if (projections.some((p) => p.handles.includes(NOOP_TYPE))) throw new Error(`${NOOP_TYPE} is handled`);
  const sealer = await sealerOf(dir, app);
  const { DataSource } = (await from(dir, 'typeorm')) as typeof import('typeorm');
  const dataSource = app.get(DataSource);
  sealer?.start();
  process.on('message', (message: SideRequest | 'stop') => {
    if (message === 'stop') {
      void (sealer?.stop() ?? Promise.resolve()).then(() => app.close()).then(() => process.exit(0));
      return;
    }
    const driven = !sealer
      ? drive(store, message)
      : message.seal === false
        ? (async () => {
            await sealer.stop();
            const result = await drive(store, message);
            await sealer.drain();
            sealer.start();
            return result;
          })()
        : sampleWindow((sql, params) => dataSource.query(sql, params), drive(store, message)).then(([result, unsealedMs]) => ({
            ...result,
            unsealedMs,
          }));
    driven.then(
      (result) => process.send!({ result }),
      (error: unknown) => process.send!({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
  process.send!({ ready: `${projections.length}${sealer ? ', the chain sealed after commit' : ''}` });
}

if (require.main === module)
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
