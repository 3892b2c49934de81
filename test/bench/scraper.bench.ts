import { resolve } from 'node:path';
import { Client } from 'pg';
import { nationalNumber, stringsOf } from '../support/contact-leaks';
import { answers, Bench, BenchContext, ChildHandle, freePort, Metric, now, printed, startChild, waitUntil } from './support';

/**
 * The scraper of issue 26, against the demo market: what an anonymous client reading the public
 * lists gets of the sellers' contact, and how many phones one address then gets from the reveal
 * call at the default budget (RATE_LIMIT_REVEAL). With BENCH_SCRAPER_BASELINE=<another built
 * checkout>, that checkout's server reads the same database beside this one, in the same run.
 */
const BASELINE = process.env.BENCH_SCRAPER_BASELINE ? resolve(process.env.BENCH_SCRAPER_BASELINE) : undefined;

/** Syrian numbers as people write them (mobiles 09xx…, landlines 011…, 041…; +963 or 00963; spaced or not). */
const PHONES = /(?<![\w-])(?:(?:\+|00)963[\s-]?0?|0)[1-9]\d(?:[\s-]?\d){6,7}(?![\w-])/g;
const EMAILS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

interface Harvest {
  requests: number;
  ms: number;
  phones: Set<string>;
  emails: Set<string>;
  /** Where they were: route and field ('/api/stores …owner.email'), with how many were found there. */
  fields: Map<string, number>;
}

/** GETs `paths` anonymously and keeps every phone and e-mail in the answers. */
async function harvest(base: string, paths: string[], into: Harvest): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (const path of paths) {
    const started = now();
    const body: unknown = await (await fetch(`${base}${path}`)).json();
    into.ms += now() - started;
    into.requests++;
    // Text only: a number in JSON is a price or a count, never a phone.
    for (const [at, text] of stringsOf(body)) {
      const phones = text.match(PHONES) ?? [];
      const emails = text.match(EMAILS) ?? [];
      for (const phone of phones) into.phones.add(nationalNumber(phone));
      for (const email of emails) into.emails.add(email.toLowerCase());
      if (phones.length + emails.length === 0) continue;
      const field = `${path.replace(/\?.*$/, '').replace(/\d+/g, ':id')} ${at.replace(/\[\d+\]/g, '[]')}`;
      into.fields.set(field, (into.fields.get(field) ?? 0) + 1);
    }
    bodies.push(body);
  }
  return bodies;
}

type Page = { data: Array<{ id: number; user_id?: number; owner?: { id: number } }>; pagination?: { last_page: number } };

/** Every page of a paginated list (100 a page), as the issue's scraper walked `GET /api/cars`. */
async function allPages(base: string, path: string, into: Harvest): Promise<Page['data']> {
  const [first] = (await harvest(base, [`${path}?per_page=100&page=1`], into)) as Page[];
  const last = first.pagination?.last_page ?? 1;
  const rest = (await harvest(
    base,
    Array.from({ length: last - 1 }, (_, i) => `${path}?per_page=100&page=${i + 2}`),
    into,
  )) as Page[];
  return [first, ...rest].flatMap((page) => page.data);
}

const fresh = (): Harvest => ({ requests: 0, ms: 0, phones: new Set(), emails: new Set(), fields: new Map() });

/**
 * The issue's walk (every page of the car list, then every car's page), and the wider one: the
 * offers, similar cars, stores, workshops and spare parts, with their pages.
 */
async function scrape(base: string): Promise<{ cars: Harvest; all: Harvest; carIds: Map<number, number> }> {
  const cars = fresh();
  const listed = await allPages(base, '/api/cars', cars);
  await harvest(
    base,
    listed.map((car) => `/api/cars/${car.id}`),
    cars,
  );
  const all: Harvest = { ...cars, phones: new Set(cars.phones), emails: new Set(cars.emails), fields: new Map(cars.fields) };
  await allPages(base, '/api/car-offers', all);
  await harvest(
    base,
    listed.map((car) => `/api/cars/${car.id}/similar`),
    all,
  );
  for (const list of ['/api/stores', '/api/workshops']) {
    const items = await allPages(base, list, all);
    await harvest(
      base,
      items.map((item) => `${list}/${item.id}`),
      all,
    );
  }
  await allPages(base, '/api/spare-parts', all);
  // One car of each seller first: the fewest reveals for the most numbers.
  const carIds = new Map<number, number>();
  for (const car of listed) {
    const owner = car.owner?.id ?? car.user_id ?? 0;
    if (!carIds.has(owner)) carIds.set(owner, car.id);
  }
  return { cars, all, carIds };
}

/** Reveals until the budget answers 429, from one address: the numbers that address got. */
async function revealAll(base: string, carIds: number[]): Promise<{ answered: number; phones: Set<string>; retryAfter: number }> {
  const phones = new Set<string>();
  let answered = 0;
  for (let i = 0; ; i++) {
    const response = await fetch(`${base}/api/cars/${carIds[i % carIds.length]}/contact`, { method: 'POST' });
    if (response.status === 429) return { answered, phones, retryAfter: Number(response.headers.get('retry-after')) };
    if (response.status === 404) return { answered, phones, retryAfter: NaN }; // no such call (the baseline)
    const { data } = (await response.json()) as { data: { phone: string | null } };
    answered++;
    if (data.phone) phones.add(nationalNumber(data.phone));
    if (answered > 100_000) throw new Error('no budget stopped the reveals');
  }
}

