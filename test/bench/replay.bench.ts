import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { migrate } from '../../server/src/database/migrate';
import { sealLog } from '../../server/src/event-store/chain/event-chain';
import { BATCH, inOneSnapshot, LogBatch, readLogBatch } from '../../server/src/event-store/chain/log-reads';
import { verifyLog } from '../../server/src/event-store/chain/verify-log';
import { AuditQueries } from '../../server/src/audit/queries/audit-queries';
import { StreamHistoryService } from '../../server/src/audit/time-travel/stream-history.service';
import { EventStore } from '../../server/src/event-store/event-store.service';
import { createServerApp } from '../../server/src/main';
import { ProjectionRebuild } from '../../server/src/replay/projection-rebuild';
import { ReplayModule } from '../../server/src/replay/replay.module';
import { replayedChanges } from '../support/stream-replayer';
import { generateCars, generateFavourites, generateUsers } from './generated-log';
import { sampleListingDetails } from './sample-listing';
import { adminToken, applyEnv, Bench, BenchContext, latencyMetrics, Metric, now } from './support';

const CARS = Number(process.env.BENCH_REPLAY_CARS ?? 160_000);
const USERS = Number(process.env.BENCH_REPLAY_USERS ?? 20_000);
const HISTORY_REQUESTS = Number(process.env.BENCH_HISTORY_REQUESTS ?? 50);
/** One event at a time is slow: it is measured on the log's first this many events. */
const ONE_BY_ONE = Number(process.env.BENCH_REPLAY_ONE_BY_ONE ?? 100_000);
/** BENCH_HISTORY_ONLY=1: only the stream history (its before → after), without the million-event rebuild. */
const HISTORY_ONLY = process.env.BENCH_HISTORY_ONLY === '1';

/**
 * A realistic log written straight into the events table: USERS accounts (one event each and a
 * favourite each) and CARS cars of six events each (listed with a photo, offer, photo processed,
 * approved, edited, re-priced). With the defaults, one million events.
 */
export async function generateLog(dataSource: DataSource, ctx: Pick<BenchContext, 'log'>): Promise<number> {
  await generateUsers(dataSource, 1, USERS);
  await generateCars(dataSource, 1, CARS, CAR_EVENTS, [USERS], (done) => ctx.log(`generated ${done} of ${CARS} cars`));
  await generateFavourites(dataSource, 1, USERS, CARS);
  const [{ total }] = await dataSource.query(`SELECT count(*)::int AS total FROM public.events`);
  await dataSource.query(`ANALYZE public.events`);
  return total;
}

const cpuSeconds = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

/** The verifier's reads alone (same queries, snapshot, batches and overlap), rows parsed and dropped: its floor. */
async function readLogFloor(dataSource: DataSource): Promise<{ rows: number; seconds: number; cpuSeconds: number }> {
  const started = now();
  const cpu = process.cpuUsage();
  const rows = await inOneSnapshot(dataSource, async (querier) => {
    let read = 0;
    let pending: Promise<Pick<LogBatch, 'events' | 'first'>> = readLogBatch(querier, ['0', 0], 0);
    for (;;) {
      const { events, first } = await pending;
      if (!events.length) return read;
      const last = events[events.length - 1];
      pending =
        events.length < BATCH
          ? Promise.resolve({ events: [], first })
          : readLogBatch(querier, [last.transaction_id, last.global_position], first + events.length);
      read += events.length;
    }
  });
  return { rows, seconds: (now() - started) / 1000, cpuSeconds: cpuSeconds(cpu) };
}

