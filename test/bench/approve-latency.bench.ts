import { readFileSync } from 'node:fs';
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
/** Server processes behind the sockets (1 or 2): sockets and approvals go to each in turn. */
const SERVERS = Number(process.env.BENCH_SERVERS ?? 1);
/** Cars approved while the first server is down, then caught up by its sockets on reconnection (0: no restart). */
const GAP_APPROVALS = Number(process.env.BENCH_RECONNECT_APPROVALS ?? 0);

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

  /** What each socket knows of its owner's cars (pushes, and the list read on every reconnection). */
  readonly seen = new Map<Socket, Map<number, string>>();
  /** Reconnections: when each socket connected again, and how many reads on reconnection failed. */
  readonly reconnectedAt = new Map<Socket, number>();
  refetchFailures = 0;
  readonly owner = new Map<Socket, number>();
  /** The index of the server each socket was opened on. */
  readonly server = new Map<Socket, number>();

  constructor(private readonly urls: string[]) {}

  /** Socket i goes to server i mod the servers, so each user's sockets are spread over them. */
  async connect(users: Session[], perUser: number): Promise<void> {
    await pool(users.length * perUser, 50, async (i) => {
      const user = users[i % users.length];
      const url = this.urls[i % this.urls.length];
      const socket = io(url, {
        path: '/socket.io',
        auth: { token: user.token },
        transports: ['websocket'],
        reconnectionDelay: 500,
        reconnectionDelayMax: 2000,
      });
      const seen = new Map<number, string>();
      this.seen.set(socket, seen);
      this.owner.set(socket, user.user.id);
      this.server.set(socket, i % this.urls.length);
      socket.on(SOCKET_EVENTS.carStatusChanged, (payload: { id: number; status: string }) => {
        seen.set(payload.id, payload.status);
        this.received(user.user.id, payload);
      });
      // As the client's followSocket: on a reconnection, read the owner's list again (the seller's page).
      socket.io.on('reconnect', () => {
        this.reconnectedAt.set(socket, now());
        void new Api(url, user.token).get(`/api/cars?user_id=${user.user.id}&per_page=100`).then(
          (res) => {
            if (res.status !== 200) this.refetchFailures++;
            else for (const car of res.body.data as Array<{ id: number; status: string }>) seen.set(car.id, car.status);
          },
          () => this.refetchFailures++,
        );
      });
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

/** A process's resident memory in bytes (Linux). */
function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return kb ? Number(kb[1]) * 1024 : NaN;
}

export const approveLatencyBench: Bench = {
  name: 'approve-latency',
  description: `PUT /api/cars/:id/approve → owner's socket gets car.status_changed, ${USERS * SOCKETS_PER_USER} sockets connected over ${SERVERS} server(s)`,
  async run(ctx: BenchContext) {
    const databaseUrl = await ctx.createDatabase('approve');
    const ports = await Promise.all(Array.from({ length: SERVERS }, () => freePort()));
    const urls = ports.map((port) => `http://127.0.0.1:${port}`);
    const envOf = (i: number) => ({
      ...ctx.env,
      DATABASE_URL: databaseUrl,
      PORT: String(ports[i]),
      HOST: '127.0.0.1',
      PUBLIC_URL: urls[i],
    });
    const startServer = (i: number) => startChild(`server-${i}`, 'main.js', envOf(i), answers(`${urls[i]}/health`));
    const children: ChildHandle[] = [];
    const servers: ChildHandle[] = [];
    const fleet = new SocketFleet(urls);
    try {
      ctx.log(`starting ${SERVERS} server(s) and the worker`);
      // The first server migrates the fresh database on start; the others and the worker follow once it is up.
      for (let i = 0; i < SERVERS; i++) servers.push(await startServer(i));
      children.push(await startChild('worker', 'worker.js', envOf(0), printed('Sayyara worker started')));

      const api = new Api(urls[0]);
      // One admin session, approving through each server in turn.
      const adminToken = (await loginAdmin(api)).token;
      const admins = urls.map((url) => new Api(url, adminToken));
      ctx.log(`registering ${USERS} users`);
      const users = await pool(USERS, 4, (i) => register(api, 'user', `bench${i}`));

      if (GAP_APPROVALS > 0 && SERVERS < 2) throw new Error('BENCH_RECONNECT_APPROVALS needs BENCH_SERVERS=2');
      const total = WARMUP + APPROVALS + GAP_APPROVALS;
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
      const rssBefore = servers.map((server) => rssOf(server.process.pid!));
      await fleet.connect(users, SOCKETS_PER_USER);
      ctx.log(`${fleet.sockets.length} sockets connected in ${((now() - connectStarted) / 1000).toFixed(1)} s`);
      const rssAfter = servers.map((server) => rssOf(server.process.pid!));
      await waitForQuiet(databaseUrl);
      await sleep(500);

      ctx.log(`approving ${WARMUP} cars (warm-up) then ${APPROVALS} (measured), one at a time`);
      const toFirst: number[] = [];
      const toAll: number[] = [];
      const httpTimes: number[] = [];
      let lost = 0;
      const gapCars = cars.splice(WARMUP + APPROVALS);
      for (const [index, car] of cars.entries()) {
        const { delivery, first } = fleet.expect(car.id, car.ownerId);
        const t0 = now();
        const res = await admins[index % admins.length].put(`/api/cars/${car.id}/approve`, { approve_anyway: true });
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
        { label: 'approve→push server processes', value: SERVERS, unit: 'servers' },
        {
          label: 'server memory per socket (RSS growth while connecting)',
          value: (rssAfter.reduce((a, b) => a + b, 0) - rssBefore.reduce((a, b) => a + b, 0)) / fleet.sockets.length / 1024,
          unit: 'KiB',
        },
        { label: 'approve→push approvals measured', value: toFirst.length, unit: 'approvals' },
        ...latencyMetrics("approve→owner's first socket", toFirst, [50, 95, 99]),
        ...latencyMetrics(`approve→all ${SOCKETS_PER_USER} owner sockets`, toAll, [50, 99]),
        ...latencyMetrics('approve HTTP response', httpTimes, [50, 95, 99]),
        { label: 'approve→push lost (no push in 10 s)', value: lost, unit: 'approvals' },
      ];
      metrics.forEach(ctx.report);
      if (GAP_APPROVALS > 0) {
        const storm = await reconnectStorm(ctx, fleet, servers, startServer, admins[1], gapCars);
        storm.forEach(ctx.report);
        metrics.push(...storm);
      }
      return metrics;
    } finally {
      fleet.close();
      for (const child of [...children.reverse(), ...servers]) await child.stop();
    }
  },
};

/**
 * Restarts the first server while its sockets are connected (SIGTERM, then a new process on the
 * same address), approves `gapCars` through the other server while it is down, and measures how
 * long its sockets take to reconnect (from the restarted server answering) and whether every
 * socket of each gap car's owner ends knowing the car is active: by the push (sockets on the other
 * server) or by the list read again on reconnection (the client's followSocket).
 */
async function reconnectStorm(
  ctx: BenchContext,
  fleet: SocketFleet,
  servers: ChildHandle[],
  startServer: (i: number) => Promise<ChildHandle>,
  admin: Api,
  gapCars: Array<{ id: number; ownerId: number }>,
): Promise<Metric[]> {
  const onFirst = fleet.sockets.filter((socket) => fleet.server.get(socket) === 0);
  ctx.log(`restarting server 0 with ${onFirst.length} sockets on it; approving ${gapCars.length} cars meanwhile`);
  const stopped = now();
  await servers[0].stop();
  for (const car of gapCars) {
    const res = await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true });
    if (res.status !== 200) throw new Error(`approve ${car.id}: ${res.status}`);
  }
  servers[0] = await startServer(0);
  const up = now();
  await waitUntil('the sockets to reconnect', async () => onFirst.every((s) => fleet.reconnectedAt.has(s)), 180_000, 100).catch(
    () => undefined,
  );
  const reconnected = onFirst.filter((s) => fleet.reconnectedAt.has(s));
  const owners = new Map(gapCars.map((car) => [car.ownerId, [] as number[]]));
  for (const car of gapCars) owners.get(car.ownerId)!.push(car.id);
  const watching = fleet.sockets.filter((s) => owners.has(fleet.owner.get(s)!));
  const caughtUp = (s: Socket) => owners.get(fleet.owner.get(s)!)!.every((id) => fleet.seen.get(s)!.get(id) === 'active');
  await waitUntil('every owner socket to know', async () => watching.every(caughtUp), 60_000, 100).catch(() => undefined);
  const delays = reconnected.map((s) => fleet.reconnectedAt.get(s)! - up);
  return [
    { label: 'reconnect storm: sockets on the restarted server', value: onFirst.length, unit: 'sockets' },
    { label: 'reconnect storm: server down (stop → answering again)', value: up - stopped, unit: 'ms' },
    { label: 'reconnect storm: sockets reconnected', value: reconnected.length, unit: 'sockets' },
    ...latencyMetrics('reconnect storm: server answering → socket reconnected', delays, [50, 99]),
    { label: 'reconnect storm: owner sockets watching the gap approvals', value: watching.length, unit: 'sockets' },
    {
      label: 'reconnect storm: owner sockets that missed an approval',
      value: watching.filter((s) => !caughtUp(s)).length,
      unit: 'sockets',
    },
    { label: 'reconnect storm: reads on reconnection failed', value: fleet.refetchFailures, unit: 'reads' },
  ];
}
