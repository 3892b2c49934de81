import { parseLsn } from '../../server/src/database/read-replica/lsn';
import { ReplicaMonitor } from '../../server/src/database/read-replica/replica-monitor';
import { Api } from '../support/api';
import { grantRole } from '../support/accounts';
import { carIn } from '../support/cars';
import { eventually, loginAdmin, register } from '../support/fixtures';
import { PrivateRedis } from '../support/private-redis';
import { StreamingReplica } from '../support/streaming-replica';
import { startTestApp, TestApp } from '../support/test-app';
import { ifStarted } from '../support/if-started';

/**
 * DATABASE_READ_URL against a real streaming replica: a private primary and hot standby on
 * loopback. Pausing the standby's WAL replay freezes what it serves, which shows where each read
 * went without looking at timings: a read that sees a change made after the pause came from the
 * primary, one that does not came from the standby.
 */
describe('read replica', () => {
  let pair: StreamingReplica;
  let database: string;
  let app: TestApp;
  let visitor: Api;
  let admin: Api;
  let seller: Api;
  let sellerId: number;
  let buyer: Api;
  let auditor: Api;

  const replicaState = async (on: TestApp) =>
    ((await new Api(on.url).get('/health')).body as { read_replica?: string }).read_replica;

  /**
   * The standby has replayed everything the primary has written so far, and the servers have
   * seen it: every earlier write (the accounts' registrations) is then behind the replica.
   */
  const caughtUp = async (...servers: TestApp[]) => {
    const [{ lsn }] = (await pair.onPrimary((c) => c.query(`SELECT pg_current_wal_insert_lsn()::text AS lsn`))).rows;
    await eventually(() =>
      pair.onStandby(async (c) => (await c.query(`SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done`, [lsn])).rows[0].done),
    );
    for (const server of servers.length ? servers : [app]) {
      await eventually(async () => (server.server.get(ReplicaMonitor).usableReplay() ?? -1n) >= parseLsn(lsn));
    }
  };

  const names = async (api: Api, query = ''): Promise<string[]> => {
    const res = await api.get(`/api/cars?per_page=50${query}`);
    expect(res.status).toBe(200);
    return res.body.data.map((car: { name: string }) => car.name);
  };

  beforeAll(async () => {
    pair = await StreamingReplica.start();
    database = await pair.createDatabase();
    app = await startTestApp({
      databaseUrl: pair.primaryUrl(database),
      env: {
        DATABASE_READ_URL: pair.standbyUrl(database),
        // Far beyond the test: replay is paused on purpose, and must not count as lag here.
        DATABASE_READ_MAX_LAG_MS: '3600000',
        DATABASE_READ_CHECK_MS: '50',
      },
    });
    visitor = new Api(app.url);
    admin = visitor.as((await loginAdmin(visitor)).token);
    const sellerSession = await register(visitor, 'user', 'seller');
    [seller, sellerId] = [visitor.as(sellerSession.token), sellerSession.user.id];
    buyer = visitor.as((await register(visitor, 'user', 'buyer')).token);
    const auditorSession = await register(visitor, 'user', 'auditor');
    await grantRole(app, auditorSession.user.id, 'auditor');
    auditor = visitor.as(auditorSession.token);
    await eventually(async () => (await replicaState(app)) === 'up');
  }, 240_000);

  afterAll(async () => {
    try {
      await ifStarted(app)?.close();
    } finally {
      await ifStarted(pair)?.destroy();
    }
  });

  it('serves listings, car pages and the audit log from the standby, and each account its own writes from the primary', async () => {
    await caughtUp();
    await pair.pauseReplay();
    try {
      // Listed, priced and approved while the standby stands still.
      const car = await carIn('active', seller, admin, { fields: { name: 'كيا سورينتو 2020 للبيع' } });
      expect(car.status).toBe('active');

      // The seller and the admin wrote it: their reads stay on the primary.
      expect(await names(seller, `&user_id=${sellerId}`)).toContain('كيا سورينتو 2020 للبيع');
      expect(await names(seller)).toContain('كيا سورينتو 2020 للبيع');
      expect((await seller.get(`/api/cars/${car.id}`)).body.status).toBe('active');
      expect(await names(admin)).toContain('كيا سورينتو 2020 للبيع');

      // A visitor, and a signed-in buyer who wrote nothing since, read the standby: not there yet.
      for (const reader of [visitor, buyer]) {
        expect(await names(reader)).not.toContain('كيا سورينتو 2020 للبيع');
        expect((await reader.get(`/api/cars/${car.id}`)).status).toBe(404);
        expect((await reader.get(`/api/cars/${car.id}/similar`)).status).toBe(404);
      }
      const log = await auditor.get(`/api/audit/events?stream_type=car&stream_id=${car.id}`);
      expect(log.status).toBe(200);
      expect(log.body.data).toEqual([]);

      // The standby's own sessions: the server's read pool is connected there.
      const readers = await pair.onStandby(
        (c) => c.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'sayyara-read'`),
        database,
      );
      expect(readers.rows[0].n).toBeGreaterThan(0);

      await pair.resumeReplay();
      await eventually(async () => (await names(visitor)).includes('كيا سورينتو 2020 للبيع'));
      await eventually(async () => (await buyer.get(`/api/cars/${car.id}`)).status === 200);
      await eventually(
        async () => (await auditor.get(`/api/audit/events?stream_type=car&stream_id=${car.id}`)).body.data.length > 0,
      );

      // An edit: the seller sees it at once, visitors once the standby has it.
      await caughtUp();
      await pair.pauseReplay();
      const revised = await seller.put(`/api/cars/${car.id}`, { name: 'كيا سورينتو 2020 فل كامل' });
      expect(revised.status).toBe(200);
      expect((await seller.get(`/api/cars/${car.id}`)).body.name).toBe('كيا سورينتو 2020 فل كامل');
      expect(await names(seller, `&user_id=${sellerId}`)).toContain('كيا سورينتو 2020 فل كامل');
      expect((await visitor.get(`/api/cars/${car.id}`)).body.name).toBe('كيا سورينتو 2020 للبيع');
      expect(await names(visitor, `&user_id=${sellerId}`)).toContain('كيا سورينتو 2020 للبيع');
    } finally {
      await pair.resumeReplay();
    }
    await eventually(
      async () => (await visitor.get(`/api/cars?user_id=${sellerId}`)).body.data[0]?.name === 'كيا سورينتو 2020 فل كامل',
    );
  });

  it('falls back to the primary while the standby is down, and returns to it once it is back', async () => {
    await pair.stopStandby();
    try {
      // Every read answers, from the primary: a change made now is seen by a visitor at once.
      for (let i = 0; i < 3; i++) expect((await visitor.get('/api/cars')).status).toBe(200);
      const car = await carIn('active', seller, admin, { fields: { name: 'هيونداي توسان 2021 والمستودع متوقف' } });
      expect(await names(visitor)).toContain('هيونداي توسان 2021 والمستودع متوقف');
      expect((await visitor.get(`/api/cars/${car.id}`)).status).toBe(200);
      expect((await auditor.get(`/api/audit/events?stream_type=car&stream_id=${car.id}`)).body.data.length).toBeGreaterThan(0);
      await eventually(async () => (await replicaState(app)) === 'down');
    } finally {
      await pair.startStandby();
    }
    await eventually(async () => (await replicaState(app)) === 'up');

    // Back on the standby: with its replay paused, a visitor no longer sees a new listing.
    await caughtUp();
    await pair.pauseReplay();
    try {
      await carIn('active', seller, admin, { fields: { name: 'نيسان صني 2018 بعد العودة' } });
      await eventually(async () => (await replicaState(app)) === 'up');
      expect(await names(seller)).toContain('نيسان صني 2018 بعد العودة');
      expect(await names(visitor)).not.toContain('نيسان صني 2018 بعد العودة');
    } finally {
      await pair.resumeReplay();
    }
  });

  it('reads signed-in accounts from the primary while Redis cannot tell their last write', async () => {
    // A server with a Redis of its own, stopped meanwhile: visitors keep the replica.
    const redis = await PrivateRedis.start();
    const outage = await startTestApp({
      databaseUrl: pair.primaryUrl(database),
      env: {
        REDIS_URL: redis.url,
        DATABASE_READ_URL: pair.standbyUrl(database),
        DATABASE_READ_MAX_LAG_MS: '3600000',
        DATABASE_READ_CHECK_MS: '50',
      },
    });
    try {
      await eventually(async () => (await replicaState(outage)) === 'up');
      await caughtUp(app, outage);
      await pair.pauseReplay();
      try {
        await carIn('active', seller, admin, { fields: { name: 'شيفروليه كروز 2016 وريديس متوقف' } });
        await redis.down();
        const onOutage = (api: Api) => new Api(outage.url, api.token);
        expect(await names(onOutage(buyer))).toContain('شيفروليه كروز 2016 وريديس متوقف');
        expect(await names(onOutage(visitor))).not.toContain('شيفروليه كروز 2016 وريديس متوقف');
      } finally {
        await pair.resumeReplay();
      }
    } finally {
      // The server closes cleanly only with its Redis there.
      await redis.up();
      await outage.close();
      await redis.down();
    }
  });

  it('reads from the primary while the standby lags beyond DATABASE_READ_MAX_LAG_MS', async () => {
    // A second server on the same pair, with a lag bound of half a second.
    const strict = await startTestApp({
      databaseUrl: pair.primaryUrl(database),
      env: { DATABASE_READ_URL: pair.standbyUrl(database), DATABASE_READ_MAX_LAG_MS: '500', DATABASE_READ_CHECK_MS: '50' },
    });
    try {
      const strictVisitor = new Api(strict.url);
      await eventually(async () => (await replicaState(strict)) === 'up');
      await caughtUp(app, strict);
      await pair.pauseReplay();
      try {
        await carIn('active', seller, admin, { fields: { name: 'مازدا 6 موديل 2017 أثناء التأخر' } });
        // Once the standby is half a second behind, the strict server reads the primary.
        await eventually(async () => (await replicaState(strict)) === 'lagging');
        expect(await names(strictVisitor)).toContain('مازدا 6 موديل 2017 أثناء التأخر');
        // The lenient server still serves the (paused) standby to visitors.
        expect(await names(visitor)).not.toContain('مازدا 6 موديل 2017 أثناء التأخر');
      } finally {
        await pair.resumeReplay();
      }
      await eventually(async () => (await replicaState(strict)) === 'up');
      expect(await names(strictVisitor)).toContain('مازدا 6 موديل 2017 أثناء التأخر');
    } finally {
      await strict.close();
    }
  });
});
