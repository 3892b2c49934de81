import { Client } from 'pg';
import { io, Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '../../server/src/realtime/socket-events';
import { Api } from '../support/api';
import { createCar, jpeg, loginAdmin, register, Session } from '../support/fixtures';
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
  sleep,
  startChild,
  waitUntil,
} from './support';

const USERS = Number(process.env.BENCH_SOCKET_USERS ?? 100);
const SOCKETS_PER_USER = Number(process.env.BENCH_SOCKETS_PER_USER ?? 5);
const APPROVALS = Number(process.env.BENCH_APPROVALS ?? 200);
const WARMUP = 10;
const PUSH_TIMEOUT_MS = 10_000;
/** Pause between approvals so each one meets an idle system (a moderator does not click 100 times a second). */
const GAP_MS = Number(process.env.BENCH_APPROVE_GAP_MS ?? 50);

interface Delivery {
  carId: number;
  ownerId: number;
  firstAt: number | null;
  allAt: number | null;
  received: number;
  done: () => void;
}

/** Every socket of every user, listening for status pushes and timing them against the pending approval. */
class SocketFleet {
  readonly sockets: Socket[] = [];
  private readonly pending = new Map<number, Delivery>();
  /** Pushes for a car that arrived at a socket of someone other than the owner (must stay 0). */
  misdelivered = 0;

  constructor(private readonly url: string) {}

  async connect(users: Session[], perUser: number): Promise<void> {
    await pool(users.length * perUser, 50, async (i) => {
      const user = users[i % users.length];
      const socket = io(this.url, { path: '/socket.io', auth: { token: user.token }, transports: ['websocket'] });
      socket.on(SOCKET_EVENTS.carStatusChanged, (payload: { id: number; status: string }) =>
        this.received(user.user.id, payload),
      );
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', (error) => reject(new Error(`socket of user ${user.user.id}: ${error.message}`)));
      });
      this.sockets.push(socket);
    });
  }

  /** Resolves when the owner's first socket (and later all its sockets) have the push, or on timeout. */
  expect(carId: number, ownerId: number): { delivery: Delivery; first: Promise<void> } {
    let done!: () => void;
    const first = new Promise<void>((resolve) => (done = resolve));
    const delivery: Delivery = { carId, ownerId, firstAt: null, allAt: null, received: 0, done };
    this.pending.set(carId, delivery);
    return { delivery, first };
  }

  forget(carId: number): void {
    this.pending.delete(carId);
  }

  private received(userId: number, payload: { id: number; status: string }): void {
    const at = now();
    const delivery = this.pending.get(payload.id);
    if (!delivery || payload.status !== 'active') return;
    if (userId !== delivery.ownerId) {
      this.misdelivered++;
      return;
    }
    delivery.received++;
    if (delivery.firstAt === null) {
      delivery.firstAt = at;
      delivery.done();
    }
    if (delivery.received === SOCKETS_PER_USER) delivery.allAt = at;
  }

  close(): void {
    for (const socket of this.sockets) socket.close();
  }
}

/** Waits for `promise` at most `ms` (resolving either way) without leaving a timer behind. */
async function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** Waits until the worker has caught up: every photo processed, both subscriptions at the head of the log. */
async function waitForQuiet(databaseUrl: string): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await waitUntil(
      'the worker to catch up',
      async () => {
        const [row] = (
          await db.query(`
          SELECT (SELECT count(*) FROM projections.car_images WHERE status = 'processing')::int AS processing,
                 (SELECT coalesce(max(global_position), 0) FROM public.events)::bigint AS head,
                 (SELECT coalesce(min(position), -1) FROM public.subscription_checkpoints
                   WHERE name IN ('jobs', 'pushes'))::bigint AS behind,
                 (SELECT count(*) FROM public.subscription_checkpoints WHERE name IN ('jobs', 'pushes'))::int AS subs`)
        ).rows;
        return row.processing === 0 && row.subs === 2 && Number(row.behind) === Number(row.head);
      },
      180_000,
      200,
    );
  } finally {
    await db.end();
  }
}

