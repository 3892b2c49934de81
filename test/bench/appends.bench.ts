import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../../server/src/app.module';
import { CarListed } from '../../server/src/cars/domain/car.events';
import { EventStore } from '../../server/src/event-store/event-store.service';
import { EventMetadata, StreamWrite } from '../../server/src/event-store/event.types';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { applyEnv, Bench, BenchContext, latencyMetrics, Metric, now } from './support';

const SINGLE = Number(process.env.BENCH_APPENDS_SINGLE ?? 5000);
const CONCURRENT = Number(process.env.BENCH_APPENDS_CONCURRENT ?? 20000);
const WRITERS = 32;
const WARMUP = 320;
/**
 * Another built checkout (BENCH_APPENDS_BASELINE=/path/to/checkout, after its `npm run build:server`):
 * its event store appends to a database of its own, each run alternating with this one's, so
 * the two are measured in the same minutes of a noisy machine.
 */
const BASELINE = process.env.BENCH_APPENDS_BASELINE;

/** A type no projection handles: measures the log itself (insert, notify, commit). */
const NOOP_TYPE = 'BenchPinged';

interface Workload {
  name: string;
  /** The write for the n-th append (0-based) of one writer, given that writer's key. */
  write(writer: string, n: number): StreamWrite;
}

/** Each writer owns one stream and appends one event at a time at the version it last wrote. */
const noopWorkload: Workload = {
  name: 'unhandled event',
  write: (writer, n) => ({
    streamType: 'bench',
    streamId: writer,
    expectedVersion: n,
    events: [{ type: NOOP_TYPE, data: { writer, n, at: new Date().toISOString() } }],
  }),
};

/** Each append lists a new car (a new stream at version 0): projections.cars and car_images rows. */
function carListedWorkload(): Workload {
  let nextCarId = 1_000_000;
  return {
    name: 'CarListed',
    write: () => {
      const carId = nextCarId++;
      const listed: CarListed = {
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
      };
      return { streamType: 'car', streamId: carId, expectedVersion: 0, events: [listed] };
    },
  };
}

const metadata = (writer: string): EventMetadata => ({
  actorId: null,
  actorRole: 'system',
  correlationId: `bench-${writer}`,
  causationId: null,
});

/** `total` appends spread over `writers` concurrent loops; each append awaited before the next. */
async function drive(store: EventStore, workload: Workload, run: string, writers: number, total: number) {
  const perWriter = Math.ceil(total / writers);
  const latencies: number[] = [];
  const started = now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      const writer = `${run}-w${w}`;
      const meta = metadata(writer);
      for (let n = 0; n < perWriter; n++) {
        const t0 = now();
        await store.append(workload.write(writer, n), meta);
        latencies.push(now() - t0);
      }
    }),
  );
  const elapsed = (now() - started) / 1000;
  return { appends: perWriter * writers, perSecond: (perWriter * writers) / elapsed, latencies };
}

async function bootContext(ctx: BenchContext, databaseUrl: string, checkout?: string): Promise<INestApplicationContext> {
  applyEnv({ ...ctx.env, DATABASE_URL: databaseUrl });
  if (checkout) {
    // The baseline's own compiled modules: its AppModule, event store and migrations.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- another checkout's compiled modules, found at run time
    const { AppModule: BaselineModule } = require(`${checkout}/dist/server/src/app.module.js`) as { AppModule: typeof AppModule };
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- another checkout's compiled modules, found at run time
    const { Logger: BaselineLogger } = require(require.resolve('nestjs-pino', { paths: [checkout] })) as {
      Logger: typeof Logger;
    };
    // Its own Nest too: one Nest's injector does not know another copy's classes (Reflector…).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- another checkout's compiled modules, found at run time
    const { NestFactory: BaselineNest } = require(require.resolve('@nestjs/core', { paths: [checkout] })) as {
      NestFactory: typeof NestFactory;
    };
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Nest declares its options bag as a class; an object literal is how it is given
    const baseline = await BaselineNest.createApplicationContext(BaselineModule, { bufferLogs: true });
    baseline.useLogger(baseline.get(BaselineLogger));
    return baseline;
  }
  // The server's modules without HTTP or the worker: migrations, inline projections, the event store.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Nest declares its options bag as a class; an object literal is how it is given
  const app = await NestFactory.createApplicationContext(AppModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  return app;
}

export const appendsBench: Bench = {
  name: 'appends',
  description: 'EventStore.append throughput (inline projections registered), 1 and 32 writers',
  async run(ctx) {
    const databaseUrl = await ctx.createDatabase('appends');
    const app = await bootContext(ctx, databaseUrl);
    const baselineApp = BASELINE ? await bootContext(ctx, await ctx.createDatabase('appends_baseline'), BASELINE) : null;
    const metrics: Metric[] = [];
    try {
      const store = app.get(EventStore);
      const registry = app.get(ProjectionRegistry);
      if (registry.projections().length === 0) throw new Error('no inline projections registered');
      if (registry.projections().some((p) => p.handles.includes(NOOP_TYPE))) throw new Error(`${NOOP_TYPE} is handled`);
      // The baseline's EventStore class is its own (another compiled copy): found by its name.
      const baselineStore = baselineApp?.get<EventStore>(
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- another checkout's compiled modules, found at run time
        (require(`${BASELINE}/dist/server/src/event-store/event-store.service.js`) as { EventStore: typeof EventStore })
          .EventStore,
      );
      const stores: Array<[string, EventStore]> = [
        ['', store],
        ...(baselineStore ? [[' (baseline)', baselineStore] as [string, EventStore]] : []),
      ];
      ctx.log(`${registry.projections().length} inline projections registered; warming up (${WARMUP} appends)`);
      for (const [, s] of stores) await drive(s, noopWorkload, 'warmup', WRITERS, WARMUP);

      const runs: Array<[Workload, string]> = [
        [noopWorkload, 'noop'],
        [carListedWorkload(), 'car'],
      ];
      for (const [workload, key] of runs) {
        for (const writers of [1, WRITERS]) {
          const total = writers === 1 ? SINGLE : CONCURRENT;
          // Baseline first, then this checkout, in halves alternating, so drift hits both alike.
          const results = new Map<string, { appends: number; seconds: number; latencies: number[] }>();
          for (let half = 0; half < 2; half++) {
            for (const [suffix, s] of half === 0 ? [...stores].reverse() : stores) {
              ctx.log(`${total / 2} appends, ${workload.name}, ${writers} writer(s)${suffix}`);
              const result = await drive(s, workload, `${key}-${writers}-${half}`, writers, total / 2);
              const sum = results.get(suffix) ?? { appends: 0, seconds: 0, latencies: [] };
              sum.appends += result.appends;
              sum.seconds += result.appends / result.perSecond;
              sum.latencies.push(...result.latencies);
              results.set(suffix, sum);
            }
          }
          for (const [suffix] of stores) {
            const result = results.get(suffix)!;
            const label = `appends/s ${workload.name}, ${writers} writer${writers === 1 ? '' : 's'}${suffix}`;
            const found: Metric[] = [
              { label, value: result.appends / result.seconds, unit: 'appends/s' },
              ...latencyMetrics(
                `append latency ${workload.name}, ${writers} writer${writers === 1 ? '' : 's'}${suffix}`,
                result.latencies,
                [50, 99],
              ),
            ];
            found.forEach(ctx.report);
            metrics.push(...found);
          }
        }
      }
    } finally {
      await baselineApp?.close();
      await app.close();
    }
    return metrics;
  },
};
