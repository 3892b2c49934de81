import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { ensureDatabase } from '../../server/src/database/ensure-database';
import { migrate } from '../../server/src/database/migrate';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { ReplayModule } from '../../server/src/replay/replay.module';
import { curveOverKeptMarkets } from './market/curve-markets';
import { growMarket } from './market/generate';
import { seededRandom } from '../support/seeded-random';
import { load, LoadOptions, LoadResult } from './market/load';
import { adminCombinations, adminShapes, headersFor, Shape } from './market/admin-lists';
import {
  adminToken,
  answers,
  applyEnv,
  DIST_SERVER,
  Bench,
  BenchContext,
  ChildHandle,
  freePort,
  Metric,
  percentile,
  printed,
  startChild,
  databaseUrl as urlOf,
} from './support';

/** Listings for the shapes; 0 runs the scale curve alone. */
const CARS = Number(process.env.BENCH_MARKET_CARS ?? 200_000);
const USERS = Number(process.env.BENCH_MARKET_USERS ?? 20_000);
const CURVE = (process.env.BENCH_MARKET_CURVE ?? '20000,200000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
const SECONDS = Number(process.env.BENCH_MARKET_SECONDS ?? 5);
/**
 * A database to keep the generated market in: generated there and kept when it does not exist,
 * measured as it is (migrated, neither grown nor dropped) when it does.
 */
const DATABASE = process.env.BENCH_MARKET_DATABASE;
/**
 * Markets kept earlier (each generated with BENCH_MARKET_DATABASE), one per size of the curve:
 * the curve is then taken over them side by side, shape by shape, instead of growing one market.
 */
const CURVE_DATABASES = (process.env.BENCH_MARKET_CURVE_DATABASES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
/**
 * Another built checkout (its dist/) and its copy of the same market: its server and its floor are
 * measured beside this checkout's, shape by shape, in the same run.
 */
const BASELINE = process.env.BENCH_MARKET_BASELINE;
const BASELINE_DATABASE = process.env.BENCH_MARKET_BASELINE_DATABASE;
/** The query parameter that takes `pagination.next_cursor`, when the API offers cursors. */
const CURSOR_PARAM = process.env.BENCH_MARKET_CURSOR_PARAM ?? 'cursor';
const DEEP_PAGE = 1000;
/** Only the shapes whose name holds one of these (comma-separated) parts; all when unset. */
const ONLY_SHAPES = (process.env.BENCH_MARKET_SHAPES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const wanted = (name: string) => !ONLY_SHAPES.length || ONLY_SHAPES.some((part) => name.includes(part));

const LOAD: LoadOptions = { seconds: SECONDS, minSamples: 30, maxSeconds: Math.max(SECONDS, 30), warmup: 3 };

/** The issue's targets (informational: printed as PASS/MISS, never failing the bench). */
const TARGET = { p95Ms: 15, newestRps: 400, ratio: 0.6, curveGrowth: 2 };

/** A checkout whose server is measured: this one, or the baseline. */
interface Side {
  label: string;
  base: string;
  serverEnv: Record<string, string>;
  /** Its compiled server (dist/server/src). */
  dir: string;
}

interface ShapeResult {
  side: string;
  shape: Shape;
  one: LoadResult;
  eight: LoadResult;
  floorOne: LoadResult;
  floorEight: LoadResult;
}

const q = encodeURIComponent;
const list = (query: string) => `/api/cars?per_page=12&${query}`;

/** What visitors ask for first, on a market of `carId`'s size (`storeId`: the biggest dealer). */
function shapes(carId: number, storeId: number, cursor: string | null): Shape[] {
  return [
    { name: 'newest', path: list('page=1') },
    { name: 'one make', path: list('brand=hyundai') },
    { name: 'make + price, price_asc', path: list('brand=toyota&price%5Bmin%5D=5000&price%5Bmax%5D=30000&sort=price_asc') },
    { name: 'one city', path: list(`location=${q('دمشق')}`) },
    { name: 'city + offer type', path: list(`location=${q('حلب')}&offer_type=sale`) },
    { name: 'rentals by period', path: list('offer_type=rent&pricing_period=monthly') },
    { name: `deep page ${DEEP_PAGE}`, path: list(`page=${DEEP_PAGE}`) },
    ...(cursor ? [{ name: `deep page ${DEEP_PAGE} by cursor`, path: list(`${CURSOR_PARAM}=${q(cursor)}`) }] : []),
    { name: "a store's stock", path: list(`user_id=${storeId}`) },
    { name: 'similar cars', path: `/api/cars/${carId}/similar` },
    { name: 'search كامري', path: list(`search=${q('كامري')}`) },
    { name: 'search سبورتاج 2015', path: list(`search=${q('سبورتاج 2015')}`) },
    { name: 'search هونداي', path: list(`search=${q('هونداي')}`) },
    // Another make's name with a make: the make's listings hold almost none of them.
    { name: 'search هونداي, kia', path: list(`search=${q('هونداي')}&brand=kia`) },
    { name: 'search كامرى', path: list(`search=${q('كامرى')}`) },
    { name: 'search النترا', path: list(`search=${q('النترا')}`) },
    { name: 'search كامري, page 2', path: list(`search=${q('كامري')}&page=2`) },
    // Common words: a make, a city, a gearbox word (in a quarter to three quarters of listings).
    ...['تويوتا', 'دمشق', 'اوتوماتيك'].flatMap((word) => [
      { name: `search ${word}`, path: list(`search=${q(word)}`) },
      { name: `search ${word}, newest`, path: list(`search=${q(word)}&sort=newest`) },
    ]),
    // Typos (a letter missing, in either script, beside exact words), words typed together, and small words.
    ...[
      'تويتا',
      'كمري 2018',
      'تويتا كامري',
      'toyta',
      'kamry 2018',
      'تويوتاكامري',
      'كامري2018',
      'تويوتا في دمشق',
      'سيارة من حلب',
    ].map((text) => ({
      name: `search ${text}`,
      path: list(`search=${q(text)}`),
    })),
    // The filters and sorts buyers expect, alone and mixed.
    { name: 'year 2015–2018', path: list('year%5Bmin%5D=2015&year%5Bmax%5D=2018') },
    { name: 'mileage up to 50,000', path: list('mileage%5Bmax%5D=50000') },
    { name: 'manual + new + pickup', path: list('transmission=manual&condition=new&body_type=pickup') },
    { name: 'seller type store', path: list('seller_type=store') },
    { name: 'seller type private', path: list('seller_type=private') },
    { name: 'sort year_desc', path: list('sort=year_desc') },
    { name: 'sort mileage_asc', path: list('sort=mileage_asc') },
    {
      name: 'make + year + gearbox, mileage_asc',
      path: list('brand=kia&year%5Bmin%5D=2012&transmission=automatic&sort=mileage_asc'),
    },
    // Suggestions as a buyer types: a make's first letters, a typo in them, Latin, a city, a phrase
    // after a make, and a make and a model begun typed without the space between them.
    ...['ت', 'تو', 'تويت', 'toyt', 'دمش', 'تويوتا ك', 'تويتا كامري 20', 'تويوتاكام', 'كياسبور'].map((text) => ({
      name: `suggest ${text}`,
      path: `/api/search/suggest?q=${q(text)}`,
    })),
    { name: 'facet counts', path: '/api/cars/facets' },
    // The categories with their listings of every status (the sell form's choices, the admins' table).
    { name: 'categories', path: '/api/categories' },
    { name: 'car detail', path: `/api/cars/${carId}` },
    // The same page for a signed-in visitor: every signed-in request first looks up its session.
    { name: 'car detail, signed in', path: `/api/cars/${carId}`, admin: true },
    ...adminShapes(list),
    ...randomCombinations(COMBINATIONS),
    ...adminCombinations(ADMIN_COMBINATIONS, list, seededRandom(31)),
  ].filter((shape) => wanted(shape.name));
}

/**
 * How many random filter, sort and search combinations the bench samples (seeded); each is
 * measured as a shape (BENCH_MARKET_SECONDS at 1 and 8 clients), so a few hundred take a while:
 * none unless asked (BENCH_MARKET_COMBINATIONS=300 BENCH_MARKET_SHAPES=combo BENCH_MARKET_SECONDS=1).
 */
const COMBINATIONS = Number(process.env.BENCH_MARKET_COMBINATIONS ?? 0);
/** The same for the admins' lists (adminCombinations). */
const ADMIN_COMBINATIONS = Number(process.env.BENCH_MARKET_ADMIN_COMBINATIONS ?? 0);

/**
 * Combinations the listings page can produce, drawn from a fixed seed (the same in every run
 * and on both sides): each filter present or not, any sort, a search of a make, a model, a city
 * or a typo of one. Named `combo <n>`, so BENCH_MARKET_SHAPES=combo selects them all.
 */
function randomCombinations(count: number): Shape[] {
  // seededRandom, not `state % n` of a wider generator: its products pass 2^53, the low bits
  // are lost, and `% 2` was always 0 (every filter absent, every combination the newest page).
  const random = seededRandom(27);
  const next = (n: number) => Math.floor(random() * n);
  const maybe = <T>(values: readonly T[]): T | undefined => (next(2) ? values[next(values.length)] : undefined);
  const out: Shape[] = [];
  for (let i = 0; i < count; i++) {
    const params: Array<[string, string | number | undefined]> = [
      ['brand', maybe(['toyota', 'kia', 'hyundai', 'mercedes', 'nissan'])],
      ['location', maybe(['دمشق', 'حلب', 'حمص'])],
      ['fuel_type', maybe(['petrol', 'diesel'])],
      ['offer_type', maybe(['sale', 'rent'])],
      ['price[min]', maybe([2000, 5000, 10000])],
      ['price[max]', maybe([15000, 30000, 60000])],
      ['year[min]', maybe([2005, 2010, 2015, 2020])],
      ['year[max]', maybe([2012, 2018, 2024])],
      ['mileage[max]', maybe([25000, 50000, 100000, 150000])],
      ['transmission', maybe(['automatic', 'manual'])],
      ['condition', maybe(['new', 'used'])],
      ['body_type', maybe(['sedan', 'suv', 'hatchback', 'pickup'])],
      ['seller_type', maybe(['private', 'store'])],
      ['search', next(3) === 0 ? maybe(['كامري', 'تويتا', 'سبورتاج', 'دمشق', 'kamry', 'اوتوماتيك']) : undefined],
      ['sort', maybe(['newest', 'price_asc', 'price_desc', 'year_desc', 'year_asc', 'mileage_asc', 'mileage_desc'])],
    ];
    const query = params
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key.replace('[', '%5B').replace(']', '%5D')}=${q(String(value))}`)
      .join('&');
    out.push({ name: `combo ${i + 1}`, path: list(query || 'page=1') });
  }
  return out;
}

/**
 * The shapes the scale curve follows: every named shape (the random combinations and the cursor's
 * deep page aside), on the middle active listing and the biggest dealer of the market at that size.
 */
const curveShapes = (carId: number, storeId: number): Shape[] =>
  shapes(carId, storeId, null).filter((s) => !s.name.includes('combo '));

interface ListBody {
  data: Array<{ id: number }> | { id: number };
  pagination?: { total?: number; next_cursor?: string | null };
}

async function getJson(url: string, headers: Record<string, string> = {}): Promise<ListBody> {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as ListBody;
}

/** Follows `next_cursor` from the first page to page DEEP_PAGE; null when the API has no cursors. */
async function deepCursor(base: string, ctx: BenchContext): Promise<string | null> {
  let body = await getJson(`${base}${list('page=1')}`);
  if (body.pagination?.next_cursor === undefined) {
    ctx.log('no pagination.next_cursor in the list response: the cursor shape is left out');
    return null;
  }
  for (let page = 1; page < DEEP_PAGE; page++) {
    const cursor = body.pagination?.next_cursor;
    if (!cursor) {
      ctx.log(`cursors ran out at page ${page}: the cursor shape is left out`);
      return null;
    }
    if (page === DEEP_PAGE - 1) return cursor;
    body = await getJson(`${base}${list(`${CURSOR_PARAM}=${q(cursor)}`)}`);
  }
  return null;
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

/**
 * The issue's market-scale measure: N listings and their users generated as events and applied
 * through the projections; every shape a visitor asks for first, at 1 and 8 clients, beside a bare
 * node:http + pg floor running the SQL the API ran; and the newest page and a search as the market
 * grows along BENCH_MARKET_CURVE.
 */
export const marketBench: Bench = {
  name: 'market',
  description: `${CARS} listings and ${USERS} users: list, filter, search and detail shapes at 1 and 8 clients beside a node:http+pg floor; scale curve ${CURVE.join(', ')}`,
  async run(ctx) {
    const metrics: Metric[] = [];
    const report = (label: string, value: number, unit: string) => {
      const metric = { label, value, unit };
      ctx.report(metric);
      metrics.push(metric);
    };
    if (CURVE_DATABASES.length) {
      const shapesOf = ({ carId, storeId }: { carId: number; storeId: number }) => curveShapes(carId, storeId);
      const curve = await curveOverKeptMarkets(ctx, CURVE_DATABASES, urlOf, shapesOf, anchors, LOAD, report);
      process.stdout.write(`\n${targets([], curve)}\n\n`);
      return metrics;
    }
    const databaseUrl = DATABASE ? urlOf(DATABASE) : await ctx.createDatabase('market');
    // A named database is generated once (then kept) and measured as it is on later runs.
    const generated = DATABASE ? !(await ensureDatabase(databaseUrl)) : false;
    applyEnv({ ...ctx.env, DATABASE_URL: databaseUrl });
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Nest declares its options bag as a class; an object literal is how it is given
    const context = await NestFactory.createApplicationContext(ReplayModule, { logger: ['error', 'warn'] });
    const children: ChildHandle[] = [];
    const workDir = mkdtempSync(join(tmpdir(), 'sayyara-market-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const serverEnv = {
      ...ctx.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIST: builtClient(DIST_SERVER, ctx),
    };
    const sides: Side[] = [{ label: 'this', base, serverEnv, dir: DIST_SERVER }];
    const results: ShapeResult[] = [];
    const curve: Array<{ size: number; p95: Record<string, number> }> = [];
    try {
      const dataSource = context.get(DataSource);
      await migrate(dataSource);
      if (generated) {
        const [{ listings }] = await dataSource.query(`SELECT count(*)::int AS listings FROM cars`);
        ctx.log(`measuring the market of ${DATABASE} as it is: ${listings} listings`);
        children.push(await startChild('server', 'main.js', serverEnv, answers(`${base}/health`)));
        if (BASELINE) sides.push(await startBaseline(ctx, children));
        results.push(...(await measureShapes(ctx, dataSource, sides, workDir, children)));
      } else {
        const registry = context.get(ProjectionRegistry);
        const sizes = [...new Set([...CURVE, ...(CARS > 0 ? [CARS] : [])])].sort((a, b) => a - b);
        let size = 0;
        for (const next of sizes) {
          ctx.log(`growing the market from ${size} to ${next} listings`);
          const grown = await growMarket(dataSource, registry, size, next, USERS, ctx.log);
          size = next;
          const total = grown.writeSeconds + grown.applySeconds + grown.vacuumSeconds;
          ctx.log(
            `${size} listings: ${grown.events} events written in ${grown.writeSeconds.toFixed(1)} s, projected in ` +
              `${grown.applySeconds.toFixed(1)} s (${Math.round(grown.events / grown.applySeconds)} events/s), VACUUM ANALYZE ${grown.vacuumSeconds.toFixed(1)} s`,
          );
          report(`generate up to ${size} listings`, total, 's');
          if (!children.length) children.push(await startChild('server', 'main.js', serverEnv, answers(`${base}/health`)));

          if (CURVE.includes(size)) {
            const p95: Record<string, number> = {};
            const { carId, storeId } = await anchors(dataSource);
            const token = await adminToken(base);
            for (const shape of curveShapes(carId, storeId)) {
              const result = await load(`${base}${shape.path}`, 1, LOAD, headersFor(shape, token));
              p95[shape.name] = percentile(result.samples, 95);
              report(`curve ${size}: ${shape.name} 1 client p95`, p95[shape.name], 'ms');
            }
            curve.push({ size, p95 });
          }
          if (size === CARS) results.push(...(await measureShapes(ctx, dataSource, sides, workDir, children)));
        }
      }
    } finally {
      for (const child of children.reverse()) await child.stop();
      await context.close();
      rmSync(workDir, { recursive: true, force: true });
    }

    for (const r of results) {
      const ratio = r.eight.requestsPerSecond / r.floorEight.requestsPerSecond;
      const name = r.side === 'this' ? r.shape.name : `${r.side}: ${r.shape.name}`;
      report(`${name}: 1 client p50`, percentile(r.one.samples, 50), 'ms');
      report(`${name}: 1 client p95`, percentile(r.one.samples, 95), 'ms');
      report(`${name}: 1 client p99`, percentile(r.one.samples, 99), 'ms');
      report(`${name}: 8 clients`, r.eight.requestsPerSecond, 'req/s');
      report(`${name}: 8 clients p95`, percentile(r.eight.samples, 95), 'ms');
      report(`${name}: floor 1 client p95`, percentile(r.floorOne.samples, 95), 'ms');
      report(`${name}: floor 8 clients`, r.floorEight.requestsPerSecond, 'req/s');
      report(`${name}: API/floor at 8 clients`, ratio * 100, '%');
    }
    const mine = results.filter((r) => r.side === 'this');
    const theirs = results.filter((r) => r.side !== 'this');
    const tables = [
      table(mine, 'this checkout'),
      ...(theirs.length ? [table(theirs, `baseline ${BASELINE}`), compare(theirs, mine)] : []),
    ];
    process.stdout.write(`\n${tables.join('\n\n')}\n\n${targets(mine, curve)}\n\n`);
    return metrics;
  },
};

/** The baseline checkout's own server, on its copy of the market. */
async function startBaseline(ctx: BenchContext, children: ChildHandle[]): Promise<Side> {
  if (!BASELINE_DATABASE) throw new Error('BENCH_MARKET_BASELINE needs BENCH_MARKET_BASELINE_DATABASE');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dir = resolve(BASELINE!, 'dist/server/src');
  const serverEnv = {
    ...ctx.env,
    DATABASE_URL: urlOf(BASELINE_DATABASE),
    PORT: String(port),
    HOST: '127.0.0.1',
    CLIENT_DIST: builtClient(dir, ctx),
  };
  children.push(await startChild('baseline', 'main.js', serverEnv, answers(`${base}/health`), dir));
  ctx.log(`baseline ${BASELINE} on ${BASELINE_DATABASE}`);
  return { label: 'baseline', base, serverEnv, dir };
}

/**
 * The built client beside a checkout's built server (dist/client), served by the measured server
 * as `npm start` serves it: the site's pages and files share the process and the middleware with
 * the API. Without a client build (`npm run build:server` alone) the server serves none.
 */
function builtClient(serverDir: string, ctx: BenchContext): string {
  const client = resolve(serverDir, '../../client');
  if (existsSync(join(client, 'index.html'))) return client;
  ctx.log(`no client build beside ${serverDir}: that server serves the API alone (npm run build builds both)`);
  return '/nonexistent';
}

/** The car the detail shapes show (the middle active listing) and the biggest dealer's id. */
async function anchors(dataSource: DataSource): Promise<{ carId: number; storeId: number }> {
  const [{ id: carId }] = await dataSource.query(
    `SELECT id FROM cars WHERE status = 'active' ORDER BY id OFFSET (SELECT count(*) / 2 FROM cars WHERE status = 'active') LIMIT 1`,
  );
  const [{ user_id: storeId }] = await dataSource.query(
    `SELECT user_id FROM cars WHERE status = 'active' GROUP BY user_id ORDER BY count(*) DESC, user_id LIMIT 1`,
  );
  return { carId, storeId };
}

/**
 * Records each shape's SQL on a capturing server of each side, then measures shape by shape,
 * side by side: the API, then its floor.
 */
async function measureShapes(
  ctx: BenchContext,
  dataSource: DataSource,
  sides: Side[],
  workDir: string,
  children: ChildHandle[],
): Promise<ShapeResult[]> {
  const { carId, storeId } = await anchors(dataSource);
  const measured: Array<{ side: Side; shapes: Shape[]; floorBase: string; token: string }> = [];
  for (const side of sides) {
    const cursor = wanted(`deep page ${DEEP_PAGE} by cursor`) ? await deepCursor(side.base, ctx) : null;
    const token = await adminToken(side.base);
    const all: Shape[] = [];
    for (const shape of shapes(carId, storeId, cursor)) {
      try {
        const body = await getJson(`${side.base}${shape.path}`, headersFor(shape, token));
        const found = Array.isArray(body.data) ? body.data.length : 1;
        ctx.log(
          `${side.label} ${shape.name}: ${found} cars${body.pagination?.total !== undefined ? ` of ${body.pagination.total}` : ''} (${shape.path})`,
        );
        all.push(shape);
      } catch (error) {
        ctx.log(`${side.label} ${shape.name}: left out (${(error as Error).message.slice(0, 120)})`);
      }
    }

    // The statements each shape runs, as the API sends them to PostgreSQL.
    const captureFile = join(workDir, `capture-${side.label}.jsonl`);
    const capturePort = await freePort();
    const capturing = await startChild(
      `capture ${side.label}`,
      'main.js',
      {
        ...side.serverEnv,
        PORT: String(capturePort),
        MARKET_CAPTURE_FILE: captureFile,
        NODE_OPTIONS:
          `${process.env.NODE_OPTIONS ?? ''} --require ${resolve(side.dir, '../../test/bench/market/pg-capture.js')}`.trim(),
      },
      answers(`http://127.0.0.1:${capturePort}/health`),
      side.dir,
    );
    const statements: Record<string, Array<{ text: string; values: unknown[] }>> = {};
    try {
      for (const shape of all) {
        const headers = headersFor(shape, token);
        await getJson(`http://127.0.0.1:${capturePort}${shape.path}`, headers); // warm: lazy lookups happen once
        writeFileSync(captureFile, '');
        await getJson(`http://127.0.0.1:${capturePort}${shape.path}`, headers);
        statements[shape.name] = readFileSync(captureFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line));
        ctx.log(`${side.label} ${shape.name}: ${statements[shape.name].length} statement(s)`);
      }
    } finally {
      await capturing.stop();
    }
    const shapesFile = join(workDir, `floor-shapes-${side.label}.json`);
    writeFileSync(shapesFile, JSON.stringify(statements));
    const floorPort = await freePort();
    children.push(
      await startChild(
        `floor ${side.label}`,
        '../../test/bench/market/floor-server.js',
        { ...side.serverEnv, PORT: String(floorPort), FLOOR_SHAPES: shapesFile },
        printed('floor listening'),
      ),
    );
    measured.push({ side, shapes: all, floorBase: `http://127.0.0.1:${floorPort}`, token });
  }

  // Shape by shape, each side's API then its floor, so all see the same moment of a shared, noisy machine.
  const results: ShapeResult[] = [];
  for (const shape of measured[0].shapes) {
    for (const { side, shapes: known, floorBase, token } of measured) {
      const own = known.find((s) => s.name === shape.name);
      if (!own) continue;
      const floorUrl = `${floorBase}/${q(own.name)}`;
      const one = await load(`${side.base}${own.path}`, 1, LOAD, headersFor(own, token));
      const eight = await load(`${side.base}${own.path}`, 8, LOAD, headersFor(own, token));
      const floorOne = await load(floorUrl, 1, LOAD);
      const floorEight = await load(floorUrl, 8, LOAD);
      const errors = one.errors + eight.errors + floorOne.errors + floorEight.errors;
      if (errors) ctx.log(`${side.label} ${own.name}: ${errors} non-200 answers`);
      ctx.log(
        `${side.label} ${own.name}: 1 client p95 ${fmt(percentile(one.samples, 95))} ms, 8 clients ${eight.requestsPerSecond.toFixed(0)} req/s, floor ${floorEight.requestsPerSecond.toFixed(0)} req/s`,
      );
      results.push({ side: side.label, shape: own, one, eight, floorOne, floorEight });
    }
  }
  return results;
}