/** Six events per car `c`; `$3` is the number of users (the owners). */
const CAR_EVENTS = `VALUES
  (1, 'CarListed', jsonb_build_object('carId', c, 'ownerId', 1 + c % $3, 'featured', c % 10 = 0,
     'details', jsonb_build_object('name', 'تويوتا كامري ' || (2005 + c % 20), 'brand', (ARRAY['toyota','kia','hyundai','bmw','mercedes'])[1 + c % 5],
       'categoryId', 1 + c % 6, 'countryOfManufacture', 'اليابان', 'model', 'Camry', 'year', 2005 + c % 20, 'condition', 'used',
       'mileage', c % 250000, 'fuelType', 'petrol', 'transmission', 'automatic', 'horsepower', 150, 'seats', 5, 'color', 'أبيض',
       'description', 'سيارة نظيفة جدًا بدون حوادث وصيانة دورية في الوكالة', 'otherBenefits', ''),
     'images', jsonb_build_array(jsonb_build_object('imageId', md5('img' || c)::uuid, 'key', 'originals/' || md5('img' || c) || '.jpg',
       'contentType', 'image/jpeg', 'size', 100000, 'width', 1600, 'height', 1200)))),
  (2, 'CarOfferMade', jsonb_build_object('offerId', c, 'offerType', 'sale', 'priceMinor', 500000 + c % 5000000, 'currency', 'USD',
     'pricingPeriod', null, 'isAvailable', true, 'additionalFeatures', '', 'location', (ARRAY['دمشق','حلب','حمص','اللاذقية','طرطوس'])[1 + c % 5])),
  (3, 'CarImageProcessed', jsonb_build_object('imageId', md5('img' || c)::uuid, 'width', 1600, 'height', 1200,
     'variants', jsonb_build_array(jsonb_build_object('width', 320, 'height', 240, 'key', 'variants/cars/' || c || '/320.webp', 'size', 9000)))),
  (4, 'CarApproved', jsonb_build_object('expiresAt', '2027-01-01T00:00:00.000Z', 'automatic', false)),
  (5, 'CarRevised', jsonb_build_object('changes', jsonb_build_object('mileage', c % 250000 + 1000, 'color', 'فضي'))),
  (6, 'CarOfferRevised', jsonb_build_object('changes', jsonb_build_object('priceMinor', 450000 + c % 5000000)))`;

/** Replay throughput on a million generated events, and the time to serve a 100-event stream history. */
export const replayBench: Bench = {
  name: 'replay',
  description: `rebuild every read model from ${((CARS * 6 + USERS * 2) / 1e6).toFixed(2)}M generated events; serve a 100-event history`,
  async run(ctx) {
    const metrics: Metric[] = HISTORY_ONLY ? [] : await rebuildFigures(ctx);
    return [...metrics, ...(await historyFigures(ctx))];
  },
};

