import { Api } from '../support/api';
import { loginAdmin } from '../support/fixtures';
import { PrivateRedis } from '../support/private-redis';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * A deploy or a restart during a Redis outage: the server and the worker still stop (a SIGTERM
 * that never ends would leave the launcher, and any supervisor above it, waiting for ever).
 * Closing just after Redis comes back, while connections are still reconnecting, is what
 * admin-cache.int-spec.ts's teardown does.
 */
describe('stopping while Redis is down', () => {
  let redis: PrivateRedis;
  let app: TestApp | undefined;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
  });
  afterAll(async () => {
    await redis.down();
  });

  it('closes the server and the worker, queues and job readers included', async () => {
    app = await startTestApp({ worker: true, env: { REDIS_URL: redis.url } });
    const api = new Api(app.url);
    // Opens the recommendation queue's producer and its events reader, as real traffic does.
    const answers = [11, 22, 31, 44, 53, 62].map((option) => ({
      question_id: Math.floor(option / 10),
      chosen_option_id: option,
    }));
    expect((await api.post('/api/car-recommendations', { answers })).status).toBe(200);
    await loginAdmin(api);

    await redis.down();
    expect((await api.get('/health')).status).toBe(503);

    await expect(app.close()).resolves.toBeUndefined();
  });
});
