import { ChildProcess, fork } from 'node:child_process';
import { join, resolve } from 'node:path';
import { SideRequest, SideResult } from './appends-side';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
import { Bench, BenchContext, DIST_SERVER, latencyMetrics, Metric } from './support';

const SINGLE = Number(process.env.BENCH_APPENDS_SINGLE ?? 5000);
const CONCURRENT = Number(process.env.BENCH_APPENDS_CONCURRENT ?? 20000);
/** Another built checkout, measured beside this one, workload by workload, in the same run. */
const BASELINE = process.env.BENCH_APPENDS_BASELINE ? resolve(process.env.BENCH_APPENDS_BASELINE) : undefined;
/** Also this checkout with its chain's sealer stopped: the appends' rate without hashing, in the same run. */
const NO_HASHING = process.env.BENCH_APPENDS_NO_HASHING === '1';
/**
 * Each workload this many times per side, the sides taking turns, and the median rate reported:
 * on two shared cores one drive of the same code varies by ±20%, more than the differences
 * looked for (hashing costs at most 10%).
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_APPENDS_ROUNDS ?? 1));
const WRITERS = 32;
const WARMUP = 320;

const ALL_WORKLOADS: Array<[SideRequest['workload'], string]> = [
  ['noop', 'unhandled event'],
  ['sized', "unhandled event of a listing's size"],
  ['car', 'CarListed'],
  ['user', 'UserRegistered'],
  ['approve', 'CarApproved'],
];
/** BENCH_APPENDS_WORKLOADS (comma-separated: noop,sized,car,user,approve): only those; the floor (noop) always runs. */
const ONLY_WORKLOADS = (process.env.BENCH_APPENDS_WORKLOADS ?? '').split(',').filter(Boolean);
const WORKLOADS = ALL_WORKLOADS.filter(([w]) => !ONLY_WORKLOADS.length || w === 'noop' || ONLY_WORKLOADS.includes(w));

/** A checkout's server modules in a process of their own (appends-side.ts), on a database of their own. */
interface Side {
  name: string;
  /** Printed before its labels: '' for this checkout, 'baseline ' for the other. */
  prefix: string;
  /** Its checkout has a chain sealer running beside it (the no-hashing side's is stopped). */
  seals: boolean;
  run(request: SideRequest): Promise<SideResult>;
  stop(): Promise<void>;
}

