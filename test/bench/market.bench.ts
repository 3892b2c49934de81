import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { migrate } from '../../server/src/database/migrate';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { ReplayModule } from '../../server/src/replay/replay.module';
import { growMarket } from './market/generate';
import { load, LoadOptions, LoadResult } from './market/load';
import {
  answers,
  applyEnv,
  Bench,
  BenchContext,
  ChildHandle,
  freePort,
  Metric,
  percentile,
  printed,
  startChild,
} from './support';

/** Listings for the shapes; 0 runs the scale curve alone. */
const CARS = Number(process.env.BENCH_MARKET_CARS ?? 200_000);
const USERS = Number(process.env.BENCH_MARKET_USERS ?? 20_000);
const CURVE = (process.env.BENCH_MARKET_CURVE ?? '20000,200000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
const SECONDS = Number(process.env.BENCH_MARKET_SECONDS ?? 5);
/** The query parameter that takes `pagination.next_cursor`, when the API offers cursors. */
const CURSOR_PARAM = process.env.BENCH_MARKET_CURSOR_PARAM ?? 'cursor';
const DEEP_PAGE = 1000;

const LOAD: LoadOptions = { seconds: SECONDS, minSamples: 30, maxSeconds: Math.max(SECONDS, 30), warmup: 3 };

/** The issue's targets (informational: printed as PASS/MISS, never failing the bench). */
const TARGET = { p95Ms: 15, newestRps: 400, ratio: 0.6, curveGrowth: 2 };

interface Shape {
  name: string;
  path: string;
}

interface ShapeResult {
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
    { name: 'search كامرى', path: list(`search=${q('كامرى')}`) },
    { name: 'search النترا', path: list(`search=${q('النترا')}`) },
    { name: 'search كامري, page 2', path: list(`search=${q('كامري')}&page=2`) },
    { name: 'facet counts', path: '/api/cars/facets' },
    { name: 'car detail', path: `/api/cars/${carId}` },
  ];
}

/** The shapes the scale curve follows. */
const CURVE_SHAPES: Shape[] = [
  { name: 'newest', path: list('page=1') },
  { name: 'search كامري', path: list(`search=${q('كامري')}`) },
];

interface ListBody {
  data: Array<{ id: number }> | { id: number };
  pagination?: { total?: number; next_cursor?: string | null };
}

async function getJson(url: string): Promise<ListBody> {
  const res = await fetch(url);
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
    const databaseUrl = await ctx.createDatabase('market');
    applyEnv({ ...ctx.env, DATABASE_URL: databaseUrl });
    const context = await NestFactory.createApplicationContext(ReplayModule, { logger: ['error', 'warn'] });
    const children: ChildHandle[] = [];
    const workDir = mkdtempSync(join(tmpdir(), 'sayyara-market-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const serverEnv = { ...ctx.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1' };
    const results: ShapeResult[] = [];
    const curve: Array<{ size: number; p95: Record<string, number> }> = [];
    try {
      const dataSource = context.get(DataSource);
      await migrate(dataSource);
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
          for (const shape of CURVE_SHAPES) {
            const result = await load(`${base}${shape.path}`, 1, LOAD);
            p95[shape.name] = percentile(result.samples, 95);
            report(`curve ${size}: ${shape.name} 1 client p95`, p95[shape.name], 'ms');
          }
          curve.push({ size, p95 });
        }
        if (size === CARS) results.push(...(await measureShapes(ctx, dataSource, base, serverEnv, workDir, children)));
      }
    } finally {
      for (const child of children.reverse()) await child.stop();
      await context.close();
      rmSync(workDir, { recursive: true, force: true });
    }

    for (const r of results) {
      const ratio = r.eight.requestsPerSecond / r.floorEight.requestsPerSecond;
      report(`${r.shape.name}: 1 client p50`, percentile(r.one.samples, 50), 'ms');
      report(`${r.shape.name}: 1 client p95`, percentile(r.one.samples, 95), 'ms');
      report(`${r.shape.name}: 1 client p99`, percentile(r.one.samples, 99), 'ms');
      report(`${r.shape.name}: 8 clients`, r.eight.requestsPerSecond, 'req/s');
      report(`${r.shape.name}: 8 clients p95`, percentile(r.eight.samples, 95), 'ms');
      report(`${r.shape.name}: floor 1 client p95`, percentile(r.floorOne.samples, 95), 'ms');
      report(`${r.shape.name}: floor 8 clients`, r.floorEight.requestsPerSecond, 'req/s');
      report(`${r.shape.name}: API/floor at 8 clients`, ratio * 100, '%');
    }
    process.stdout.write(`\n${table(results)}\n\n${targets(results, curve)}\n\n`);
    return metrics;
  },
};