/** Replay throughput on a million generated events: one at a time, batched, and the set-based floor. */
async function rebuildFigures(ctx: BenchContext): Promise<Metric[]> {
  const metrics: Metric[] = [];
  const url = await ctx.createDatabase('replay');
  applyEnv({ ...ctx.env, DATABASE_URL: url });

  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Nest declares its options bag as a class; an object literal is how it is given
  const context = await NestFactory.createApplicationContext(ReplayModule, { logger: ['error', 'warn'] });
  try {
    const dataSource = context.get(DataSource);
    await migrate(dataSource);
    const started = now();
    const events = await generateLog(dataSource, ctx);
    ctx.log(`generated ${events} events in ${((now() - started) / 1000).toFixed(1)} s`);
    // The chain over the generated log, as the appends would have written it, then its check.
    const sealStarted = now();
    await sealLog(dataSource);
    ctx.log(`hashed ${events} events into the chain in ${((now() - sealStarted) / 1000).toFixed(1)} s`);
    const verifyCpu = process.cpuUsage();
    const verified = await verifyLog(dataSource);
    const verifyCpuSeconds = cpuSeconds(verifyCpu);
    if (verified.problem || verified.events !== events)
      throw new Error(`the generated log does not verify: ${verified.problem?.detail}`);
    const readFloor = await readLogFloor(dataSource);
    for (const figure of [
      {
        label: `verify-log of ${events} events (re-hash, chain, Merkle root)`,
        value: Number(verified.seconds.toFixed(1)),
        unit: 's',
      },
      { label: 'verify-log: CPU of this process', value: Number(verifyCpuSeconds.toFixed(1)), unit: 's' },
      {
        label: `floor: reading the same ${readFloor.rows} rows the same way, no hashing`,
        value: Number(readFloor.seconds.toFixed(1)),
        unit: 's',
      },
      { label: 'floor: CPU of this process', value: Number(readFloor.cpuSeconds.toFixed(1)), unit: 's' },
      { label: 'verify-log ÷ floor', value: Number((verified.seconds / readFloor.seconds).toFixed(2)), unit: '×' },
    ]) {
      ctx.report(figure);
      metrics.push(figure);
    }
    const rebuild = context.get(ProjectionRebuild);
    // The same log three ways: each event on its own (its first ONE_BY_ONE events), in runs of
    // a 5,000-event batch, and the set-based floor for the cars table alone.
    const oneByOne = await rebuild.run({ batchSize: 5000, measureOnly: true, oneByOne: true, stopAfter: ONE_BY_ONE });
    const batched = await rebuild.run({ batchSize: 5000, measureOnly: true });
    const floor = await carsFloor(dataSource);
    for (const figure of [
      { label: `replay of ${oneByOne.events} events, one event at a time`, value: oneByOne.eventsPerSecond, unit: 'events/s' },
      { label: `replay of ${batched.events} events, batched`, value: batched.eventsPerSecond, unit: 'events/s' },
      {
        label: 'batched: of which building the deferred indexes',
        value: Number(batched.secondsIndexing.toFixed(1)),
        unit: 's',
      },
      {
        label: 'batched ÷ one at a time',
        value: Number((batched.eventsPerSecond / oneByOne.eventsPerSecond).toFixed(1)),
        unit: '×',
      },
      {
        label: `floor: INSERT … SELECT of ${floor.cars} cars from their ${floor.events} events`,
        value: floor.eventsPerSecond,
        unit: 'events/s',
      },
      { label: 'batched ÷ floor', value: Number((batched.eventsPerSecond / floor.eventsPerSecond).toFixed(2)), unit: '×' },
    ]) {
      ctx.report(figure);
      metrics.push(figure);
    }
  } finally {
    await context.close();
  }

  return metrics;
}

/**
 * A stream of 100 events (a car listed, then edited 99 times), served over HTTP with its diffs
 * (folded in memory); beside it, in the same process and alternating, the history replayed in
 * temporary tables (what it did before), and the floor: the two reads every answer makes.
 */
