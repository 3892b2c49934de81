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
/** Sockets of the admin (moderation-queue tabs), spread over the servers like the users'. */
const ADMIN_SOCKETS = Number(process.env.BENCH_ADMIN_SOCKETS ?? 10);
const APPROVALS = Number(process.env.BENCH_APPROVALS ?? 200);
const WARMUP = 10;
const PUSH_TIMEOUT_MS = 10_000;
/** Pause between approvals so each one meets an idle system (a moderator does not click 100 times a second). */
const GAP_MS = Number(process.env.BENCH_APPROVE_GAP_MS ?? 50);
/** Server processes behind the sockets (1 or 2): sockets and approvals go to each in turn. */
const SERVERS = Number(process.env.BENCH_SERVERS ?? 1);
/** Cars approved while the first server is down, then caught up by its sockets on reconnection (0: no restart). */
const GAP_APPROVALS = Number(process.env.BENCH_RECONNECT_APPROVALS ?? 0);
/** Cars approved once the restarted server's sockets are back: every owner and admin socket must hear them. */
const AFTER_STORM_APPROVALS = GAP_APPROVALS > 0 ? 10 : 0;

interface Delivery {
  carId: number;
  ownerId: number;
  firstAt: number | null;
  allAt: number | null;
  received: number;
  /** When the last admin socket had the push (the moderation queue drops the car). */
  adminsAt: number | null;
  adminsReceived: number;
  done: () => void;
}

/** Every socket of every user and of the admin, listening for status pushes and timing them against the pending approval. */
class SocketFleet {
  /** The users' sockets (the sellers' pages). */
  readonly sockets: Socket[] = [];
  /** The admin's sockets (moderation-queue tabs). */
  readonly admins: Socket[] = [];
  private readonly pending = new Map<number, Delivery>();
  /** Pushes for a car that arrived at a socket of someone other than the owner (must stay 0). */
  misdelivered = 0;

  /** What each user socket knows of its owner's cars (pushes, and the list read on every reconnection). */
  readonly seen = new Map<Socket, Map<number, string>>();
  /** Reconnections: when each socket lost its server and connected again, and how many reads on reconnection failed. */
  readonly disconnectedAt = new Map<Socket, number>();
  readonly reconnectedAt = new Map<Socket, number>();
  refetchFailures = 0;
  /** Why reads on reconnection failed (status or error, with a count), for the log. */
  readonly refetchErrors = new Map<string, number>();
  readonly owner = new Map<Socket, number>();
  /** The index of the server each socket was opened on. */
  readonly server = new Map<Socket, number>();

  constructor(private readonly urls: string[]) {}

