import { QUEUE, Queues } from '../../server/src/jobs/queues';
import { Api } from '../support/api';
import { carIn } from '../support/cars';
import { eventually, loginAdmin, register } from '../support/fixtures';
import { PrivateRedis } from '../support/private-redis';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/** The admin settings' "clear cache": finished recommendation results leave Redis; the browser is told to drop its HTTP cache. */
describe('clearing the server cache', () => {
  let redis: PrivateRedis;
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let adminToken: string;

  const finished = async () => {
    const counts = await app.server.get(Queues).get(QUEUE.recommendations).getJobCounts('completed', 'failed');
    return counts.completed + counts.failed;
  };
  const answers = [11, 22, 31, 44, 53, 62].map((option) => ({ question_id: Math.floor(option / 10), chosen_option_id: option }));

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    app = await startTestApp({ worker: true, env: { REDIS_URL: redis.url } });
    api = new StrictApi(app.url);
    adminToken = (await loginAdmin(api)).token;
    admin = api.as(adminToken);
    const seller = api.as((await register(api, 'user', 'seller')).token);
    await carIn('active', seller, admin, { fields: { seats: '5' }, offer: { price: 4000, price_unit: 'USD' } });
  });
  afterAll(async () => {
    await redis.up().catch(() => undefined);
    await app.close();
    await redis.down();
  });

  it('drops the recommendation results Redis keeps and says how many', async () => {
    for (let i = 0; i < 2; i++) expect((await api.post('/api/car-recommendations', { answers })).status).toBe(200);
    await eventually(async () => ((await finished()) >= 2 ? true : null));

    const res = await admin.post('/api/admin/cache/clear');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'تم مسح الذاكرة المؤقتة', data: { recommendations: 2 } });
    expect(res.headers.get('clear-site-data')).toBe('"cache"');
    expect(await finished()).toBe(0);

    const again = await admin.post('/api/admin/cache/clear');
    expect(again.body.data).toEqual({ recommendations: 0 });
  });

  it('is for admins only', async () => {
    const user = api.as((await register(api, 'user', 'curious')).token);
    const res = await user.post('/api/admin/cache/clear');
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 503 in Arabic, not a server error, while Redis is down', async () => {
    await redis.down();
    // Not through StrictApi: 503 is the honest answer here, the one 5xx that is not a fault.
    const res = await new Api(app.url, adminToken).post('/api/admin/cache/clear');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'الخدمة غير متاحة مؤقتًا، يرجى المحاولة لاحقًا' });
    await redis.up();
  });
});
