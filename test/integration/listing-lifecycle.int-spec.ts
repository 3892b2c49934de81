import { ExpireCar } from '../../server/src/cars/commands/expire-car/expire-car.command';
import { ExpireListingsProcessor } from '../../server/src/cars/jobs/expire-listings.processor';
import { QUEUE, Queues } from '../../server/src/jobs/queues';
import { CommandBus } from '@nestjs/cqrs';
import { carIn, listCar } from '../support/cars';
import { eventually, loginAdmin, register, Session } from '../support/fixtures';
import { connected, Inbox, openSocket } from '../support/sockets';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/** Listings expire after the ad duration (a scheduled job); owners renew them; views are counted. */
describe('listing lifecycle', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let owner: Session;
  let ownerApi: StrictApi;
  let stranger: StrictApi;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    owner = await register(api, 'user', 'owner');
    ownerApi = api.as(owner.token);
    stranger = api.as((await register(api, 'user', 'stranger')).token);
  });
  afterAll(() => app.close());

  describe('expiry', () => {
    it('schedules the expiry sweep on the maintenance queue', async () => {
      const queue = app.worker!.get(Queues).get(QUEUE.maintenance);
      const ids = await eventually(async () => {
        const schedulers = await queue.getJobSchedulers();
        const found = schedulers.map((s) => s.key);
        return found.includes('expire-listings') ? found : null;
      });
      expect(ids).toEqual(expect.arrayContaining(['expire-listings', 'prune-car-views']));
    });

    it('expires active cars past their date, once, and the owner sees it live', async () => {
      const car = await carIn('active', ownerApi, admin);
      const fresh = await carIn('active', ownerApi, admin);
      const socket = await connected(openSocket(app.url, owner.token));
      const inbox = new Inbox(socket);
      try {
        const sweep = app.worker!.get(ExpireListingsProcessor);
        // Nothing is due today…
        await sweep.process(new Date());
        expect((await ownerApi.get(`/api/cars/${car.id}`)).body.status).toBe('active');
        // …but 31 days on, both 30-day listings are.
        const { expired } = await sweep.process(daysFromNow(31));
        expect(expired).toBeGreaterThanOrEqual(2);
        expect((await ownerApi.get(`/api/cars/${car.id}`)).body.status).toBe('expired');
        expect((await ownerApi.get(`/api/cars/${fresh.id}`)).body.status).toBe('expired');
        expect((await api.get(`/api/cars/${car.id}`)).status).toBe(404);
        expect((await api.get('/api/cars?limit=100')).body.data.map((c: { id: number }) => c.id)).not.toContain(car.id);

        // The approval's own push may still be on its way: wait for the expiry's.
        const pushed = await inbox.next('car.status_changed', (p) => p.id === car.id && p.status === 'expired');
        expect(pushed).toMatchObject({ status: 'expired', previous: 'active' });

        expect((await sweep.process(daysFromNow(31))).expired).toBe(0);
        const [{ n }] = await app.dataSource.query(
          `SELECT count(*)::int AS n FROM public.events WHERE stream_id = $1 AND event_type = 'CarExpired'`,
          [String(car.id)],
        );
        expect(n).toBe(1);
        const [meta] = await app.dataSource.query(
          `SELECT metadata FROM public.events WHERE stream_id = $1 AND event_type = 'CarExpired'`,
          [String(car.id)],
        );
        expect(meta.metadata).toMatchObject({ actorId: null, actorRole: 'system' });
      } finally {
        socket.close();
      }
    });

    it('leaves pending, rejected and not-yet-due cars alone', async () => {
      const pending = await listCar(ownerApi);
      const rejected = await carIn('rejected', ownerApi, admin);
      const bus = app.server.get(CommandBus);
      expect(await bus.execute(new ExpireCar(pending.id, daysFromNow(400)))).toBe(false);
      expect(await bus.execute(new ExpireCar(rejected.id, daysFromNow(400)))).toBe(false);
      const active = await carIn('active', ownerApi, admin);
      expect(await bus.execute(new ExpireCar(active.id, daysFromNow(29)))).toBe(false);
      expect((await ownerApi.get(`/api/cars/${active.id}`)).body.status).toBe('active');
    });
  });

  describe('PUT /api/cars/{id}/renew', () => {
    it('puts an expired listing back on the market for another ad duration', async () => {
      const car = await carIn('active', ownerApi, admin);
      await app.server.get(CommandBus).execute(new ExpireCar(car.id, daysFromNow(31)));
      const before = Date.now();
      const res = await ownerApi.put(`/api/cars/${car.id}/renew`);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('active');
      expect(new Date(res.body.expires_at).getTime()).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 60_000);
      expect((await api.get(`/api/cars/${car.id}`)).status).toBe(200);
    });

    it('ignores a status, a date or an owner sent with the renewal', async () => {
      const car = await carIn('active', ownerApi, admin);
      const res = await ownerApi.put(`/api/cars/${car.id}/renew`, {
        status: 'pending',
        expires_at: '2099-01-01T00:00:00Z',
        user_id: 1,
        is_featured: true,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'active', user_id: owner.user.id, is_featured: false });
      expect(new Date(res.body.expires_at).getFullYear()).toBeLessThan(2099);
    });

    it('refuses pending and rejected cars (409): they go through review', async () => {
      const pending = await listCar(ownerApi);
      const rejected = await carIn('rejected', ownerApi, admin);
      for (const car of [pending, rejected]) {
        const res = await ownerApi.put(`/api/cars/${car.id}/renew`);
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('يمكن تجديد الإعلانات النشطة أو المنتهية فقط');
      }
    });

    it('is for the owner and admins only', async () => {
      const car = await carIn('active', ownerApi, admin);
      expect((await stranger.put(`/api/cars/${car.id}/renew`)).status).toBe(403);
      expect((await api.put(`/api/cars/${car.id}/renew`)).status).toBe(401);
      expect((await admin.put(`/api/cars/${car.id}/renew`)).status).toBe(200);
      await app.server.get(CommandBus).execute(new ExpireCar(car.id, daysFromNow(31)));
      // An expired car is hidden from everyone else, so for them it does not exist.
      expect((await stranger.put(`/api/cars/${car.id}/renew`)).status).toBe(404);
    });
  });

  describe('views', () => {
    /** A page view from an address (the server trusts X-Forwarded-For from its loopback proxy) and a browser. */
    const view = (client: StrictApi, id: number, address = '203.0.113.1', userAgent = 'test-browser') =>
      client.request('POST', `/api/cars/${id}/views`, undefined, { 'x-forwarded-for': address, 'user-agent': userAgent });

    it('counts a car page opened by others once per visitor per day, never by the owner', async () => {
      const car = await carIn('active', ownerApi, admin);
      expect((await view(ownerApi, car.id)).body.data).toEqual({ counted: false, views: 0 });

      expect((await view(api, car.id, '203.0.113.1')).body.data).toEqual({ counted: true, views: 1 });
      expect((await view(api, car.id, '203.0.113.1')).body.data).toEqual({ counted: false, views: 1 });
      // A visitor is an address (or an account), not a User-Agent, which the caller chooses freely.
      for (const agent of ['browser-b', 'browser-c']) {
        expect((await view(api, car.id, '203.0.113.1', agent)).body.data).toEqual({ counted: false, views: 1 });
      }
      expect((await view(api, car.id, '203.0.113.2')).body.data).toEqual({ counted: true, views: 2 });
      expect((await view(stranger, car.id)).body.data).toEqual({ counted: true, views: 3 });
      expect((await view(stranger, car.id, '198.51.100.9', 'another-device')).body.data.counted).toBe(false);

      expect((await api.get(`/api/cars/${car.id}`)).body.views).toBe(3);
      const mine = await ownerApi.get(`/api/cars?user_id=${owner.user.id}&per_page=100`);
      expect(mine.body.data.find((c: { id: number }) => c.id === car.id).views).toBe(3);
      // Counters are not events: a replay leaves them alone.
      const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM public.events WHERE event_type ILIKE '%view%'`);
      expect(n).toBe(0);
    });

    it('only counts cars the visitor may see (404 otherwise)', async () => {
      const pending = await listCar(ownerApi);
      expect((await view(api, pending.id)).status).toBe(404);
      expect((await view(stranger, pending.id)).status).toBe(404);
      expect((await view(api, 999_999)).status).toBe(404);
      expect((await view(admin, pending.id)).body.data.counted).toBe(true);
    });

    it('a like is a favourite', async () => {
      const car = await carIn('active', ownerApi, admin);
      await stranger.put(`/api/favourites/${car.id}`);
      await admin.put(`/api/favourites/${car.id}`);
      expect((await api.get(`/api/cars/${car.id}`)).body.likes).toBe(2);
    });
  });
});
