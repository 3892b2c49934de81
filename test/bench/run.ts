/**
 * `npm run bench`: runs every bench (or those named in BENCH_ONLY, comma-separated) against
 * throw-away infrastructure (fresh databases, its own Redis prefix, an embedded S3 server),
 * printing each figure on stdout as `label: value unit` and a summary table at the end.
 * Progress and server logs go to stderr.
 *
 * To add a bench: write `<name>.bench.ts` exporting a Bench and list it in BENCHES.
 *
 * Knobs: BENCH_ONLY=appends,approve-latency,lighthouse,registration-storm,market,replay,saved-searches,scraper,photo-lookup,rate-change,recommendations; BENCH_STORM_BROWSES (150); CHROME_PATH (lighthouse: /usr/bin/chromium);
 * lighthouse: BENCH_LIGHTHOUSE_ROUNDS (1), BENCH_LIGHTHOUSE_BASELINE (another built checkout, measured
 * alternately on the same data), BENCH_LIGHTHOUSE_REPORTS (a folder for the full JSON reports); BENCH_APPENDS_SINGLE / BENCH_APPENDS_CONCURRENT
 * (appends per run, default 5000 / 20000), BENCH_APPENDS_WORKLOADS (noop,sized,car,user,approve: only those, the floor always), BENCH_APPENDS_ROUNDS (each drive this many times per side, taking turns; the median is reported: 1), BENCH_APPENDS_BASELINE (another built checkout, measured alternately); BENCH_APPROVALS (200), BENCH_SOCKET_USERS (100),
 * BENCH_SOCKETS_PER_USER (5), BENCH_ADMIN_SOCKETS (10: the admin's moderation-queue tabs), BENCH_APPROVE_GAP_MS (50),
 * BENCH_SERVERS (1 or 2 server processes), BENCH_RECONNECT_APPROVALS (0: approvals made while the first server restarts); BENCH_REPLAY_CARS (160000), BENCH_REPLAY_USERS
 * (20000), BENCH_REPLAY_ONE_BY_ONE (100000: the events measured one at a time), BENCH_HISTORY_REQUESTS (50); BENCH_DATABASE_URL / DATABASE_URL
 * (the PostgreSQL server to use; its database name is ignored) and REDIS_URL.
 * market: BENCH_MARKET_CARS (listings for the shapes, 200000; 0: the curve alone),
 * BENCH_MARKET_USERS (20000), BENCH_MARKET_CURVE (listing counts of the scale curve, 20000,200000;
 * the market grows through them in one database, and every named shape's 1-client p95 is taken at
 * each; BENCH_MARKET_CARS=0 BENCH_MARKET_CURVE=20000,200000,1000000 is the full curve: ~3.6M
 * events, about 25 minutes on two cores), BENCH_MARKET_CURVE_DATABASES (markets kept earlier, one
 * per size: the curve over them side by side, shape by shape), BENCH_MARKET_SECONDS (per load run, 5),
 * BENCH_MARKET_CURSOR_PARAM (the query parameter taking pagination.next_cursor, cursor), BENCH_MARKET_SHAPES
 * (comma-separated parts of shape names: only those shapes; all when unset),
 * BENCH_MARKET_DATABASE (keep the generated market in that database, or measure the one generated
 * there earlier), BENCH_MARKET_BASELINE + BENCH_MARKET_BASELINE_DATABASE (another built checkout
 * and its copy of that market: measured beside this one, shape by shape, in the same run).
 * saved-searches: BENCH_SAVED_SEARCHES (10000), BENCH_SAVED_SEARCH_USERS (500), BENCH_SAVED_SEARCH_APPROVALS (40).
 * rate-change: BENCH_MARKET_DATABASE (a market generated there by the market bench, measured as it is;
 * else BENCH_RATE_CARS listings, 200000, are generated), BENCH_RATE_AT_REST (newest-page requests at rest, 400).
 * scraper: BENCH_SCRAPER_BASELINE (another built checkout, scraped beside this one on the same demo market).
 * photo-lookup: BENCH_PHOTO_LISTINGS (200000), BENCH_PHOTOS_PER_LISTING (2), BENCH_PHOTO_LOOKUPS (500).
 * recommendations: BENCH_RECOMMEND_DATABASE (a market kept by the market bench's BENCH_MARKET_DATABASE, measured
 *   as it is; unset: a market of BENCH_RECOMMEND_CARS listings (20000) generated for the run).
 *
 * approve-latency at 10,000 sockets (BENCH_SERVERS=2 BENCH_SOCKET_USERS=2000): this process holds
 * every client socket, and during the reconnect storm one read per reconnected socket too, so it
 * needs `ulimit -n` of 20000. Each server and the worker hold a PostgreSQL pool of 20 plus one
 * session per subscription (about 70 in all, more while a server restarts beside its old
 * connections): on a PostgreSQL shared with other test runs, give the bench a cluster of its own.
 * Without Docker, as root (PostgreSQL refuses to run as root; the encoding must be UTF-8 for Arabic):
 *   install -d -o postgres /work/pg-bench
 *   su postgres -c "/usr/lib/postgresql/15/bin/initdb -D /work/pg-bench/data -A trust -U postgres -E UTF8 --locale=C.UTF-8"
 *   su postgres -c "/usr/lib/postgresql/15/bin/pg_ctl -D /work/pg-bench/data -l /work/pg-bench/log \
 *     -o '-p 5440 -c max_connections=400 -c unix_socket_directories=/tmp' start"
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5440/x BENCH_ONLY=approve-latency ... npm run bench
 *   su postgres -c "/usr/lib/postgresql/15/bin/pg_ctl -D /work/pg-bench/data stop" && rm -r /work/pg-bench
 */