  /**
   * The k-th socket of user j goes to server (j + k) mod the servers: each user's sockets are
   * spread over them (as tabs behind a load balancer), and each server holds the same number.
   */
  async connect(users: Session[], perUser: number): Promise<void> {
    await pool(users.length * perUser, 50, async (i) => {
      const j = i % users.length;
      const user = users[j];
      const server = (j + Math.floor(i / users.length)) % this.urls.length;
      const seen = new Map<number, string>();
      const socket = await this.open(server, user.token, (payload) => {
        seen.set(payload.id, payload.status);
        this.received(user.user.id, payload);
      });
      this.seen.set(socket, seen);
      this.owner.set(socket, user.user.id);
      // As the client's followSocket: on every reconnection, read the owner's list again (the seller's page).
      socket.on('connect', () => {
        void new Api(this.urls[server], user.token).get(`/api/cars?user_id=${user.user.id}&per_page=100`).then(
          (res) => {
            if (res.status !== 200) this.refetchFailed(`HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
            else for (const car of res.body.data as Array<{ id: number; status: string }>) seen.set(car.id, car.status);
          },
          (error: unknown) => this.refetchFailed(describe(error)),
        );
      });
      this.sockets.push(socket);
    });
  }

  private refetchFailed(reason: string): void {
    this.refetchFailures++;
    this.refetchErrors.set(reason, (this.refetchErrors.get(reason) ?? 0) + 1);
  }

  /** The admin's sockets: they are in the moderation room, so every car's status change reaches each of them. */
  async connectAdmins(token: string, count: number): Promise<void> {
    await pool(count, 10, async (i) => {
      const socket = await this.open(i % this.urls.length, token, (payload) => this.receivedByAdmin(payload));
      this.admins.push(socket);
    });
  }

  private async open(
    server: number,
    token: string,
    onStatus: (payload: { id: number; status: string }) => void,
  ): Promise<Socket> {
    const socket = io(this.urls[server], {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnectionDelay: 500,
      reconnectionDelayMax: 2000,
    });
    this.server.set(socket, server);
    socket.on(SOCKET_EVENTS.carStatusChanged, onStatus);
    socket.on('disconnect', () => this.disconnectedAt.set(socket, now()));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(new Error(`socket to server ${server}: ${error.message}`)));
    });
    // A 'connect' after the first is a reconnection: the socket went through the handshake again and is back in its rooms.
    socket.on('connect', () => this.reconnectedAt.set(socket, now()));
    return socket;
  }

  /** Resolves when the owner's first socket (and later all its sockets, and the admin's) have the push, or on timeout. */
  expect(carId: number, ownerId: number): { delivery: Delivery; first: Promise<void> } {
    let done!: () => void;
    const first = new Promise<void>((resolve) => (done = resolve));
    const delivery: Delivery = {
      carId,
      ownerId,
      firstAt: null,
      allAt: null,
      received: 0,
      adminsAt: null,
      adminsReceived: 0,
      done,
    };
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

  private receivedByAdmin(payload: { id: number; status: string }): void {
    const at = now();
    const delivery = this.pending.get(payload.id);
    if (!delivery || payload.status !== 'active') return;
    delivery.adminsReceived++;
    if (delivery.adminsReceived === this.admins.length) delivery.adminsAt = at;
  }

  /** Every user and admin socket opened on server `index`. */
  on(index: number): Socket[] {
    return [...this.sockets, ...this.admins].filter((socket) => this.server.get(socket) === index);
  }

  close(): void {
    for (const socket of [...this.sockets, ...this.admins]) socket.close();
  }
}

/** A failed fetch's message with its cause (fetch says only «fetch failed»). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}` : '';
  return `${error.message}${cause}`;
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

/** One approval's figures: the HTTP answer, the owner's first and last socket, the admin's last socket (null: not heard). */
interface Approval {
  http: number;
  first: number | null;
  all: number | null;
  admins: number | null;
}

/** Approves one car and waits for its pushes (the owner's first socket within 10 s, then briefly the rest). */
async function approveAndListen(fleet: SocketFleet, admin: Api, car: { id: number; ownerId: number }): Promise<Approval> {
  const { delivery, first } = fleet.expect(car.id, car.ownerId);
  const t0 = now();
  const res = await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true });
  const tHttp = now();
  if (res.status !== 200) throw new Error(`approve ${car.id}: ${res.status} ${JSON.stringify(res.body)}`);
  await withTimeout(first, PUSH_TIMEOUT_MS);
  // Give the owner's other sockets and the admin's a moment to get theirs too (the same Redis message).
  if (delivery.firstAt !== null)
    await waitUntil(
      'every owner and admin socket',
      async () => delivery.allAt !== null && (fleet.admins.length === 0 || delivery.adminsAt !== null),
      2_000,
      2,
    ).catch(() => undefined);
  fleet.forget(car.id);
  const since = (at: number | null) => (at === null ? null : at - t0);
  return { http: tHttp - t0, first: since(delivery.firstAt), all: since(delivery.allAt), admins: since(delivery.adminsAt) };
}

const heard = (times: Array<number | null>): number[] => times.filter((t): t is number => t !== null);

export const approveLatencyBench: Bench = {
  name: 'approve-latency',
  description: `PUT /api/cars/:id/approve → owner's and admin's sockets get car.status_changed, ${USERS * SOCKETS_PER_USER} + ${ADMIN_SOCKETS} sockets over ${SERVERS} server(s)`,
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
      const users = await pool(USERS, 4, (i) => register(new Api(urls[i % urls.length]), 'user', `bench${i}`));

      if (GAP_APPROVALS > 0 && SERVERS < 2) throw new Error('BENCH_RECONNECT_APPROVALS needs BENCH_SERVERS=2');
      const total = WARMUP + APPROVALS + GAP_APPROVALS + AFTER_STORM_APPROVALS;
      ctx.log(`listing ${total} pending cars (one photo each) and waiting for the worker to process them`);
      const photo = await jpeg(400, 300);
      const cars = await pool(total, 4, async (i) => {
        const owner = users[(i * 7) % users.length];
        const car = await createCar(api.as(owner.token), { images: [{ body: photo, name: 'car.jpg' }], offer: null });
        if (car.status !== 'pending') throw new Error(`car ${car.id} is ${car.status}, expected pending`);
        return { id: car.id as number, ownerId: owner.user.id };
      });
      await waitForQuiet(databaseUrl);

      ctx.log(`connecting ${USERS} users × ${SOCKETS_PER_USER} sockets and ${ADMIN_SOCKETS} admin sockets`);
      const connectStarted = now();
      const rssBefore = servers.map((server) => rssOf(server.process.pid!));
      await fleet.connect(users, SOCKETS_PER_USER);
      await fleet.connectAdmins(adminToken, ADMIN_SOCKETS);
      const connectSeconds = (now() - connectStarted) / 1000;
      ctx.log(`${fleet.sockets.length + fleet.admins.length} sockets connected in ${connectSeconds.toFixed(1)} s`);
      const rssAfter = servers.map((server) => rssOf(server.process.pid!));
      await waitForQuiet(databaseUrl);
      await sleep(500);

      ctx.log(`approving ${WARMUP} cars (warm-up) then ${APPROVALS} (measured), one at a time`);
      const measured: Approval[] = [];
      const afterStorm = cars.splice(WARMUP + APPROVALS + GAP_APPROVALS);
      const gapCars = cars.splice(WARMUP + APPROVALS);
      for (const [index, car] of cars.entries()) {
        const approval = await approveAndListen(fleet, admins[index % admins.length], car);
        await sleep(GAP_MS);
        if (index >= WARMUP) measured.push(approval);
      }
      if (fleet.misdelivered > 0) ctx.log(`WARNING: ${fleet.misdelivered} pushes reached sockets of other users`);
      const toFirst = heard(measured.map((a) => a.first));
      if (toFirst.length === 0) throw new Error('no push arrived');

      const metrics: Metric[] = [
        { label: 'approve→push sockets connected (users)', value: fleet.sockets.length, unit: 'sockets' },
        { label: 'approve→push admin sockets connected', value: fleet.admins.length, unit: 'sockets' },
        { label: 'approve→push server processes', value: SERVERS, unit: 'servers' },
        { label: 'sockets connected in', value: connectSeconds, unit: 's' },
        ...servers.map((_, i) => ({
          label: `server ${i} memory per socket (RSS growth while connecting ${fleet.on(i).length} sockets)`,
          value: (rssAfter[i] - rssBefore[i]) / fleet.on(i).length / 1024,
          unit: 'KiB',
        })),
        { label: 'approve→push approvals measured', value: measured.length, unit: 'approvals' },
        ...latencyMetrics(
          'approve HTTP response',
          measured.map((a) => a.http),
          [50, 95, 99],
        ),
        ...latencyMetrics("approve→owner's first socket", toFirst, [50, 95, 99]),
        ...latencyMetrics(`approve→all ${SOCKETS_PER_USER} owner sockets`, heard(measured.map((a) => a.all)), [50, 99]),
        {
          label: 'approve→push lost (no owner socket heard it in 10 s)',
          value: measured.length - toFirst.length,
          unit: 'approvals',
        },
        {
          label: `approve→push not heard by all ${SOCKETS_PER_USER} owner sockets`,
          value: measured.filter((a) => a.all === null).length,
          unit: 'approvals',
        },
        { label: 'approve→push reached other users', value: fleet.misdelivered, unit: 'pushes' },
        // A socket that lost its server under load (a missed ping) shows here: it should stay 0.
        { label: 'sockets that reconnected before any restart', value: fleet.reconnectedAt.size, unit: 'sockets' },
      ];
      if (fleet.admins.length > 0)
        metrics.push(
          ...latencyMetrics(`approve→all ${fleet.admins.length} admin sockets`, heard(measured.map((a) => a.admins)), [50, 99]),
          {
            label: `approve→push not heard by all ${fleet.admins.length} admin sockets`,
            value: measured.filter((a) => a.admins === null).length,
            unit: 'approvals',
          },
        );
      metrics.forEach(ctx.report);
      if (GAP_APPROVALS > 0) {
        const storm = await reconnectStorm(ctx, fleet, servers, startServer, admins[1], gapCars);
        const after: Approval[] = [];
        for (const [index, car] of afterStorm.entries())
          after.push(await approveAndListen(fleet, admins[index % admins.length], car));
        storm.push({
          label: 'reconnect storm: approvals after it not heard by every owner and admin socket',
          value: after.filter((a) => a.all === null || (fleet.admins.length > 0 && a.admins === null)).length,
          unit: `of ${after.length}`,
        });
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
 * long its sockets take to connect again (through the handshake, back in their rooms), and
 * whether every socket of each gap car's owner ends knowing the car is active: by the push
 * (sockets on the other server) or by the list read again on reconnection (the client's followSocket).
 */
async function reconnectStorm(
  ctx: BenchContext,
  fleet: SocketFleet,
  servers: ChildHandle[],
  startServer: (i: number) => Promise<ChildHandle>,
  admin: Api,
  gapCars: Array<{ id: number; ownerId: number }>,
): Promise<Metric[]> {
  const onFirst = fleet.on(0);
  ctx.log(`restarting server 0 with ${onFirst.length} sockets on it; approving ${gapCars.length} cars meanwhile`);
  fleet.reconnectedAt.clear();
  fleet.disconnectedAt.clear();
  const stopped = now();
  await servers[0].stop();
  const exited = now();
  for (const car of gapCars) {
    const res = await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true });
    if (res.status !== 200) throw new Error(`approve ${car.id}: ${res.status}`);
  }
  const starting = now();
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
  for (const [reason, count] of fleet.refetchErrors) ctx.log(`read on reconnection failed ×${count}: ${reason}`);
  const sinceUp = reconnected.map((s) => fleet.reconnectedAt.get(s)! - up);
  const away = reconnected.map((s) => fleet.reconnectedAt.get(s)! - (fleet.disconnectedAt.get(s) ?? stopped));
  return [
    { label: 'reconnect storm: sockets on the restarted server', value: onFirst.length, unit: 'sockets' },
    { label: 'reconnect storm: server down (stop → answering again)', value: up - stopped, unit: 'ms' },
    { label: 'reconnect storm: server stopping (SIGTERM → exit)', value: exited - stopped, unit: 'ms' },
    { label: 'reconnect storm: server starting (spawn → answering)', value: up - starting, unit: 'ms' },
    { label: 'reconnect storm: sockets reconnected', value: reconnected.length, unit: 'sockets' },
    ...latencyMetrics('reconnect storm: server answering → socket reconnected', sinceUp, [50, 99]),
    ...latencyMetrics('reconnect storm: socket away (disconnected → reconnected)', away, [50, 99]),
    { label: 'reconnect storm: owner sockets watching the gap approvals', value: watching.length, unit: 'sockets' },
    {
      label: 'reconnect storm: owner sockets that missed an approval',
      value: watching.filter((s) => !caughtUp(s)).length,
      unit: 'sockets',
    },
    { label: 'reconnect storm: reads on reconnection failed', value: fleet.refetchFailures, unit: 'reads' },
  ];
}
