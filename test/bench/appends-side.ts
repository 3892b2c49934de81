/**
 * One side of the appends bench, as its own process (forked by appends.bench.ts): boots the
 * server's modules of a built checkout (`BENCH_APPENDS_SERVER`, its dist/server/src) without HTTP
 * or the worker, on `DATABASE_URL`, and drives the workloads it is sent, one at a time, answering
 * with the figures. The checkout's chain sealer runs beside it in a process of its own
 * (appends-sealer.ts), as the worker runs it beside the servers. Running this checkout and a baseline the same way, alternately, compares them
 * on the same machine at the same moment.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { forkSealer } from './appends-sealer';
import { sampleListingDetails } from './sample-listing';

/** What the bench asks of a side. */
export interface SideRequest {
  workload: 'noop' | 'sized' | 'car' | 'user' | 'approve';
  /** A key unique to this request, so each request writes streams of its own. */
  run: string;
  writers: number;
  total: number;
  /** false: this drive runs without the chain's sealer (its backlog is sealed after, untimed). */
  seal?: boolean;
  /**
   * true: the sealer's process also samples the unsealed window meanwhile (two queries every
   * 50 ms). The bench asks for it only on drives whose rate it does not count: the sampling is
   * work the side without a sealer does not do.
   */
  sample?: boolean;
}

export interface SideResult {
  appends: number;
  perSecond: number;
  latencies: number[];
  /** With the chain's sealer running: age of the oldest committed, not yet sealed event, sampled every 50 ms (ms). */
  unsealedMs?: number[];
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
  return { streamType: 'car', streamId: carId, expectedVersion: 0, events: [{ type: 'CarListed', data: listing(carId) }] };
};

/** Each append registers a new account (a new stream at version 0): projections.users and its count per status. */
let nextUserId = 1_000_000;
const user = (): Write => {
  const userId = nextUserId++;
  const data = { userId, name: `بائع ${userId}`, email: `bench-${userId}@sayyara.test`, phone: null, roles: ['user'] };
  return { streamType: 'user', streamId: userId, expectedVersion: 0, events: [{ type: 'UserRegistered', data }] };
};

/**
 * An unhandled event as big as a listing (noop's stream, CarListed's data): what the log itself
 * costs for a listing, so that CarListed's distance from it is the projections' own.
 */
const sized = (writer: string, n: number): Write => ({
  ...noop(writer, n),
  events: [{ type: NOOP_TYPE, data: listing(1_000_000 + n) }],
});

/** A listed car's data, as the seller's form sends it. */
function listing(carId: number) {
  return {
    carId,
    ownerId: 1 + (carId % 97),
    featured: false,
    details: sampleListingDetails(),
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
  };
}

/**
 * A listed car's approval: the listing goes live, its rows change and the facets' counters move.
 * The cars are listed before the clock starts (`listCars`), so only the approvals are timed.
 */
const approval = (carId: number): Write => ({
  streamType: 'car',
  streamId: carId,
  expectedVersion: 1,
  events: [{ type: 'CarApproved', data: { expiresAt: '2030-01-01T00:00:00.000Z', automatic: false } }],
});

const WRITES: Record<Exclude<SideRequest['workload'], 'approve'>, (writer: string, n: number) => Write> = {
  noop,
  sized,
  car,
  user,
};

/** `perWriter` cars listed by each of `writers` concurrent loops: their ids, by writer. */
async function listCars(store: Store, writers: number, perWriter: number): Promise<number[][]> {
  const metadata = { actorId: null, actorRole: 'system', correlationId: 'bench-listings', causationId: null };
  return Promise.all(
    Array.from({ length: writers }, async () => {
      const ids: number[] = [];
      for (let n = 0; n < perWriter; n++) {
        const write = car();
        await store.append(write, metadata);
        ids.push(Number(write.streamId));
      }
      return ids;
    }),
  );
}

/** The `w`-th writer's `n`-th write of a drive, with what it needs done before the clock starts. */
async function writesOf(store: Store, request: SideRequest, perWriter: number): Promise<(w: number, n: number) => Write> {
  if (request.workload === 'approve') {
    const listed = await listCars(store, request.writers, perWriter);
    return (w, n) => approval(listed[w][n]);
  }
  const write = WRITES[request.workload];
  return (w, n) => write(`${request.run}-w${w}`, n);
}

/** `total` appends spread over `writers` concurrent loops; each append awaited before the next. */
export async function drive(store: Store, request: SideRequest): Promise<SideResult> {
  const perWriter = Math.ceil(request.total / request.writers);
  const writeOf = await writesOf(store, request, perWriter);
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: request.writers }, async (_, w) => {
      const writer = `${request.run}-w${w}`;
      const metadata = { actorId: null, actorRole: 'system', correlationId: `bench-${writer}`, causationId: null };
      for (let n = 0; n < perWriter; n++) {
        const write = writeOf(w, n);
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
  // The checkout's sealer, when it has one, runs in a process of its own, as the worker runs it.
  const sealer = await forkSealer(dir);
  await sealer?.start();
  process.on('message', (message: SideRequest | 'stop') => {
    if (message === 'stop') {
      void (sealer?.exit() ?? Promise.resolve()).then(() => app.close()).then(() => process.exit(0));
      return;
    }
    const driven = !sealer
      ? drive(store, message)
      : message.seal === false
        ? (async () => {
            await sealer.stop();
            const result = await drive(store, message);
            await sealer.drain();
            await sealer.start();
            return result;
          })()
        : !message.sample
          ? drive(store, message)
          : (async () => {
              await sealer.sample();
              const driving = drive(store, message);
              const unsealedMs = await driving.then(
                () => sealer.samples(),
                () => sealer.samples(),
              );
              return { ...(await driving), unsealedMs };
            })();
    driven.then(
      (result) => process.send!({ result }),
      (error: unknown) => process.send!({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
  process.send!({ ready: `${projections.length}${sealer ? ', the chain sealed after commit' : ''}`, seals: Boolean(sealer) });
}

if (require.main === module)
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
