import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, Socket } from 'socket.io-client';
import { Api } from '../support/api';
import { approve, carIn, reject } from '../support/cars';
import { ClusterProcess } from '../support/cluster-process';
import { eventually, loginAdmin, register } from '../support/fixtures';
import { ifStarted } from '../support/if-started';
import { seededRandom } from '../support/seeded-random';
import { StreamingReplica } from '../support/streaming-replica';
import { UNTHROTTLED } from '../support/unthrottled';

/** Starting three processes through the TypeScript loader is slow on a busy two-core machine. */
const START_UP = 300_000;

type Status = string;

/**
 * A seller's «سياراتي» page as the client keeps it (my-cars-api.ts through followSocket): the
 * list read over HTTP, `car.status_changed` pushes applied when newer than the last one applied,
 * and the list read again on every (re)connection of the socket. When its server goes away the
 * page connects again, as behind a load balancer, to the next of `urls` (the same address again
 * when it has one: the server restarted there).
 */
class SellerPage {
  readonly statuses = new Map<number, Status>();
  private applied = 0;
  socket!: Socket;
  connections = 0;
  private closed = false;

  constructor(
    private readonly sellerId: number,
    private readonly token: string,
    private readonly urls: string[],
    /** When a lost socket may connect again (its reconnection delay, made to outlast the gap). */
    private readonly mayReconnect: () => Promise<void>,
  ) {
    this.open(0);
  }

  close(): void {
    this.closed = true;
    this.socket.close();
  }