export const approveLatencyBench: Bench = {
  name: 'approve-latency',
  description: `PUT /api/cars/:id/approve → owner's socket gets car.status_changed, ${USERS * SOCKETS_PER_USER} sockets connected`,
  async run(ctx: BenchContext) {
    const databaseUrl = await ctx.createDatabase('approve');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { ...ctx.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url };
    const children: ChildHandle[] = [];
    const fleet = new SocketFleet(url);
    try {
      ctx.log('starting the server and the worker');
      // The server migrates the fresh database on start; the worker follows once it is up.
      children.push(await startChild('server', 'main.js', env, answers(`${url}/health`)));
      children.push(await startChild('worker', 'worker.js', env, printed('Sayyara worker started')));

      const api = new Api(url);
      const admin = api.as((await loginAdmin(api)).token);
      ctx.log(`registering ${USERS} users`);
      const users = await pool(USERS, 4, (i) => register(api, 'user', `bench${i}`));

      const total = WARMUP + APPROVALS;
      ctx.log(`listing ${total} pending cars (one photo each) and waiting for the worker to process them`);
      const photo = await jpeg(400, 300);
      const cars = await pool(total, 4, async (i) => {
        const owner = users[(i * 7) % users.length];
        const car = await createCar(api.as(owner.token), { images: [{ body: photo, name: 'car.jpg' }], offer: null });
        if (car.status !== 'pending') throw new Error(`car ${car.id} is ${car.status}, expected pending`);
        return { id: car.id as number, ownerId: owner.user.id };
      });

      ctx.log(`connecting ${USERS} users × ${SOCKETS_PER_USER} sockets`);
      const connectStarted = now();
      await fleet.connect(users, SOCKETS_PER_USER);
      ctx.log(`${fleet.sockets.length} sockets connected in ${((now() - connectStarted) / 1000).toFixed(1)} s`);
      await waitForQuiet(databaseUrl);
      await sleep(500);

      ctx.log(`approving ${WARMUP} cars (warm-up) then ${APPROVALS} (measured), one at a time`);
      const toFirst: number[] = [];
      const toAll: number[] = [];
      const httpTimes: number[] = [];
      let lost = 0;
      for (const [index, car] of cars.entries()) {
        const { delivery, first } = fleet.expect(car.id, car.ownerId);
        const t0 = now();
        const res = await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true });
        const tHttp = now();
        if (res.status !== 200) throw new Error(`approve ${car.id}: ${res.status} ${JSON.stringify(res.body)}`);
        await withTimeout(first, PUSH_TIMEOUT_MS);
        // Give the owner's other sockets a moment to get theirs too (same Redis message, same process).
        if (delivery.firstAt !== null)
          await waitUntil('all owner sockets', async () => delivery.allAt !== null, 2_000, 2).catch(() => undefined);
        fleet.forget(car.id);
        await sleep(GAP_MS);
        if (index < WARMUP) continue;
        httpTimes.push(tHttp - t0);
        if (delivery.firstAt === null) lost++;
        else toFirst.push(delivery.firstAt - t0);
        if (delivery.allAt !== null) toAll.push(delivery.allAt - t0);
      }
      if (fleet.misdelivered > 0) ctx.log(`WARNING: ${fleet.misdelivered} pushes reached sockets of other users`);
      if (toFirst.length === 0) throw new Error('no push arrived');

      const metrics: Metric[] = [
        { label: 'approve→push sockets connected', value: fleet.sockets.length, unit: 'sockets' },
        { label: 'approve→push approvals measured', value: toFirst.length, unit: 'approvals' },
        ...latencyMetrics("approve→owner's first socket", toFirst, [50, 95, 99]),
        ...latencyMetrics(`approve→all ${SOCKETS_PER_USER} owner sockets`, toAll, [50, 99]),
        ...latencyMetrics('approve HTTP response', httpTimes, [50, 95, 99]),
        { label: 'approve→push lost (no push in 10 s)', value: lost, unit: 'approvals' },
      ];
      metrics.forEach(ctx.report);
      return metrics;
    } finally {
      fleet.close();
      for (const child of children.reverse()) await child.stop();
    }
  },
};