import { appendsBench } from './appends.bench';
import { approveLatencyBench } from './approve-latency.bench';
import { lighthouseBench } from './lighthouse.bench';
import { marketBench } from './market.bench';
import { photoLookupBench } from './photo-lookup.bench';
import { rateChangeBench } from './rate-change.bench';
import { registrationStormBench } from './registration-storm.bench';
import { replayBench } from './replay.bench';
import { savedSearchesBench } from './saved-searches.bench';
import { recommendationsBench } from './recommendations.bench';
import { scraperBench } from './scraper.bench';
import { Bench, BenchInfrastructure, formatMetric, log, Metric, round, stopAllChildren } from './support';

export const BENCHES: Bench[] = [
  appendsBench,
  approveLatencyBench,
  replayBench,
  lighthouseBench,
  registrationStormBench,
  marketBench,
  savedSearchesBench,
  scraperBench,
  photoLookupBench,
  rateChangeBench,
  recommendationsBench,
];

function selected(): Bench[] {
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (only.length === 0) return BENCHES;
  const unknown = only.filter((name) => !BENCHES.some((b) => b.name === name));
  if (unknown.length) throw new Error(`unknown bench ${unknown.join(', ')} (known: ${BENCHES.map((b) => b.name).join(', ')})`);
  return BENCHES.filter((b) => only.includes(b.name));
}

function summary(results: Array<{ bench: string; metrics: Metric[]; error?: string }>): string {
  const rows = results.flatMap(({ bench, metrics, error }) => [
    ...metrics.map((m) => [bench, m.label, round(m.value), m.unit]),
    ...(error ? [[bench, 'FAILED', '-', error.slice(0, 60)]] : []),
  ]);
  const header = ['bench', 'metric', 'value', 'unit'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function main(): Promise<number> {
  const benches = selected();
  const infrastructure = new BenchInfrastructure();
  const results: Array<{ bench: string; metrics: Metric[]; error?: string }> = [];
  const started = Date.now();
  let failed = false;
  const interrupted = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping the server processes and dropping the bench databases`);
    void stopAllChildren()
      .then(() => infrastructure.stop())
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    await infrastructure.start();
    for (const bench of benches) {
      log(`── ${bench.name}: ${bench.description}`);
      const benchStarted = Date.now();
      const ctx = infrastructure.context((metric) => process.stdout.write(`${bench.name} | ${formatMetric(metric)}\n`));
      try {
        results.push({ bench: bench.name, metrics: await bench.run(ctx) });
      } catch (error) {
        failed = true;
        const message = error instanceof Error ? error.message : String(error);
        log(`${bench.name} FAILED: ${error instanceof Error ? error.stack : message}`);
        results.push({ bench: bench.name, metrics: [], error: message });
      }
      log(`${bench.name} took ${((Date.now() - benchStarted) / 1000).toFixed(1)} s`);
    }
  } finally {
    await infrastructure.stop();
  }
  process.stdout.write(`\n${summary(results)}\n`);
  log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
