import { Api } from '../support/api';
import { spawn } from 'node:child_process';
import {
  answers,
  Bench,
  BenchContext,
  ChildHandle,
  freePort,
  latencyMetrics,
  Metric,
  now,
  percentile,
  sleep,
  startChild,
} from './support';

const BROWSES = Number(process.env.BENCH_STORM_BROWSES ?? 150);
const STORMERS = 10;

/** GET /api/cars latencies, one request at a time, `count` of them. */
async function browse(api: Api, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = now();
    const res = await api.get('/api/cars?per_page=12');
    if (res.status !== 200) throw new Error(`GET /api/cars: ${res.status}`);
    times.push(now() - t0);
  }
  return times;
}

/**
 * Ten anonymous callers registering accounts back to back (argon2 each) from one address, in a
 * process of their own so their work does not slow the browsing measured here. On SIGTERM it
 * prints how many registrations were accepted and how many throttled.
 */
const STORM_SCRIPT = `
const counts = { accepted: 0, throttled: 0, other: {} };
let done = false;
process.on('SIGTERM', () => { done = true; });
const caller = async (n) => {
  for (let i = 0; !done; i++) {
    const res = await fetch(process.env.URL + '/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'حساب عاصفة', email: 'storm-' + process.pid + '-' + n + '-' + i + '@example.sy',
        password: 'password123', password_confirmation: 'password123' }),
    });
    await res.arrayBuffer();
    if (res.status === 201) counts.accepted++;
    else if (res.status === 429) counts.throttled++;
    else counts.other[res.status] = (counts.other[res.status] ?? 0) + 1;
  }
};
Promise.all(Array.from({ length: ${STORMERS} }, (_, n) => caller(n))).then(() => console.log(JSON.stringify(counts)));
`;

function storm(url: string): { stop(): Promise<{ accepted: number; throttled: number; other: Record<string, number> }> } {
  const child = spawn(process.execPath, ['-e', STORM_SCRIPT], {
    env: { ...process.env, URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(output.trim() || '{"accepted":0,"throttled":0}');
    },
  };
}

/** One server with the given registration budget: browsing quietly, then during a registration storm. */
async function measure(ctx: BenchContext, label: string, registerBudget: string): Promise<Metric[]> {
  const databaseUrl = await ctx.createDatabase(`storm_${label}`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...ctx.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Each server counts from zero: the budgets live in Redis under this prefix.
    REDIS_PREFIX: `${ctx.env.REDIS_PREFIX}${label}`,
    RATE_LIMIT_REGISTER: registerBudget,
  };
  let server: ChildHandle | null = null;
  try {
    server = await startChild(`server ${label}`, 'main.js', env, answers(`${url}/health`));
    const api = new Api(url);
    await browse(api, 30); // warm-up
    const quiet = await browse(api, BROWSES);
    const stormers = storm(url);
    await sleep(500);
    const loaded = await browse(api, BROWSES);
    const { accepted, throttled, other } = await stormers.stop();
    ctx.log(`${label}: ${accepted} registrations accepted, ${throttled} throttled during the storm ${JSON.stringify(other)}`);
    return [
      ...latencyMetrics(`${label}: GET /api/cars quiet`, quiet, [50]),
      ...latencyMetrics(`${label}: GET /api/cars during ${STORMERS} concurrent registrations`, loaded, [50, 95]),
      { label: `${label}: storm/quiet median ratio`, value: percentile(loaded, 50) / percentile(quiet, 50), unit: '×' },
      { label: `${label}: registrations accepted in the storm`, value: accepted, unit: 'accounts' },
    ];
  } finally {
    await server?.stop();
  }
}

/**
 * The measure of an unlimited expensive route: 10 concurrent anonymous registrations
 * (argon2) from one address, and what they do to browsing. Before: registration unlimited (the
 * budget raised out of reach); after: the default budget. Same run, each with its quiet floor.
 */
export const registrationStormBench: Bench = {
  name: 'registration-storm',
  description: `GET /api/cars latency while ${STORMERS} callers register accounts, with and without the registration limit`,
  async run(ctx: BenchContext) {
    return [...(await measure(ctx, 'unlimited', '1000000/1h')), ...(await measure(ctx, 'limited', '10/1h'))];
  },
};
