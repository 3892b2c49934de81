import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { io, Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '../../server/src/realtime/socket-events';
import { Api } from '../support/api';
import { createCar, jpeg, loginAdmin, register, Session } from '../support/fixtures';
import { seededRandom } from '../support/seeded-random';
import {
  answers,
  Bench,
  BenchContext,
  ChildHandle,
  freePort,
  latencyMetrics,
  Metric,
  now,
  pool,
  printed,
  startChild,
  waitUntil,
} from './support';

const SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 10_000);
const SEARCH_USERS = Number(process.env.BENCH_SAVED_SEARCH_USERS ?? 500);
const APPROVALS = Number(process.env.BENCH_SAVED_SEARCH_APPROVALS ?? 40);
const WARMUP = 3;

const BRANDS = ['toyota', 'mercedes', 'bmw', 'audi', 'honda', 'kia', 'hyundai', 'nissan', 'lexus', 'ford', 'chevrolet'];
const CITIES = ['دمشق', 'حلب', 'حمص', 'اللاذقية', 'طرطوس', 'ريف دمشق', 'حماة', 'درعا'];
const WORDS = ['كامري', 'سوناتا', 'فل', 'نظيفة', 'أوتوماتيك'];

/**
 * A buyer's saved query as the listings page builds it: usually a make and a city, often a price
 * range, sometimes an offer type or a word. `nth`: which of its owner's searches it is.
 */
function searchQuery(r: () => number, nth: number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(r() * items.length)];
  const parts: string[] = [];
  if (r() < 0.85) parts.push(`brand=${pick(BRANDS)}`);
  if (r() < 0.7) parts.push(`location=${pick(CITIES)}`);
  if (r() < 0.3) parts.push(`offer_type=${r() < 0.8 ? 'sale' : 'rent'}`);
  if (r() < 0.6) {
    const low = Math.floor(r() * 40) * 1000;
    parts.push(`price[min]=${low}`, `price[max]=${low + 5000 + Math.floor(r() * 20) * 1000}`);
  }
  if (r() < 0.1) parts.push(`search=${pick(WORDS)}`);
  // Unique per user (the same query saved twice is one search): a page size, which selects nothing.
  parts.push(`per_page=${nth + 1}`);
  return parts.join('&');
}

interface Approval {
  carId: number;
  t0: number;
  /** Arrival times of notification.created at the search owners' sockets. */
  pushes: number[];
  /** Arrival of car.status_changed at the seller's socket: the floor, the same approval's bare push. */
  statusAt: number | null;
}

/**
 * Waits until the worker has caught up: photos processed, the subscriptions at the head of the
 * log, the mail queue empty (the matches' mails are sent, or skipped, a few seconds after their
 * pushes), so each approval meets an idle system.
 */
async function waitForQuiet(db: Client, mail: Queue): Promise<void> {
  await waitUntil(
    'the worker to catch up',
    async () => {
      const [row] = (
        await db.query(`
          SELECT (SELECT count(*) FROM projections.car_images WHERE status = 'processing')::int AS processing,
                 (SELECT coalesce(max(global_position), 0) FROM public.events)::bigint AS head,
                 (SELECT coalesce(min(position), -1) FROM public.subscription_checkpoints
                   WHERE name IN ('jobs', 'pushes', 'saved-searches'))::bigint AS behind`)
      ).rows;
      if (row.processing !== 0 || Number(row.behind) !== Number(row.head)) return false;
      const jobs = await mail.getJobCounts('waiting', 'active', 'delayed');
      return jobs.waiting + jobs.active + jobs.delayed === 0;
    },
    300_000,
    20,
  );
}

