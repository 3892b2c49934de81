import { ProcessImagesWhenCarListed } from '../../server/src/cars/reactions/process-images-when-car-listed';
import { Api } from '../support/api';
import { createCar, eventually, register } from '../support/fixtures';
import { PrivateRedis } from '../support/private-redis';
import { startTestApp, TestApp } from '../support/test-app';
import { ifStarted } from '../support/if-started';

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
    try {
      // The app closes cleanly only with Redis there (its queues and subscriptions wait for it).
      await redis.up();
      await ifStarted(app)?.close();
    } finally {
      await redis.down();
    }
  });

  it('accepts a listing and runs its image job once Redis is back', async () => {
    // Every time the worker's reaction to a listing is handed the car's listing, and how that ended.
    const listings: Array<{ carId: string; outcome: 'pending' | 'queued' | 'failed' }> = [];
    const jobs = app.worker!.get(ProcessImagesWhenCarListed);
    const handle = jobs.handle.bind(jobs);
    jest.spyOn(jobs, 'handle').mockImplementation(async (event) => {
      if (event.type !== 'CarListed') return handle(event);
      const attempt = { carId: event.streamId, outcome: 'pending' as 'pending' | 'queued' | 'failed' };
      listings.push(attempt);
      try {
        await handle(event);
        attempt.outcome = 'queued';
      } catch (error) {
        attempt.outcome = 'failed';
        throw error;
      }
    });
    const attemptsFor = (carId: number) => listings.filter((a) => a.carId === String(carId));

    const seller = await register(api, 'user');
    const authed = api.as(seller.token);

    await redis.down();
    const health = await api.get('/health');
    expect(health.status).toBe(503);
    expect(health.body.checks.redis).toBe('down');

    const car = await createCar(authed);
    expect(car.status).toBe('pending');
    expect(car.images[0].status).toBe('processing');
    // Nothing can run while Redis is away: the event waits, committed, in the log. Wait until the
    // reaction holds the listing (its job cannot be queued), not for a time.
    await eventually(async () => attemptsFor(car.id).length > 0);
    expect(attemptsFor(car.id).filter((a) => a.outcome === 'queued')).toEqual([]);
    expect((await authed.get(`/api/cars/${car.id}`)).body.images[0].status).toBe('processing');

    await redis.up();
    const processed = await eventually(async () => {
      const res = await authed.get(`/api/cars/${car.id}`);
      return res.body.images[0].status === 'ready' ? res.body : null;
    });
    expect(processed.images[0].variants.length).toBeGreaterThan(0);
    const events = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM public.events WHERE stream_id = $1 AND stream_type = 'car' AND event_type = 'CarImageProcessed'`,
      [String(car.id)],
    );
    expect(events[0].n).toBe(1);
  });
});
