import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { Socket } from 'socket.io-client';
import { WORKER_SUBSCRIPTIONS } from '../../server/src/dispatch/subscriptions.service';
import { QUEUE } from '../../server/src/jobs/queues';
import { Api } from '../support/api';
import { approve, listCar } from '../support/cars';
import { ClusterProcess } from '../support/cluster-process';
import { createTestDatabase } from '../support/databases';
import { eventually, jpeg, loginAdmin, register } from '../support/fixtures';
import { connected, Inbox, openSocket } from '../support/sockets';
import { UNTHROTTLED } from '../support/unthrottled';
import { ifStarted } from '../support/if-started';

/** Every subscription a worker runs, as `holders()` lists them. */
const EVERY_SUBSCRIPTION = Object.values(WORKER_SUBSCRIPTIONS).sort().join();

/** Starting four processes through the TypeScript loader is slow on a busy two-core machine. */
const START_UP = 300_000;

/**
 * The market run as a cluster, the way operators grow it: two server processes and two worker
 * processes on one PostgreSQL database, one Redis and one S3 bucket, each started from its own
 * entry point. Pushes cross servers through the Redis adapter, each subscription runs in exactly
 * one worker (a PostgreSQL advisory lock) and moves to the other when its holder is killed, the
 * BullMQ queues are shared, and rate limits count across servers (their state is in Redis).
 */