async function startSide(ctx: BenchContext, name: string, prefix: string, serverDir: string): Promise<Side> {
  const databaseUrl = await ctx.createDatabase(`appends_${name}`);
  const child: ChildProcess = fork(join(__dirname, 'appends-side.js'), [], {
    env: { ...process.env, ...ctx.env, DATABASE_URL: databaseUrl, BENCH_APPENDS_SERVER: serverDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolveMessage, reject) => {
      const onExit = (code: number | null) => reject(new Error(`${name} side exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolveMessage(message as Record<string, unknown>);
      });
    });
  const ready = await next();
  ctx.log(`${name}: ${String(ready.ready)} inline projections registered (${serverDir})`);
  return {
    name,
    prefix,
    seals: ready.seals === true,
    async run(request) {
      const answer = next();
      child.send(request);
      const message = await answer;
      if (typeof message.error === 'string') throw new Error(`${name}: ${message.error}`);
      return message.result as SideResult;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.send('stop');
      await gone;
    },
  };
}

export const appendsBench: Bench = {
  name: 'appends',
  description: 'EventStore.append throughput (inline projections registered), 1 and 32 writers, beside the floor and a baseline',
  async run(ctx) {
    const sides: Side[] = [];
    const metrics: Metric[] = [];
    const report = (metric: Metric) => {
      ctx.report(metric);
      metrics.push(metric);
    };
    try {
      sides.push(await startSide(ctx, 'this', '', DIST_SERVER));
      // The same process with its sealer stopped for the drive: half the connections of a second side.
      if (NO_HASHING)
        sides.push({
          ...sides[0],
          name: 'no-hashing',
          prefix: 'no hashing: ',
          seals: false,
          run: (r) => sides[0].run({ ...r, run: `no-hashing-${r.run}`, seal: false }),
          stop: () => Promise.resolve(),
        });
      if (BASELINE) sides.push(await startSide(ctx, 'baseline', 'baseline ', join(BASELINE, 'dist/server/src')));
      for (const side of sides) {
        ctx.log(`${side.name}: warming up (${WARMUP} appends)`);
        await side.run({ workload: 'noop', run: 'warmup', writers: WRITERS, total: WARMUP });
      }
      /** appends/s by side, workload and writers (the median of the rounds): the floor is the unhandled event's. */
      const rates = new Map<string, number>();
      /** Each round's appends/s by side, workload and writers: a round's two drives run back to back. */
      const rounds = new Map<string, number[]>();
      let step = 0;
      for (const [workload, title] of WORKLOADS) {
        for (const writers of [1, WRITERS]) {
          const total = writers === 1 ? SINGLE : CONCURRENT;
          const of = `${title}, ${writers} writer${writers === 1 ? '' : 's'}`;
          const results = new Map<Side, SideResult[]>(sides.map((side) => [side, []]));
          for (let round = 0; round < ROUNDS; round++) {
            // Alternate which side goes first, so neither always runs on the machine the other warmed.
            const order = step++ % 2 ? [...sides].reverse() : sides;
            for (const side of order) {
              ctx.log(
                `${side.name}: ${total} appends, ${title}, ${writers} writer(s)${ROUNDS > 1 ? `, round ${round + 1}` : ''}`,
              );
              const result = await side.run({ workload, run: `${workload}-${writers}-${round}`, writers, total });
              if (ROUNDS > 1) ctx.log(`${side.name}: ${Math.round(result.perSecond)} appends/s`);
              results.get(side)!.push(result);
            }
          }
          // The unsealed window, sampled on a drive of its own: sampling costs the side that seals
          // two queries every 50 ms, which its counted drives do not carry.
          const windows = new Map<Side, number[]>();
          for (const side of sides.filter((s) => s.seals)) {
            ctx.log(`${side.name}: ${total} appends, ${title}, ${writers} writer(s), the unsealed window sampled`);
            const sampled = await side.run({ workload, run: `${workload}-${writers}-window`, writers, total, sample: true });
            windows.set(side, sampled.unsealedMs ?? []);
          }
          for (const side of sides) {
            const runs = results.get(side)!;
            const perSecond = median(runs.map((r) => r.perSecond));
            rates.set(`${side.name}/${workload}/${writers}`, perSecond);
            rounds.set(
              `${side.name}/${workload}/${writers}`,
              runs.map((r) => r.perSecond),
            );
            report({ label: `${side.prefix}appends/s ${of}`, value: perSecond, unit: 'appends/s' });
            latencyMetrics(
              `${side.prefix}append latency ${of}`,
              runs.flatMap((r) => r.latencies),
              [50, 99],
            ).forEach(report);
            const unsealed = windows.get(side) ?? [];
            if (unsealed.length) latencyMetrics(`${side.prefix}unsealed window ${of}`, unsealed, [50, 99]).forEach(report);
            const floor = rates.get(`${side.name}/noop/${writers}`);
            if (workload !== 'noop' && floor)
              report({ label: `${side.prefix}${of}, share of the floor`, value: (100 * perSecond) / floor, unit: '%' });
            // The projections' own cost: CarListed beside the log's cost of an event as big.
            const sized = rates.get(`${side.name}/sized/${writers}`);
            if (workload === 'car' && sized)
              report({
                label: `${side.prefix}${of}, share of an unhandled event of its size`,
                value: (100 * perSecond) / sized,
                unit: '%',
              });
          }
        }
      }
      if (NO_HASHING)
        for (const [workload, title] of WORKLOADS)
          for (const writers of [1, WRITERS]) {
            const [hashing, without] = ['this', 'no-hashing'].map((s) => rates.get(`${s}/${workload}/${writers}`)!);
            report({
              label: `${title}, ${writers} writer${writers === 1 ? '' : 's'}: hashing ÷ no hashing`,
              value: (100 * hashing) / without,
              unit: '%',
            });
            // The same, round by round: the two drives of a round ran back to back, so a load that
            // drifts over the run (another process, the disk) weighs on both sides of each ratio.
            const [ours, theirs] = ['this', 'no-hashing'].map((s) => rounds.get(`${s}/${workload}/${writers}`)!);
            report({
              label: `${title}, ${writers} writer${writers === 1 ? '' : 's'}: hashing ÷ no hashing, median of the rounds' ratios`,
              value: 100 * median(ours.map((rate, i) => rate / theirs[i])),
              unit: '%',
            });
          }
      if (BASELINE)
        for (const [workload, title] of WORKLOADS.filter(([w]) => w !== 'noop'))
          for (const writers of [1, WRITERS]) {
            const [after, before] = ['this', 'baseline'].map((s) => rates.get(`${s}/${workload}/${writers}`)!);
            report({
              label: `${title}, ${writers} writer${writers === 1 ? '' : 's'}: baseline → this`,
              value: (100 * after) / before,
              unit: '% of baseline',
            });
          }
    } finally {
      for (const side of sides) await side.stop();
    }
    return metrics;
  },
};
