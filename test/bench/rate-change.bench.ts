import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ensureDatabase } from '../../server/src/database/ensure-database';
import { migrate } from '../../server/src/database/migrate';
import { EventStore } from '../../server/src/event-store/event-store.service';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { retryOnConflict } from '../../server/src/event-store/retry-on-conflict';
import { PriceIndicators } from '../../server/src/price-guide/price-indicators';
import { WORKER_SUBSCRIPTIONS } from '../../server/src/dispatch/reaction';
import { ReplayModule } from '../../server/src/replay/replay.module';
import { EXCHANGE_RATES_STREAM, ExchangeRatesSet } from '../../server/src/settings/domain/settings.events';
import { growMarket } from './market/generate';
import {
  adminToken,
  answers,
  applyEnv,
  Bench,
  ChildHandle,
  freePort,
  Metric,
  now,
  percentile,
  printed,
  startChild,
  waitUntil,
  databaseUrl as urlOf,
} from './support';

/** A generated market to measure on (BENCH_MARKET_DATABASE, as the market bench keeps it); else one of BENCH_RATE_CARS is generated. */
const DATABASE = process.env.BENCH_MARKET_DATABASE;
const CARS = Number(process.env.BENCH_RATE_CARS ?? 200_000);
/** Newest-page requests at rest, for its p99. */
const AT_REST = Number(process.env.BENCH_RATE_AT_REST ?? 400);
const NEWEST = '/api/cars?per_page=12&page=1';
const meta = () => ({ actorId: null, actorRole: 'system', correlationId: `bench-${randomUUID()}` });

/** What went on while one rate change re-priced the market. */
interface During {
  newest: number[];
  /** Other writers' appends (a pound listing's place revised), end to end. */
  appends: number[];
  /** The longest any session of the database was seen waiting for a lock (pg_locks.waitstart, sampled). */
  longestLockWaitMs: number;
  /** The longest a probe waited to lock the next listing still to re-price (FOR UPDATE, from its own connection). */
  longestRowWaitMs: number;
  /**
   * The longest any session was seen waiting for a lock the worker held (sampled as above, the
   * blocker named by pg_blocking_pids): the re-pricing batches' own locks, told apart from those of
   * the other writers' appends, which revise the same pound listings and commit waiting for the
   * disk. Only the batches run in the worker here; the old way's statement runs in this process.
   */
  longestWaitBehindWorkerMs: number;
}

/** application_name of the worker's connections in this bench, so that a lock's holder can be told apart. */
const WORKER_APPLICATION = 'sayyara-bench-worker';

/** The database URL naming its connections' application (pg reads it from the URL, over its options). */
function named(url: string, application: string): string {
  const withName = new URL(url);
  withName.searchParams.set('application_name', application);
  return withName.toString();
}

/**
 * Issue 29, item 2: a rate change on a 200,000-listing market (about 60,000 in pounds), in one run,
 * both ways: the worker's batches (this checkout: the admin's request records the rates, the
 * worker re-prices ListingsRepriced by ListingsRepriced), and the old way (a rate event that
 * re-prices every pound listing in its own append, as the events before batches still do in a
 * replay). For each: the admin's wait, the time until every listing is re-priced, the longest
 * lock wait seen, other writers' appends and the newest page's p99 meanwhile, beside the page's
 * p99 at rest. Then the price indicators' full pass.
 */