  private open(attempt: number): void {
    const url = this.urls[attempt % this.urls.length];
    const socket = io(url, {
      path: '/socket.io',
      auth: { token: this.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    this.socket = socket;
    socket.on('car.status_changed', (push: { id: number; status: Status; position: number }) => {
      if (push.position <= this.applied) return;
      this.applied = push.position;
      this.statuses.set(push.id, push.status);
    });
    socket.on('connect', () => {
      this.connections++;
      void this.refetch(url);
    });
    const again = () => {
      socket.removeAllListeners();
      socket.close();
      void this.mayReconnect().then(() => {
        if (!this.closed) setTimeout(() => this.open(attempt + 1), 200);
      });
    };
    socket.on('disconnect', again);
    socket.on('connect_error', again);
  }

  private async refetch(url: string): Promise<void> {
    const res = await new Api(url, this.token).get(`/api/cars?user_id=${this.sellerId}&per_page=100`);
    if (res.status !== 200) return;
    for (const car of res.body.data as Array<{ id: number; status: Status }>) this.statuses.set(car.id, car.status);
  }
}

/**
 * A reconnect storm loses nothing: sellers' pages are open on two server processes behind a read
 * replica that lags (its replay paused); one server is killed, the admin approves or rejects
 * their cars while those sockets are away, the server comes back on its address, and every page
 * ends showing what the admin decided, on either server. The pushes of the gap went to no one:
 * the page's read on reconnection must see the primary as of its reconnection, not the lagging
 * replica.
 */
describe('sockets reconnecting after a server restart', () => {
  let pair: StreamingReplica;
  let serverA: ClusterProcess;
  let serverB: ClusterProcess;
  let worker: ClusterProcess;
  const processes: ClusterProcess[] = [];
  const pages: SellerPage[] = [];
  const draftDir = mkdtempSync(join(tmpdir(), 'sayyara-reconnect-drafts-'));
  let env: Record<string, string>;
  let database: string;

  /** The standby has replayed all the primary has written: every read so far agrees with the primary. */
  const caughtUp = async () => {
    const [{ lsn }] = (await pair.onPrimary((c) => c.query(`SELECT pg_current_wal_insert_lsn()::text AS lsn`))).rows;
    await eventually(() =>
      pair.onStandby(async (c) => (await c.query(`SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done`, [lsn])).rows[0].done),
    );
  };

  beforeAll(async () => {
    pair = await StreamingReplica.start();
    database = await pair.createDatabase();
    const prefix = `rc${randomBytes(4).toString('hex')}`;
    env = {
      ...UNTHROTTLED,
      NODE_ENV: 'test',
      DATABASE_URL: pair.primaryUrl(database),
      DATABASE_READ_URL: pair.standbyUrl(database),
      // Far beyond the test: replay is paused on purpose, and must not count as lag here.
      DATABASE_READ_MAX_LAG_MS: '3600000',
      DATABASE_READ_CHECK_MS: '50',
      REDIS_PREFIX: prefix,
      S3_ENDPOINT: process.env.TEST_S3_ENDPOINT!,
      S3_BUCKET: `b-${prefix}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      CLIENT_DIST: '/nonexistent',
      UPLOAD_DRAFT_DIR: draftDir,
    };
    // The first server migrates the database; the others start on it.
    serverA = await ClusterProcess.server(env);
    processes.push(serverA);
    await serverA.healthy();
    serverB = await ClusterProcess.server(env);
    worker = ClusterProcess.worker(env);
    processes.push(serverB, worker);
    await serverB.healthy();
    await worker.until(async () => worker.log.includes('Sayyara worker started'), START_UP);
  }, 2 * START_UP);

  afterAll(async () => {
    for (const page of pages) page.close();
    await Promise.all(processes.map((p) => p.kill('SIGTERM')));
    await ifStarted(pair)
      ?.resumeReplay()
      .catch(() => undefined);
    await ifStarted(pair)?.destroy();
    rmSync(draftDir, { recursive: true, force: true });
  });

  it(
    'every page shows the status decided while its socket was away, whichever server it was on',
    async () => {
      const b = new Api(serverB.url);
      const admin = b.as((await loginAdmin(b)).token);
      const random = seededRandom(32);
      // What the admin decides for each seller's car while the sockets are away (seeded).
      const decisions = [0, 1, 2, 3].map(() => (random() < 0.5 ? 'active' : 'rejected'));
      const sellers = await Promise.all(
        decisions.map(async (decision, i) => {
          const session = await register(b, 'user', `seller${i}`);
          const api = b.as(session.token);
          const car = await carIn('pending', api, admin);
          return { session, api, carId: car.id as number, decision };
        }),
      );
      await caughtUp();
      let endGap!: () => void;
      const gapOver = new Promise<void>((resolve) => (endGap = resolve));
      // Each seller: a page on the server that restarts and comes back to it, one on it that
      // moves to the other server, one on the other server throughout.
      for (const { session } of sellers) {
        for (const urls of [[serverA.url], [serverA.url, serverB.url], [serverB.url]]) {
          pages.push(new SellerPage(session.user.id, session.token, urls, () => gapOver));
        }
      }
      const pagesOf = (i: number) => pages.slice(3 * i, 3 * i + 3);
      await eventually(async () =>
        sellers.every(({ carId }, i) => pagesOf(i).every((page) => page.statuses.get(carId) === 'pending')),
      );

      // The replica stops replaying: from now on it serves what it had (every car pending).
      await pair.pauseReplay();
      const port = serverA.port!;
      await serverA.kill('SIGKILL');
      await eventually(async () => pages.filter((_, n) => n % 3 !== 2).every((page) => !page.socket.connected));
      for (const { carId, decision } of sellers) {
        if (decision === 'active') await approve(admin, carId);
        else await reject(admin, carId);
      }
      // The pages on the other server heard it live.
      await eventually(async () => sellers.every(({ carId, decision }, i) => pagesOf(i)[2].statuses.get(carId) === decision));

      endGap();
      serverA = await ClusterProcess.server(env, port);
      processes.push(serverA);
      await serverA.healthy();
      await eventually(async () => pages.every((page) => page.socket.connected));
      await eventually(async () =>
        sellers.every(({ carId, decision }, i) => pagesOf(i).every((page) => page.statuses.get(carId) === decision)),
      );
      // Each page on the restarted server connected twice: before, and once after (to either server).
      expect(pages.filter((_, n) => n % 3 !== 2).map((page) => page.connections)).toEqual(sellers.flatMap(() => [2, 2]));

      // Back in their rooms: a change made after the reconnection reaches every page live.
      const [first] = sellers;
      expect((await first.api.delete(`/api/cars/${first.carId}`)).status).toBe(200);
      await eventually(async () => pagesOf(0).every((page) => page.statuses.get(first.carId) === 'removed'));
    },
    2 * START_UP,
  );
});
