import { loginAdmin, register } from '../support/fixtures';
import { carIn, listCar } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Admins approve or reject pending cars; only a pending car can be decided (CONTRACT.md: 409). */
describe('car moderation', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let owner: StrictApi;
  let stranger: StrictApi;

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    owner = api.as((await register(api, 'user', 'owner')).token);
    stranger = api.as((await register(api, 'user', 'stranger')).token);
  });
  afterAll(() => app.close());

  it('approves a pending car: 200 with status active, published now and expiring after the ad duration (30 days)', async () => {
    const car = await listCar(owner);
    const before = Date.now();
    // No worker here: its photo stays processing, so the admin approves it anyway.
    const res = await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: car.id, status: 'active' });
    const expires = new Date(res.body.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 60_000);
    expect(res.body.published_at).toEqual(expect.any(String));
    expect((await api.get(`/api/cars/${car.id}`)).status).toBe(200);
  });

  it('rejects a pending car: 200 with status rejected, and records the reason', async () => {
    const car = await listCar(owner);
    const res = await admin.put(`/api/cars/${car.id}/reject`, { reason: 'الصور لا تخص السيارة' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('rejected');
    const [event] = await app.dataSource.query(
      `SELECT data, metadata FROM public.events WHERE stream_type = 'car' AND stream_id = $1 AND event_type = 'CarRejected'`,
      [String(car.id)],
    );
    expect(event.data).toEqual({ reason: 'الصور لا تخص السيارة', flagsSeen: [] });
    expect(event.metadata).toMatchObject({ actorRole: 'admin' });
  });

  it('rejects without a body too (the older client sends none)', async () => {
    const car = await listCar(owner);
    const res = await admin.put(`/api/cars/${car.id}/reject`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('rejected');
  });

  it.each(['approve', 'reject'])(
    'refuses %s by a non-admin with 403, even on their own car, and changes nothing',
    async (action) => {
      const car = await listCar(owner);
      expect((await owner.put(`/api/cars/${car.id}/${action}`)).status).toBe(403);
      expect((await stranger.put(`/api/cars/${car.id}/${action}`)).status).toBe(403);
      expect((await owner.get(`/api/cars/${car.id}`)).body.status).toBe('pending');
    },
  );

  it.each(['approve', 'reject'])('refuses an anonymous %s with 401', async (action) => {
    const car = await listCar(owner);
    expect((await api.put(`/api/cars/${car.id}/${action}`)).status).toBe(401);
  });

  it.each([
    ['approve', 'active'],
    ['approve', 'rejected'],
    ['reject', 'active'],
    ['reject', 'rejected'],
  ] as const)('refuses to %s a car that is already %s with 409', async (action, status) => {
    const car = await carIn(status, owner, admin);
    const res = await admin.put(`/api/cars/${car.id}/${action}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('لا يمكن تنفيذ هذا الإجراء إلا على سيارة قيد المراجعة');
    expect((await admin.get(`/api/cars/${car.id}`)).body.status).toBe(status);
  });

  it('lets an admin approve a rejected car once its owner has resubmitted it by editing', async () => {
    const car = await carIn('rejected', owner, admin);
    await owner.put(`/api/cars/${car.id}`, new URLSearchParams({ color: 'أسود' }));
    const res = await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', color: 'أسود' });
  });

  it('answers 404 to a decision on a car that does not exist or was deleted', async () => {
    expect((await admin.put('/api/cars/999999/approve')).status).toBe(404);
    const car = await listCar(owner);
    await owner.delete(`/api/cars/${car.id}`);
    expect((await admin.put(`/api/cars/${car.id}/approve`)).status).toBe(404);
    expect((await admin.put(`/api/cars/${car.id}/reject`)).status).toBe(404);
  });

  it('refuses a reject reason over 500 characters with 422', async () => {
    const car = await listCar(owner);
    const res = await admin.put(`/api/cars/${car.id}/reject`, { reason: 'x'.repeat(501) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['reason']);
  });

  it('shows the offer of a car in GET /api/car-offers once approved, and not before or after rejection', async () => {
    const offersOf = async () => (await api.get('/api/car-offers')).body.data.map((o: { car: { id: number } }) => o.car.id);
    const pending = await carIn('pending', owner, admin);
    const rejected = await carIn('rejected', owner, admin);
    expect(await offersOf()).not.toContain(pending.id);
    expect(await offersOf()).not.toContain(rejected.id);
    await admin.put(`/api/cars/${pending.id}/approve`, { approve_anyway: true });
    expect(await offersOf()).toContain(pending.id);
  });
});
