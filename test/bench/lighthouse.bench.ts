import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import {
  answers,
  Bench,
  BenchContext,
  ChildHandle,
  DIST_SERVER,
  freePort,
  Metric,
  printed,
  startChild,
  waitUntil,
} from './support';

const ROOT = resolve(DIST_SERVER, '../../..');
const CLIENT_DIST = resolve(DIST_SERVER, '../../client');
const LIGHTHOUSE_CLI = join(ROOT, 'node_modules/lighthouse/cli/index.js');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Another built checkout (its folder, holding dist/) measured beside this one, alternately, on the same database. */
const BASELINE = process.env.BENCH_LIGHTHOUSE_BASELINE ? resolve(process.env.BENCH_LIGHTHOUSE_BASELINE) : undefined;
/** How many times each page is measured (per build); Lighthouse on a busy machine varies from run to run. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? 1));
/** A folder to keep every full Lighthouse report in (JSON), for its diagnostics. */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS ? resolve(process.env.BENCH_LIGHTHOUSE_REPORTS) : undefined;

/** Runs a node script to completion, its output on our stderr. */
function run(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolveRun() : reject(new Error(`${script} exited with ${code}`))));
  });
}

interface LighthouseReport {
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  /** An audit that did not run is missing. */
  audits: Partial<Record<string, { numericValue?: number }>>;
}

/** One Lighthouse run (its default: a mid-range phone on a slow 4G line, simulated) in headless Chromium. */
async function lighthouse(url: string, keepAs?: string): Promise<LighthouseReport> {
  const dir = mkdtempSync(join(tmpdir(), 'sayyara-lighthouse-'));
  const output = join(dir, 'report.json');
  try {
    await run(
      LIGHTHOUSE_CLI,
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { ...process.env, CHROME_PATH },
    );
    if (REPORTS && keepAs) {
      mkdirSync(REPORTS, { recursive: true });
      copyFileSync(output, join(REPORTS, `${keepAs}.json`));
    }
    return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse once more when a run fails outright: on a busy machine Chromium's trace sometimes
 * misses the navigation (NO_NAVSTART), which says nothing about the page.
 */
async function lighthouseRetried(url: string, keepAs: string, log: (line: string) => void): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, keepAs);
    } catch (error) {
      if (attempt === 3) throw error;
      log(`lighthouse failed on ${url} (${error instanceof Error ? error.message : String(error)}); again`);
    }
  }
}

/** Waits for the demo market: every seeder run and every photo processed (the pages show the variants). */
async function waitForDemoMarket(databaseUrl: string): Promise<number> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await waitUntil(
      'the demo market and its photos',
      async () => {
        const [row] = (
          await db.query(
            `SELECT (SELECT count(*) FROM public.seed_runs)::int AS seeded,
                    (SELECT count(*) FROM projections.car_images WHERE status = 'processing')::int AS processing,
                    (SELECT count(*) FROM projections.car_images)::int AS photos`,
          )
        ).rows;
        return row.seeded >= 3 && row.photos > 0 && row.processing === 0;
      },
      600_000,
      1000,
    );
    // The car page measured: a featured car with the gallery's four photos.
    const [car] = (
      await db.query(
        `SELECT c.id FROM projections.cars c WHERE c.status = 'active' AND c.is_featured
          ORDER BY (SELECT count(*) FROM projections.car_images i WHERE i.car_id = c.id) DESC, c.id LIMIT 1`,
      )
    ).rows;
    return Number(car.id);
  } finally {
    await db.end();
  }
}

export const lighthouseBench: Bench = {
  name: 'lighthouse',
  description:
    'Lighthouse (headless Chromium) on home, car listings and a car page of the demo market: performance and accessibility',
  async run(ctx: BenchContext): Promise<Metric[]> {
    // The browser's build, then the server's build of the landing pages (as `npm run build:client`).
    for (const [built, args] of [
      ['index.html', []],
      ['../client-ssr/entry-server.cjs', ['--ssr', 'src/entry-server.tsx']],
    ] as const) {
      if (existsSync(join(CLIENT_DIST, built))) continue;
      ctx.log(`building the client (${built})`);
      await run(
        join(ROOT, 'node_modules/vite/bin/vite.js'),
        ['build', '--config', 'client/vite.config.mts', '--logLevel', 'warn', ...args],
        { ...process.env, NODE_ENV: 'production' },
      );
    }
    const databaseUrl = await ctx.createDatabase('lighthouse');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      ...ctx.env,
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'bench-admin-password',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      CLIENT_DIST,
      SEED_DEMO: 'true',
    };
    const children: ChildHandle[] = [];
    const metrics: Metric[] = [];
    try {
      ctx.log('starting the server and the worker on a fresh database with the demo market');
      children.push(await startChild('server', 'main.js', env, answers(`${url}/health`)));
      children.push(await startChild('worker', 'worker.js', env, printed('Sayyara worker started')));
      const carId = await waitForDemoMarket(databaseUrl);
      // The builds measured: this checkout's, and a baseline's on the same data when asked for.
      const builds: Array<{ name: string; url: string }> = [{ name: '', url }];
      if (BASELINE) {
        const baselinePort = await freePort();
        const baselineUrl = `http://127.0.0.1:${baselinePort}`;
        ctx.log(`starting the baseline server from ${BASELINE}`);
        children.push(
          await startChild(
            'baseline',
            'main.js',
            {
              ...env,
              PORT: String(baselinePort),
              PUBLIC_URL: baselineUrl,
              CLIENT_DIST: join(BASELINE, 'dist/client'),
              SEED_DEMO: 'false',
            },
            answers(`${baselineUrl}/health`),
            join(BASELINE, 'dist/server/src'),
          ),
        );
        builds.unshift({ name: 'baseline', url: baselineUrl });
      }
      for (let round = 1; round <= ROUNDS; round++) {
        for (const [page, path] of [
          ['home', '/'],
          ['listings', '/car-listings'],
          ['car page', `/car/${carId}`],
        ] as const) {
          // Alternating builds page by page, so a busy spell of the machine falls on both alike.
          for (const build of round % 2 ? builds : [...builds].reverse()) {
            const tags = [build.name, ROUNDS > 1 ? `round ${round}` : ''].filter(Boolean).join(', ');
            const label = tags ? `${page} (${tags})` : page;
            ctx.log(`lighthouse ${build.name || 'this build'} ${path}${ROUNDS > 1 ? ` (round ${round})` : ''}`);
            const report = await lighthouseRetried(
              `${build.url}${path}`,
              `${build.name || 'current'}-${page.replace(' ', '-')}-${round}`,
              (line) => ctx.log(line),
            );
            const found: Metric[] = [
              {
                label: `${label} performance`,
                value: Math.round((report.categories.performance.score ?? 0) * 100),
                unit: '/100',
              },
              {
                label: `${label} accessibility`,
                value: Math.round((report.categories.accessibility.score ?? 0) * 100),
                unit: '/100',
              },
              {
                label: `${label} LCP`,
                value: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
                unit: 'ms',
              },
              { label: `${label} TBT`, value: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN), unit: 'ms' },
              {
                label: `${label} CLS`,
                value: Number((report.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
                unit: '',
              },
            ];
            found.forEach((metric) => ctx.report(metric));
            metrics.push(...found);
          }
        }
      }
      return metrics;
    } finally {
      for (const child of children.reverse()) await child.stop();
    }
  },
};