export const savedSearchesBench: Bench = {
  name: 'saved-searches',
  description: `${SEARCHES} saved searches: PUT /api/cars/:id/approve → notification.created at the matching owners' sockets`,
  async run(ctx: BenchContext) {
    const databaseUrl = await ctx.createDatabase('saved');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { ...ctx.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url };
    const children: ChildHandle[] = [];
    const sockets: Socket[] = [];
    const db = new Client({ connectionString: databaseUrl });
    const mail = new Queue('mail', {
      prefix: ctx.env.REDIS_PREFIX,
      connection: new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null }),
    });
    try {
      ctx.log('starting the server and the worker');
      children.push(await startChild('server', 'main.js', env, answers(`${url}/health`)));
      children.push(await startChild('worker', 'worker.js', env, printed('Sayyara worker started')));
      await db.connect();

      const api = new Api(url);
      const admin = api.as((await loginAdmin(api)).token);
      const seller = await register(api, 'user', 'seller');
      ctx.log(`registering ${SEARCH_USERS} users and saving ${SEARCHES} searches`);
      const users = await pool(SEARCH_USERS, 4, (i) => register(api, 'user', `searcher${i}`));
      const r = seededRandom(12); // the same searches and cars in every run
      const queries = Array.from({ length: SEARCHES }, (_, i) => searchQuery(r, Math.floor(i / SEARCH_USERS)));
      const savedStarted = now();
      await pool(SEARCHES, 8, async (i) => {
        const res = await api
          .as(users[i % SEARCH_USERS].token)
          .post('/api/saved-searches', { name: `بحث ${i}`, query: queries[i] });
        if (res.status !== 201 && res.status !== 200) throw new Error(`save ${i}: ${res.status} ${JSON.stringify(res.body)}`);
      });
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM projections.saved_searches`);
      ctx.log(`${rows[0].n} saved searches in ${((now() - savedStarted) / 1000).toFixed(1)} s`);

      const total = WARMUP + APPROVALS;
      ctx.log(`listing ${total} pending cars of varied makes, cities and prices`);
      const photo = await jpeg(400, 300);
      const cr = seededRandom(34);
      const cars = await pool(total, 4, async () => {
        const car = await createCar(api.as(seller.token), {
          images: [{ body: photo, name: 'car.jpg' }],
          fields: { brand: BRANDS[Math.floor(cr() * BRANDS.length)], name: 'تويوتا كامري فل نظيفة' },
          offer: { price: 3000 + Math.floor(cr() * 50) * 1000, location: `${CITIES[Math.floor(cr() * CITIES.length)]} - المركز` },
        });
        return car.id as number;
      });

      // Every searcher's socket, and the seller's (the floor: car.status_changed of the same approval).
      const approvals = new Map<number, Approval>();
      let misdelivered = 0;
      await pool(users.length + 1, 20, async (i) => {
        const user: Session = i < users.length ? users[i] : seller;
        const socket = io(url, { path: '/socket.io', auth: { token: user.token }, transports: ['websocket'] });
        socket.on(SOCKET_EVENTS.notificationCreated, (payload: { car_id: number }) => {
          const at = now();
          const approval = approvals.get(payload.car_id);
          if (approval) approval.pushes.push(at);
          if (user === seller) misdelivered++;
        });
        socket.on(SOCKET_EVENTS.carStatusChanged, (payload: { id: number; status: string }) => {
          const approval = approvals.get(payload.id);
          if (user === seller && approval && payload.status === 'active') approval.statusAt ??= now();
        });
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', (error) => reject(new Error(`socket of user ${user.user.id}: ${error.message}`)));
        });
        sockets.push(socket);
      });
      ctx.log(`${sockets.length} sockets connected`);
      await waitForQuiet(db, mail);

      ctx.log(`approving ${WARMUP} cars (warm-up) then ${APPROVALS} (measured), each on an idle system`);
      const measured: Approval[] = [];
      for (const [index, carId] of cars.entries()) {
        const approval: Approval = { carId, t0: 0, pushes: [], statusAt: null };
        approvals.set(carId, approval);
        approval.t0 = now();
        const res = await admin.put(`/api/cars/${carId}/approve`, { approve_anyway: true });
        if (res.status !== 200) throw new Error(`approve ${carId}: ${res.status} ${JSON.stringify(res.body)}`);
        await waitUntil(
          'the matching to finish',
          async () =>
            (
              await db.query(
                `SELECT (SELECT position FROM public.subscription_checkpoints WHERE name = 'saved-searches') >=
                                    (SELECT max(global_position) FROM public.events WHERE stream_id = $1 AND event_type = 'CarApproved') AS done`,
                [String(carId)],
              )
            ).rows[0].done,
          60_000,
          5,
        );
        // Every notification the approval raised is counted; wait for them to reach the sockets.
        const { rows: raised } = await db.query(`SELECT count(*)::int AS n FROM projections.notifications WHERE car_id = $1`, [
          carId,
        ]);
        await waitUntil(
          'the pushes to arrive',
          async () => approval.pushes.length >= raised[0].n && approval.statusAt !== null,
          10_000,
          5,
        );
        if (index >= WARMUP) measured.push(approval);
        await waitForQuiet(db, mail);
      }
      if (misdelivered) ctx.log(`WARNING: ${misdelivered} notifications reached the car's own seller`);

      const toEach = measured.flatMap((a) => a.pushes.map((at) => at - a.t0));
      const toLast = measured.filter((a) => a.pushes.length).map((a) => Math.max(...a.pushes) - a.t0);
      const floor = measured.map((a) => a.statusAt! - a.t0);
      const matches = measured.map((a) => a.pushes.length);
      const metrics: Metric[] = [
        { label: 'saved searches', value: Number(rows[0].n), unit: 'searches' },
        { label: 'approvals measured', value: measured.length, unit: 'approvals' },
        {
          label: 'matches per approval (mean)',
          value: matches.reduce((a, b) => a + b, 0) / matches.length,
          unit: 'notifications',
        },
        { label: 'matches per approval (max)', value: Math.max(...matches), unit: 'notifications' },
        ...latencyMetrics('approve→notification.created at each matching owner', toEach, [50, 95, 99]),
        ...latencyMetrics("approve→an approval's last notification.created", toLast, [50, 95, 99]),
        ...latencyMetrics("floor: approve→car.status_changed at the seller's socket", floor, [50, 95, 99]),
      ];
      metrics.forEach(ctx.report);
      return metrics;
    } finally {
      for (const socket of sockets) socket.close();
      await db.end().catch(() => undefined);
      await mail.close().catch(() => undefined);
      for (const child of children.reverse()) await child.stop();
    }
  },
};