/** Before → after for each shape both sides answered. */
function compare(before: ShapeResult[], after: ShapeResult[]): string {
  const lines = ['before → after (1 client p95 ms; 8 clients req/s; API/floor at 8 clients)'];
  for (const a of after) {
    const b = before.find((r) => r.shape.name === a.shape.name);
    if (!b) continue;
    const ratio = (r: ShapeResult) => `${((r.eight.requestsPerSecond / r.floorEight.requestsPerSecond) * 100).toFixed(0)}%`;
    lines.push(
      `  ${a.shape.name}: ${fmt(percentile(b.one.samples, 95))} → ${fmt(percentile(a.one.samples, 95))} ms; ` +
        `${b.eight.requestsPerSecond.toFixed(0)} → ${a.eight.requestsPerSecond.toFixed(0)} req/s; ${ratio(b)} → ${ratio(a)}`,
    );
  }
  return lines.join('\n');
}

function table(results: ShapeResult[], title: string): string {
  const header = ['shape', '1 client p50/p95/p99 ms', '8 clients req/s', '8 clients p95 ms', 'floor req/s', 'ratio'];
  const rows = results.map((r) => [
    r.shape.name,
    [50, 95, 99].map((p) => fmt(percentile(r.one.samples, p))).join(' / '),
    r.eight.requestsPerSecond.toFixed(0),
    fmt(percentile(r.eight.samples, 95)),
    r.floorEight.requestsPerSecond.toFixed(0),
    `${((r.eight.requestsPerSecond / r.floorEight.requestsPerSecond) * 100).toFixed(0)}%`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [
    `${title}: market at ${DATABASE ? `the listings of ${DATABASE}` : `${CARS} listings`}`,
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
  ].join('\n');
}

function targets(results: ShapeResult[], curve: Array<{ size: number; p95: Record<string, number> }>): string {
  const lines = ['targets (informational):'];
  for (const r of results) {
    const p95 = percentile(r.one.samples, 95);
    const ratio = r.eight.requestsPerSecond / r.floorEight.requestsPerSecond;
    lines.push(
      `  ${verdict(p95 <= TARGET.p95Ms)} ${r.shape.name}: 1 client p95 ${fmt(p95)} ms (target ≤ ${TARGET.p95Ms} ms); ` +
        `${verdict(ratio >= TARGET.ratio)} API/floor ${(ratio * 100).toFixed(0)}% (target ≥ ${TARGET.ratio * 100}%)`,
    );
  }
  const newest = results.find((r) => r.shape.name === 'newest');
  if (newest) {
    const rps = newest.eight.requestsPerSecond;
    lines.push(
      `  ${verdict(rps >= TARGET.newestRps)} newest at 8 clients: ${rps.toFixed(0)} req/s (target ≥ ${TARGET.newestRps})`,
    );
  }
  if (curve.length >= 2) {
    const [first, last] = [curve[0], curve[curve.length - 1]];
    for (const name of Object.keys(first.p95).filter((n) => n in last.p95)) {
      const growth = last.p95[name] / first.p95[name];
      const steps = curve.map((point) => fmt(point.p95[name] ?? NaN)).join(' → ');
      lines.push(
        `  ${verdict(growth < TARGET.curveGrowth)} ${name} p95 from ${first.size} to ${last.size} listings: ` +
          `${steps} ms, ×${growth.toFixed(2)} (target < ×${TARGET.curveGrowth})`,
      );
    }
  }
  return lines.join('\n');
}