export const rateChangeBench: Bench = {
  name: 'rate-change',
  description: `a rate change on ${DATABASE ?? `${CARS} generated`} listings: worker batches vs one statement in the append; locks, newest page p99, indicator pass`,
  async run(ctx) {
    const metrics: Metric[] = [];
    const report = (label: string, value: number, unit: string) => {
      const metric = { label, value, unit };
      ctx.report(metric);
      metrics.push(metric);
    };
    const databaseUrl = DATABASE ? urlOf(DATABASE) : await ctx.createDatabase('rates');
    const generate = DATABASE ? await ensureDatabase(databaseUrl) : true;
    applyEnv({ ...ctx.env, DATABASE_URL: databaseUrl });
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Nest declares its options bag as a class; an object literal is how it is given
    const context = await NestFactory.createApplicationContext(ReplayModule, { logger: ['error', 'warn'] });
    const children: ChildHandle[] = [];
    try {
      const dataSource = context.get(DataSource);
      await migrate(dataSource);
      if (generate) {
        ctx.log(`generating ${CARS} listings`);
        await growMarket(dataSource, context.get(ProjectionRegistry), 0, CARS, Math.max(100, CARS / 10), ctx.log);
      }
      const [{ listings, pounds }] = await dataSource.query(
        `SELECT count(*)::int AS listings, count(*) FILTER (WHERE price_currency = 'SYP')::int AS pounds FROM cars`,
      );
      ctx.log(`${listings} listings, ${pounds} in pounds`);
      report('listings', listings, 'count');
      report('listings in pounds', pounds, 'count');

      // The indicators' full pass, on its own (the worker's start-up pass when some listing has none).
      const [{ end }] = await dataSource.query(`SELECT max(global_position) AS end FROM public.events`);
      const t2 = now();
      await context.get(PriceIndicators).recompute('all', Number(end));
      report('price indicators: full pass', (now() - t2) / 1000, 's');
      // The generated history needs no jobs, pushes or checks: the worker's subscriptions start at its end.
      await dataSource.query(
        `INSERT INTO public.subscription_checkpoints (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`,
        [Object.values(WORKER_SUBSCRIPTIONS)],
      );
      await dataSource.query(
        `UPDATE public.subscription_checkpoints k SET transaction_id = last.transaction_id, position = last.global_position
           FROM (SELECT transaction_id, global_position FROM public.events
                  ORDER BY transaction_id DESC, global_position DESC LIMIT 1) last
          WHERE k.position < last.global_position`,
      );

      // A kept market carries the dead row versions of the runs before (see vacuumListings).
      await vacuumListings(dataSource, ctx.log);

      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = { ...ctx.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1' };
      children.push(await startChild('server', 'main.js', env, answers(`${base}/health`)));
      children.push(
        await startChild(
          'worker',
          'worker.js',
          { ...env, DATABASE_URL: named(databaseUrl, WORKER_APPLICATION) },
          printed('Sayyara worker started'),
        ),
      );
      const token = await adminToken(base);
      const store = context.get(EventStore);
      const writers = await poundListings(dataSource);

      for (let i = 0; i < 20; i++) await timedGet(`${base}${NEWEST}`); // warm
      const rest: number[] = [];
      for (let i = 0; i < AT_REST; i++) rest.push(await timedGet(`${base}${NEWEST}`));
      report('newest page at rest p99', percentile(rest, 99), 'ms');

      const rate = async () =>
        (await dataSource.query(`SELECT per_usd_micro FROM listing_rates WHERE currency = 'SYP'`))[0].per_usd_micro;
      // The old way first, on the same market in the same run: one statement in the rate event's append.
      const old = Math.round((Number(await rate()) * 1.01) / 1000) * 1000;
      const inline = await measuring(dataSource, base, store, writers, async () => {
        const current: Record<string, number> = {};
        for (const row of await dataSource.query(`SELECT currency, per_usd_micro FROM listing_rates`))
          current[String(row.currency).trim()] = Number(row.per_usd_micro);
        const data: ExchangeRatesSet['data'] = {
          perUsdMicro: { ...current, SYP: old } as ExchangeRatesSet['data']['perUsdMicro'],
        };
        const t0 = now();
        await retryOnConflict(async () => {
          const version = (await store.readStream(EXCHANGE_RATES_STREAM.type, EXCHANGE_RATES_STREAM.id)).length;
          await store.append(
            {
              streamType: EXCHANGE_RATES_STREAM.type,
              streamId: EXCHANGE_RATES_STREAM.id,
              expectedVersion: version,
              events: [{ type: 'ExchangeRatesSet', data }],
            },
            meta(),
          );
        });
        const took = now() - t0;
        return { answered: took, finished: took };
      });
      report('one statement: admin request (every listing re-priced)', inline.result.finished / 1000, 's');
      reportDuring('one statement', inline.during);
      // Its indicator pass (the worker's, after the old way's event) is over before the batches start.
      const [{ end: oldEnd }] = await dataSource.query(`SELECT max(global_position) AS end FROM public.events`);
      await waitUntil(
        "the old way's indicator pass",
        async () =>
          (await dataSource.query(`SELECT position FROM public.subscription_checkpoints WHERE name = 'price-indicators'`))[0]
            .position >= Number(oldEnd),
        3_600_000,
        50,
      );

      // Where autovacuum would have run: the old way re-wrote a third of the table.
      await vacuumListings(dataSource, ctx.log);

      // This checkout: the admin's request, then the worker's batches.
      const next = Math.round((Number(await rate()) * 1.01) / 1000) * 1000;
      const batched = await measuring(dataSource, base, store, writers, async () => {
        const t0 = now();
        const res = await fetch(`${base}/api/admin/exchange-rates`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ SYP: next / 1_000_000 }),
        });
        if (!res.ok) throw new Error(`rates: ${res.status} ${await res.text()}`);
        const answered = now() - t0;
        const [{ v }] = await dataSource.query(
          `SELECT max(stream_version)::int AS v FROM public.events WHERE stream_type = $1 AND stream_id = $2`,
          [EXCHANGE_RATES_STREAM.type, EXCHANGE_RATES_STREAM.id],
        );
        await waitUntil('every listing re-priced', () => repriced(dataSource, v), 3_600_000, 50);
        return { answered, finished: now() - t0, version: v as number };
      });
      const [{ batches, lastPosition }] = await dataSource.query(
        `SELECT count(*)::int AS batches, max(global_position) AS "lastPosition" FROM public.events
          WHERE stream_type = 'listing-prices' AND stream_id = $1`,
        [String(batched.result.version)],
      );
      report('batches: admin request', batched.result.answered, 'ms');
      report('batches: every listing re-priced after', batched.result.finished / 1000, 's');
      report('batches: ListingsRepriced events', batches, 'count');
      reportDuring('batches', batched.during);
      // The indicators, recomputed once after the last batch by the worker's price-indicators subscription.
      const t1 = now();
      await waitUntil(
        'the indicators after the last batch',
        async () =>
          (await dataSource.query(`SELECT position FROM public.subscription_checkpoints WHERE name = 'price-indicators'`))[0]
            .position >= Number(lastPosition),
        3_600_000,
        50,
      );
      report('batches: indicators recomputed, after the re-pricing, within', (now() - t1) / 1000, 's');
    } finally {
      for (const child of children.reverse()) await child.stop();
      await context.close();
    }
    return metrics;

    function reportDuring(way: string, during: During) {
      report(`${way}: newest page p99 meanwhile`, percentile(during.newest, 99), 'ms');
      report(`${way}: newest page requests meanwhile`, during.newest.length, 'count');
      report(`${way}: longest lock wait seen (pg_locks)`, during.longestLockWaitMs, 'ms');
      report(`${way}: longest wait to lock a listing to re-price`, during.longestRowWaitMs, 'ms');
      report(`${way}: longest lock wait behind the worker (pg_blocking_pids)`, during.longestWaitBehindWorkerMs, 'ms');
      report(`${way}: other appends meanwhile p99`, percentile(during.appends, 99), 'ms');
      report(`${way}: other appends meanwhile max`, during.appends.length ? Math.max(...during.appends) : NaN, 'ms');
    }
  },
};

