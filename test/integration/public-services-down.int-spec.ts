import { QUEUE, Queues } from '../../server/src/jobs/queues';
import { Api } from '../support/api';
import { PrivateRedis } from '../support/private-redis';
import { startTestApp, TestApp } from '../support/test-app';
import { ifStarted } from '../support/if-started';

const ANSWERS = [
  { question_id: 1, chosen_option_id: 13 },
  { question_id: 2, chosen_option_id: 22 },
  { question_id: 3, chosen_option_id: 31 },
  { question_id: 4, chosen_option_id: 44 },
  { question_id: 5, chosen_option_id: 53 },
  { question_id: 6, chosen_option_id: 62 },
];

/**
 * What needs the worker says so when it cannot have it: a 503, never a hang or a 500, with Redis
 * down (recommendations, reset mails) or no worker answering in time (recommendations).
 */
describe('public services with a dependency down', () => {
  // First: startTestApp keeps its environment, and the next app would inherit the dead Redis.
  describe('no worker', () => {
    let app: TestApp;
    let api: Api;

    beforeAll(async () => {
      app = await startTestApp({ worker: false });
      api = new Api(app.url);
    });
    afterAll(() => app.close());

    it('gives up on a recommendation nobody computes (503) and withdraws the job', async () => {
      const res = await api.post('/api/car-recommendations', { answers: ANSWERS });
      expect(res.status).toBe(503);
      const counts = await app.server.get(Queues).get(QUEUE.recommendations).getJobCounts('waiting', 'active');
      expect(counts.waiting + counts.active).toBe(0);
    });
  });

  describe('Redis down', () => {
    let redis: PrivateRedis;
    let app: TestApp;
    let api: Api;

    beforeAll(async () => {
      redis = await PrivateRedis.start();
      app = await startTestApp({ worker: true, env: { REDIS_URL: redis.url } });
      api = new Api(app.url);
      await redis.down();
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

    it('answers recommendations and reset requests with 503, and malformed answers still with 422', async () => {
      const recommendation = await api.post('/api/car-recommendations', { answers: ANSWERS });
      expect(recommendation.status).toBe(503);
      expect(recommendation.body.message).toMatch(/غير متاحة مؤقتًا/);
      expect((await api.post('/auth/forgot-password', { email: 'someone@example.sy' })).status).toBe(503);
      expect((await api.post('/api/car-recommendations', { answers: [] })).status).toBe(422);
      expect((await api.get('/api/questions')).status).toBe(200);
    });
  });
});