/** Records each shape's SQL on a capturing server, then measures the API and the floor shape by shape. */
async function measureShapes(
  ctx: BenchContext,
  dataSource: DataSource,
  base: string,
  serverEnv: Record<string, string>,
  workDir: string,
  children: ChildHandle[],
): Promise<ShapeResult[]> {
  const [{ id: carId }] = await dataSource.query(
    `SELECT id FROM cars WHERE status = 'active' ORDER BY id OFFSET (SELECT count(*) / 2 FROM cars WHERE status = 'active') LIMIT 1`,
  );
  const [{ user_id: storeId }] = await dataSource.query(
    `SELECT user_id FROM cars WHERE status = 'active' GROUP BY user_id ORDER BY count(*) DESC, user_id LIMIT 1`,
  );
  const cursor = await deepCursor(base, ctx);
  const all = shapes(carId, storeId, cursor);
  for (const shape of all) {
    const body = await getJson(`${base}${shape.path}`);
    const found = Array.isArray(body.data) ? body.data.length : 1;
    ctx.log(
      `${shape.name}: ${found} cars${body.pagination?.total !== undefined ? ` of ${body.pagination.total}` : ''} (${shape.path})`,
    );
  }

  // The statements each shape runs, as the API sends them to PostgreSQL.
  const captureFile = join(workDir, 'capture.jsonl');
  const capturePort = await freePort();
  const capturing = await startChild(
    'capture',
    'main.js',
    {
      ...serverEnv,
      PORT: String(capturePort),
      MARKET_CAPTURE_FILE: captureFile,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${resolve(__dirname, 'market/pg-capture.js')}`.trim(),
    },
    answers(`http://127.0.0.1:${capturePort}/health`),
  );
  const statements: Record<string, Array<{ text: string; values: unknown[] }>> = {};
  try {
    for (const shape of all) {
      await getJson(`http://127.0.0.1:${capturePort}${shape.path}`); // warm: lazy lookups happen once
      writeFileSync(captureFile, '');
      await getJson(`http://127.0.0.1:${capturePort}${shape.path}`);
      statements[shape.name] = readFileSync(captureFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      ctx.log(`${shape.name}: ${statements[shape.name].length} statement(s)`);
    }
  } finally {
    await capturing.stop();
  }
  const shapesFile = join(workDir, 'floor-shapes.json');
  writeFileSync(shapesFile, JSON.stringify(statements));
  const floorPort = await freePort();
  const floor = await startChild(
    'floor',
    '../../test/bench/market/floor-server.js',
    { ...serverEnv, PORT: String(floorPort), FLOOR_SHAPES: shapesFile },
    printed('floor listening'),
  );
  children.push(floor);

  // Shape by shape, API then floor, so both see the same moment of a shared, noisy machine.
  const results: ShapeResult[] = [];
  for (const shape of all) {
    const floorUrl = `http://127.0.0.1:${floorPort}/${q(shape.name)}`;
    const one = await load(`${base}${shape.path}`, 1, LOAD);
    const eight = await load(`${base}${shape.path}`, 8, LOAD);
    const floorOne = await load(floorUrl, 1, LOAD);
    const floorEight = await load(floorUrl, 8, LOAD);
    const errors = one.errors + eight.errors + floorOne.errors + floorEight.errors;
    if (errors) ctx.log(`${shape.name}: ${errors} non-200 answers`);
    ctx.log(
      `${shape.name}: 1 client p95 ${fmt(percentile(one.samples, 95))} ms, 8 clients ${eight.requestsPerSecond.toFixed(0)} req/s, floor ${floorEight.requestsPerSecond.toFixed(0)} req/s`,
    );
    results.push({ shape, one, eight, floorOne, floorEight });
  }
  return results;
}

function table(results: ShapeResult[]): string {
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
  return [`market at ${CARS} listings`, line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
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
    for (const shape of CURVE_SHAPES) {
      const growth = last.p95[shape.name] / first.p95[shape.name];
      lines.push(
        `  ${verdict(growth < TARGET.curveGrowth)} ${shape.name} p95 from ${first.size} to ${last.size} listings: ` +
          `${fmt(first.p95[shape.name])} → ${fmt(last.p95[shape.name])} ms, ×${growth.toFixed(2)} (target < ×${TARGET.curveGrowth})`,
      );
    }
  }
  return lines.join('\n');
}