export const scraperBench: Bench = {
  name: 'scraper',
  description: "what an anonymous scraper of the demo market gets of the sellers' contact: lists, then the reveal budget",
  async run(ctx: BenchContext): Promise<Metric[]> {
    const databaseUrl = await ctx.createDatabase('scraper');
    const port = await freePort();
    // The default reveal budget, not the tests' raised one.
    const env: Record<string, string> = {
      ...ctx.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
    };
    delete env.RATE_LIMIT_REVEAL;
    const children: ChildHandle[] = [];
    const metrics: Metric[] = [];
    try {
      ctx.log('starting the server and the worker on a fresh database with the demo market');
      children.push(await startChild('server', 'main.js', env, answers(`http://127.0.0.1:${port}/health`)));
      children.push(await startChild('worker', 'worker.js', env, printed('Sayyara worker started')));
      const db = new Client({ connectionString: databaseUrl });
      await db.connect();
      const accounts = { phones: new Set<string>(), emails: new Set<string>() };
      try {
        await waitUntil(
          'the demo market',
          async () => (await db.query(`SELECT count(*)::int AS n FROM public.seed_runs`)).rows[0].n >= 4,
          600_000,
          500,
        );
        // Account contact that no store or workshop publishes as its own business contact.
        const { rows } = await db.query<{ kind: 'phone' | 'email'; value: string }>(
          `SELECT 'phone' AS kind, u.phone AS value FROM projections.users u
            WHERE u.phone IS NOT NULL
              AND NOT EXISTS (SELECT FROM projections.stores s WHERE s.phone = u.phone)
              AND NOT EXISTS (SELECT FROM projections.workshops w WHERE w.phone = u.phone)
           UNION ALL
           SELECT 'email', lower(u.email) FROM projections.users u
            WHERE NOT EXISTS (SELECT FROM projections.stores s WHERE lower(s.email) = lower(u.email))`,
        );
        for (const { kind, value } of rows)
          if (kind === 'phone') accounts.phones.add(nationalNumber(value));
          else accounts.emails.add(value);
      } finally {
        await db.end();
      }
      const builds = [{ name: 'after', base: `http://127.0.0.1:${port}` }];
      if (BASELINE) {
        const baselinePort = await freePort();
        ctx.log(`starting the baseline server from ${BASELINE}`);
        children.push(
          await startChild(
            'baseline',
            'main.js',
            { ...env, PORT: String(baselinePort), SEED_DEMO: 'false' },
            answers(`http://127.0.0.1:${baselinePort}/health`),
            resolve(BASELINE, 'dist/server/src'),
          ),
        );
        builds.unshift({ name: 'before', base: `http://127.0.0.1:${baselinePort}` });
      }
      for (const { name, base } of builds) {
        const { cars, all, carIds } = await scrape(base);
        const privateOf = (found: Set<string>, known: Set<string>) => [...found].filter((item) => known.has(item)).length;
        const found: Metric[] = [
          { label: `${name}: car lists and pages, requests`, value: cars.requests, unit: 'requests' },
          { label: `${name}: car lists and pages, time`, value: Math.round(cars.ms), unit: 'ms' },
          { label: `${name}: car lists and pages, phones`, value: cars.phones.size, unit: 'numbers' },
          { label: `${name}: car lists and pages, e-mails`, value: cars.emails.size, unit: 'addresses' },
          { label: `${name}: every public list and page, requests`, value: all.requests, unit: 'requests' },
          { label: `${name}: every public list and page, phones`, value: all.phones.size, unit: 'numbers' },
          {
            label: `${name}: of them account phones no store publishes`,
            value: privateOf(all.phones, accounts.phones),
            unit: 'numbers',
          },
          { label: `${name}: every public list and page, e-mails`, value: all.emails.size, unit: 'addresses' },
          { label: `${name}: of them account e-mails`, value: privateOf(all.emails, accounts.emails), unit: 'addresses' },
          { label: `${name}: sellers with a car`, value: carIds.size, unit: 'sellers' },
        ];
        ctx.log(
          `${name}: contact found in ${[...all.fields].map(([field, count]) => `${field} ×${count}`).join(', ') || 'no field'}`,
        );
        const revealed = await revealAll(base, [...carIds.values()]);
        if (Number.isFinite(revealed.retryAfter))
          found.push(
            { label: `${name}: reveals answered from one address before a 429`, value: revealed.answered, unit: 'reveals' },
            { label: `${name}: distinct phones those reveals gave`, value: revealed.phones.size, unit: 'numbers' },
            { label: `${name}: Retry-After of the 429`, value: revealed.retryAfter, unit: 's' },
          );
        for (const metric of found) ctx.report(metric);
        metrics.push(...found);
      }
    } finally {
      for (const child of children.reverse()) await child.stop();
    }
    return metrics;
  },
};