/** Runs `change` while the newest page is read, other writers append, and lock waits are watched. */
async function measuring<T>(
  dataSource: DataSource,
  base: string,
  store: EventStore,
  writers: number[],
  change: () => Promise<T>,
): Promise<{ result: T; during: During }> {
  const pounds = (await dataSource.query(`SELECT id FROM cars WHERE price_currency = 'SYP'`)).map((r: { id: number }) => r.id);
  const during: During = { newest: [], appends: [], longestLockWaitMs: 0, longestRowWaitMs: 0, longestWaitBehindWorkerMs: 0 };
  const state = { running: true };
  const url = (dataSource.options as { url?: string }).url ?? process.env.DATABASE_URL!;
  const sampler = new Client({ connectionString: url });
  const prober = new Client({ connectionString: url });
  await sampler.connect();
  await prober.connect();
  const loops = [
    (async () => {
      while (state.running) during.newest.push(await timedGet(`${base}${NEWEST}`));
    })(),
    (async () => {
      let i = 0;
      while (state.running) {
        const id = writers[i++ % writers.length];
        const t0 = now();
        await retryOnConflict(async () => {
          const [{ v }] = await dataSource.query(
            `SELECT max(stream_version)::int AS v FROM public.events WHERE stream_type = 'car' AND stream_id = $1`,
            [String(id)],
          );
          await store.append(
            {
              streamType: 'car',
              streamId: id,
              expectedVersion: v,
              events: [{ type: 'CarOfferRevised', data: { changes: { location: i % 2 ? 'دمشق - المزة' : 'دمشق - كفرسوسة' } } }],
            },
            meta(),
          );
        });
        during.appends.push(now() - t0);
      }
    })(),
    (async () => {
      while (state.running) {
        const { rows } = await sampler.query<{ ms: number | null; behind_worker: number | null }>(
          `SELECT max(w.ms) AS ms, max(w.ms) FILTER (WHERE w.behind_worker) AS behind_worker
             FROM (SELECT extract(epoch FROM clock_timestamp() - l.waitstart)::float8 * 1000 AS ms,
                          EXISTS (SELECT 1 FROM pg_stat_activity b
                                   WHERE b.pid = ANY (pg_blocking_pids(l.pid)) AND b.application_name = $1) AS behind_worker
                     FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
                    WHERE NOT l.granted AND a.datname = current_database()) w`,
          [WORKER_APPLICATION],
        );
        during.longestLockWaitMs = Math.max(during.longestLockWaitMs, rows[0].ms ?? 0);
        during.longestWaitBehindWorkerMs = Math.max(during.longestWaitBehindWorkerMs, rows[0].behind_worker ?? 0);
      }
    })(),
    (async () => {
      // The next listing still to re-price (the batch at work holds it, or is about to), or, when
      // none shows (the old way's statement shows nothing before it commits), any pound listing.
      // Looked for from the last one found: the batches walk up the ids, and a walk from the
      // first id read every listing re-priced so far, a second of the server's time per look
      // late in a pass, which the newest page's figures then carried.
      let i = 0;
      let from = 0;
      const nextStale = (after: number) =>
        prober.query<{ id: number }>(
          `SELECT c.id FROM projections.cars c
            WHERE c.id >= $1 AND c.price_currency = 'SYP'
              AND c.price_rate_version IS DISTINCT FROM (SELECT l.version FROM projections.listing_rates l WHERE l.currency = 'SYP')
            ORDER BY c.id LIMIT 1`,
          [after],
        );
      while (state.running) {
        let { rows } = await nextStale(from);
        if (!rows.length && from > 0) ({ rows } = await nextStale((from = 0)));
        if (rows.length) from = rows[0].id;
        const id = rows[0]?.id ?? pounds[(i += 7919) % pounds.length];
        await prober.query('BEGIN');
        const t0 = now();
        await prober.query(`SELECT id FROM projections.cars WHERE id = $1 FOR UPDATE`, [id]);
        during.longestRowWaitMs = Math.max(during.longestRowWaitMs, now() - t0);
        await prober.query('ROLLBACK');
      }
    })(),
  ];
  try {
    const result = await change();
    return { result, during };
  } finally {
    state.running = false;
    await Promise.all(loops);
    await sampler.end();
    await prober.end();
  }
}