async function historyFigures(ctx: BenchContext): Promise<Metric[]> {
  const metrics: Metric[] = [];
  const history = await ctx.createDatabase('history');
  applyEnv({ ...ctx.env, DATABASE_URL: history });
  const app = await createServerApp();
  await app.listen(0, '127.0.0.1');
  try {
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const store = app.get(EventStore);
    const meta = { actorId: null, actorRole: 'system', correlationId: 'bench' };
    await store.append(
      {
        streamType: 'car',
        streamId: 1,
        expectedVersion: 0,
        events: [
          { type: 'CarListed', data: { carId: 1, ownerId: 1, featured: false, images: [], details: sampleListingDetails() } },
        ],
      },
      meta,
    );
    for (let v = 1; v < 100; v++) {
      await store.append(
        {
          streamType: 'car',
          streamId: 1,
          expectedVersion: v,
          events: [{ type: 'CarRevised', data: { changes: { mileage: 1000 + v, color: v % 2 ? 'أحمر' : 'أزرق' } } }],
        },
        meta,
      );
    }
    const token = await adminToken(base);
    const samples: number[] = [];
    for (let i = 0; i < HISTORY_REQUESTS + 5; i++) {
      const t0 = now();
      const res = await fetch(`${base}/api/audit/streams/car/1`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { data: { events: unknown[] } };
      if (body.data.events.length !== 100) throw new Error(`expected 100 events, got ${body.data.events.length}`);
      if (i >= 5) samples.push(now() - t0);
    }
    const service = app.get(StreamHistoryService);
    const [inDatabase, folded, floor] = [[], [], []] as number[][];
    for (let i = 0; i < HISTORY_REQUESTS + 5; i++) {
      for (const [into, serve] of [
        [inDatabase, () => replayedChanges(app, 'car', '1')],
        [folded, () => service.history('car', '1')],
        [floor, () => Promise.all([app.get(EventStore).readStream('car', '1'), app.get(AuditQueries).stream('car', '1')])],
      ] as const) {
        const t0 = now();
        await serve();
        if (i >= 5) into.push(now() - t0);
      }
    }
    for (const metric of [
      ...latencyMetrics('100-event stream history over HTTP', samples),
      ...latencyMetrics('history, in process: replayed in temporary tables (before)', inDatabase),
      ...latencyMetrics('history, in process: folded in memory (after)', folded),
      ...latencyMetrics('floor: reading the stream and its audit view', floor),
    ]) {
      ctx.report(metric);
      metrics.push(metric);
    }
  } finally {
    await app.close();
  }
  return metrics;
}

/**
 * The physical limit: the cars table alone built from its events by one set-based statement
 * (each car's listing, last details, status and offer folded by GROUP BY), in a scratch schema.
 */
async function carsFloor(dataSource: DataSource): Promise<{ cars: number; events: number; eventsPerSecond: number }> {
  await dataSource.query(`DROP SCHEMA IF EXISTS bench_floor CASCADE`);
  await dataSource.query(`CREATE SCHEMA bench_floor`);
  await dataSource.query(`CREATE TABLE bench_floor.cars (LIKE projections.cars INCLUDING ALL)`);
  const [{ events }] = await dataSource.query(`SELECT count(*)::int AS events FROM public.events WHERE stream_type = 'car'`);
  const started = now();
  await dataSource.query(`
    INSERT INTO bench_floor.cars (id, user_id, status, name, brand, category_id, country_of_manufacture, model, year,
      condition, mileage, fuel_type, transmission, horsepower, seats, color, description, is_featured, other_benefits,
      offer_type, location, price_minor, price_currency, created_at, updated_at, published_at, expires_at, version)
    SELECT c.id, (l->>'ownerId')::int, c.status, d->>'name', d->>'brand', (d->>'categoryId')::int, d->>'countryOfManufacture',
           d->>'model', (d->>'year')::int, d->>'condition', coalesce((r->>'mileage')::int, (d->>'mileage')::int), d->>'fuelType',
           d->>'transmission', (d->>'horsepower')::int, (d->>'seats')::int, coalesce(r->>'color', d->>'color'), d->>'description',
           (l->>'featured')::boolean, d->>'otherBenefits', o->>'offerType', o->>'location',
           coalesce((p->>'priceMinor')::bigint, (o->>'priceMinor')::bigint), o->>'currency',
           c.created_at, c.updated_at, c.published_at, (a->>'expiresAt')::timestamptz, c.version
      FROM (SELECT stream_id::int AS id,
                   min(data::text) FILTER (WHERE event_type = 'CarListed')::jsonb AS l,
                   min(data::text) FILTER (WHERE event_type = 'CarOfferMade')::jsonb AS o,
                   (array_agg(data->'changes' ORDER BY stream_version DESC) FILTER (WHERE event_type = 'CarRevised'))[1] AS r,
                   (array_agg(data->'changes' ORDER BY stream_version DESC) FILTER (WHERE event_type = 'CarOfferRevised'))[1] AS p,
                   min(data::text) FILTER (WHERE event_type = 'CarApproved')::jsonb AS a,
                   CASE WHEN bool_or(event_type = 'CarApproved') THEN 'active' ELSE 'pending' END AS status,
                   min(recorded_at) AS created_at, max(recorded_at) AS updated_at,
                   min(recorded_at) FILTER (WHERE event_type = 'CarApproved') AS published_at,
                   max(stream_version) AS version
              FROM public.events WHERE stream_type = 'car' GROUP BY stream_id) c,
           LATERAL (SELECT c.l->'details' AS d) x`);
  const seconds = (now() - started) / 1000;
  const [{ cars }] = await dataSource.query(`SELECT count(*)::int AS cars FROM bench_floor.cars`);
  await dataSource.query(`DROP SCHEMA bench_floor CASCADE`);
  return { cars, events, eventsPerSecond: Math.round(events / seconds) };
}