describe('a cluster of two servers and two workers', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Client;
  let serverA: ClusterProcess;
  let serverB: ClusterProcess;
  let worker1: ClusterProcess;
  let worker2: ClusterProcess;
  let images: Queue;
  const processes: ClusterProcess[] = [];
  const sockets: Socket[] = [];
  const draftDir = mkdtempSync(join(tmpdir(), 'sayyara-cluster-drafts-'));

  /** Which process holds each running subscription: `sayyara-sub-<name>@<pid>` on its lock's session. */
  const holders = async (): Promise<Array<{ name: string; pid: number }>> => {
    const { rows } = await db.query(
      `SELECT a.application_name AS app
         FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE l.locktype = 'advisory' AND l.granted AND a.datname = current_database()
          AND a.application_name LIKE 'sayyara-sub-%'`,
    );
    return rows
      .map((r: { app: string }) => /^sayyara-sub-(.+)@(\d+)$/.exec(r.app)!)
      .map((m: RegExpExecArray) => ({ name: m[1], pid: Number(m[2]) }))
      .sort((a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1));
  };
  const heldBy = async (worker: ClusterProcess): Promise<boolean> => {
    const held = await holders();
    return held.map((h) => h.name).join() === EVERY_SUBSCRIPTION && held.every((h) => h.pid === worker.pid);
  };

  const inboxOn = async (server: ClusterProcess, token: string): Promise<Inbox> => {
    const socket = openSocket(server.url, token);
    sockets.push(socket);
    const inbox = new Inbox(socket);
    await connected(socket);
    return inbox;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const prefix = `cl${randomBytes(4).toString('hex')}`;
    const env: Record<string, string> = {
      ...UNTHROTTLED,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_PREFIX: prefix,
      S3_ENDPOINT: process.env.TEST_S3_ENDPOINT!,
      S3_BUCKET: `b-${prefix}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      CLIENT_DIST: '/nonexistent',
      // Resumable uploads land on disk: servers of one market share the folder.
      UPLOAD_DRAFT_DIR: draftDir,
      RATE_LIMIT_SEARCH: '5/1h',
    };
    db = new Client({ connectionString: database.url });
    await db.connect();
    images = new Queue(QUEUE.images, { prefix, connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } });

    serverA = await ClusterProcess.server(env);
    serverB = await ClusterProcess.server(env);
    worker1 = ClusterProcess.worker(env);
    processes.push(serverA, serverB, worker1);
    await Promise.all([serverA.healthy(), serverB.healthy()]);
    // The first worker takes every subscription; the second starts beside it and waits.
    await worker1.until(() => heldBy(worker1), START_UP);
    worker2 = ClusterProcess.worker(env);
    processes.push(worker2);
    await worker2.until(async () => worker2.log.includes('Sayyara worker started'), START_UP);
  }, 2 * START_UP);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(processes.map((p) => p.kill('SIGTERM')));
    await ifStarted(images)?.close();
    await ifStarted(db)?.end();
    await ifStarted(database)?.drop();
    rmSync(draftDir, { recursive: true, force: true });
  });

  it('lets a seller connected to one server see the approval made through the other, live', async () => {
    const seller = await register(new Api(serverA.url), 'user', 'seller');
    const inbox = await inboxOn(serverA, seller.token);
    const car = await listCar(new Api(serverA.url, seller.token));

    const b = new Api(serverB.url);
    await approve(b.as((await loginAdmin(b)).token), car.id);
    expect(await inbox.next('car.status_changed', (p) => p.id === car.id)).toMatchObject({ id: car.id, status: 'active' });
  });

  it('counts a rate limit across both servers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? serverA : serverB;
      statuses.push((await fetch(`${server.url}/api/cars?search=${encodeURIComponent('كامري')}`)).status);
    }
    // Five searches an hour from one address, whichever server answers them.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it(
    'runs each subscription in one worker, moves them to the other when it is killed, and loses or repeats no work',
    async () => {
      const a = new Api(serverA.url);
      const seller = await register(a, 'user', 'seller');
      const sellerA = a.as(seller.token);
      const inbox = await inboxOn(serverA, seller.token);

      // Worker 2 has been running beside worker 1 all along without taking anything.
      expect(worker2.running).toBe(true);
      expect(await heldBy(worker1)).toBe(true);

      // Photos listed just before worker 1 dies: whichever worker had taken their jobs, and
      // whatever it had done of them, each is processed, once.
      const before: Array<{ id: number }> = [];
      for (let i = 0; i < 3; i++)
        before.push(await listCar(sellerA, { images: [{ body: await jpeg(2400, 1600), name: `p${i}.jpg` }] }));
      await worker1.kill('SIGKILL');

      await worker2.until(() => heldBy(worker2));
      const after = await listCar(sellerA, { images: [{ body: await jpeg(1200, 800), name: 'after.jpg' }] });
      const b = new Api(serverB.url);
      await approve(b.as((await loginAdmin(b)).token), after.id);
      expect(await inbox.next('car.status_changed', (p) => p.id === after.id)).toMatchObject({ status: 'active' });

      // BullMQ gives a job taken by a killed worker to another once it counts it as stalled.
      const views = await eventually(async () => {
        const found = await Promise.all([...before, after].map(async (car) => (await sellerA.get(`/api/cars/${car.id}`)).body));
        return found.every((car) => car.images.every((image: { status: string }) => image.status === 'ready')) && found;
      }, START_UP);
      const imageIds: string[] = views.flatMap((car) => car.images.map((image: { id: number | string }) => String(image.id)));
      expect(imageIds).toHaveLength(4);
      const { rows } = await db.query(
        `SELECT data->>'imageId' AS image, count(*)::int AS n FROM public.events
          WHERE event_type = 'CarImageProcessed' AND data->>'imageId' = ANY($1) GROUP BY 1`,
        [imageIds],
      );
      expect(rows.map((r: { image: string; n: number }) => [r.image, r.n]).sort()).toEqual(imageIds.map((id) => [id, 1]).sort());

      // The queue is one for both: every photo job was run by one of the two workers, and those
      // placed after the kill by the survivor.
      const ran = async (imageId: string) => (await images.getJob(`car-image-${imageId}`))?.processedBy?.split(':').pop();
      const workers = [String(worker1.pid), String(worker2.pid)];
      for (const id of imageIds) expect(workers).toContain(await ran(id));
      expect(await ran(imageIds[3])).toBe(String(worker2.pid));
    },
    2 * START_UP,
  );
});