/** Every listing at its currency's current rate, and the pass of rate version `version` ended. */
async function repriced(dataSource: DataSource, version: number): Promise<boolean> {
  const [{ last }] = await dataSource.query(
    `SELECT EXISTS (SELECT 1 FROM public.events WHERE stream_type = 'listing-prices' AND stream_id = $1
                      AND (data->>'last')::boolean) AS last`,
    [String(version)],
  );
  if (!last) return false;
  const [{ stale }] = await dataSource.query(
    `SELECT EXISTS (SELECT 1 FROM cars c JOIN listing_rates l ON l.currency = c.price_currency
                     WHERE c.price_rate_version IS DISTINCT FROM l.version) AS stale`,
  );
  return !stale;
}

/** Some active pound listings for the other writers to revise. */
async function poundListings(dataSource: DataSource): Promise<number[]> {
  const rows: Array<{ id: number }> = await dataSource.query(
    `SELECT id FROM cars WHERE price_currency = 'SYP' AND status = 'active' ORDER BY id DESC LIMIT 500`,
  );
  return rows.map((row) => row.id);
}

async function timedGet(url: string): Promise<number> {
  const t0 = now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return now() - t0;
}

/**
 * VACUUM (ANALYZE) of the listings, where a server's autovacuum would have done it: after a
 * third of the table was re-written (20% starts it), and on a kept market re-priced by earlier
 * runs. A PostgreSQL may run with autovacuum off (this machine's did: 394,093 dead row versions
 * in the listing table after four runs), and then every read walks them.
 */
async function vacuumListings(dataSource: DataSource, log: (line: string) => void): Promise<void> {
  const t0 = now();
  await dataSource.query(`VACUUM (ANALYZE) projections.cars`);
  log(`vacuumed the listings in ${((now() - t0) / 1000).toFixed(1)} s`);
}
