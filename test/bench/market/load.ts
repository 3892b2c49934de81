import { Agent, request } from 'node:http';
import { now } from '../support';

export interface LoadResult {
  samples: number[];
  requestsPerSecond: number;
  errors: number;
}

export interface LoadOptions {
  /** Run at least this long (s)... */
  seconds: number;
  /** ...and until this many responses are in, but never longer than `maxSeconds`. */
  minSamples: number;
  maxSeconds: number;
  /** Requests per client before the clock starts (connections open, caches warm). */
  warmup: number;
}

/** GET over a kept-alive connection; resolves once the whole body is in. */
function get(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method: 'GET', headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * `clients` closed-loop clients, each with its own kept-alive connection, GET `url` back to back
 * (with `headers`: an admin's token). Latency per response; throughput over the measured wall time.
 */
export async function load(
  url: string,
  clients: number,
  options: LoadOptions,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const target = new URL(url);
  try {
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let i = 0; i < options.warmup; i++) await get(agent, target, headers);
      }),
    );
    const samples: number[] = [];
    let errors = 0;
    const started = now();
    const done = () => {
      const elapsed = (now() - started) / 1000;
      return elapsed >= options.maxSeconds || (elapsed >= options.seconds && samples.length >= options.minSamples);
    };
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (!done()) {
          const t0 = now();
          const status = await get(agent, target, headers).catch(() => 0);
          if (status === 200) samples.push(now() - t0);
          else errors++;
        }
      }),
    );
    const elapsed = (now() - started) / 1000;
    return { samples, requestsPerSecond: samples.length / elapsed, errors };
  } finally {
    agent.destroy();
  }
}
