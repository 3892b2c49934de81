import { Api } from '../support/api';
import { createCar, eventually, register } from '../support/fixtures';
import { PrivateRedis } from '../support/private-redis';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Writes touch only PostgreSQL; Redis carries the jobs and pushes that follow. With Redis down a
 * seller can still list a car, and its photos are processed once Redis is back.
 */
describe('with Redis down', () => {
  let redis: PrivateRedis;
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    app = await startTestApp({ worker: true, env: { REDIS_URL: redis.url } });
    api = new Api(app.url);
  });
  afterAll(async () => {
    await redis.up().catch(() => undefined);
    await app.close();
    await redis.down();
  });

  it('accepts a listing and runs its image job once Redis is back', async () => {
    const seller = await register(api, 'user');
    const authed = api.as(seller.token);

    await redis.down();
    const health = await api.get('/health');
    expect(health.status).toBe(503);
    expect(health.body.checks.redis).toBe('down');

    const car = await createCar(authed);
    expect(car.status).toBe('pending');
    expect(car.images[0].status).toBe('processing');
    // Nothing can run while Redis is away: the event waits, committed, in the log.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await authed.get(`/api/cars/${car.id}`)).body.images[0].status).toBe('processing');

    await redis.up();
    const processed = await eventually(async () => {
      const res = await authed.get(`/api/cars/${car.id}`);
      return res.body.images[0].status === 'ready' ? res.body : null;
    }, 45_000);
    expect(processed.images[0].variants.length).toBeGreaterThan(0);
    const events = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM public.events WHERE stream_id = $1 AND stream_type = 'car' AND event_type = 'CarImageProcessed'`,
      [String(car.id)],
    );
    expect(events[0].n).toBe(1);
  });
});
