import { Client } from 'pg';
import { Api } from '../support/api';
import { approve } from '../support/cars';
import { createCar, loginAdmin, register } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The database drops the server's connections (an administrator's pg_terminate_backend, a
 * failover) during a burst of requests: a statement or transaction that failed on the broken
 * connection runs once more on a fresh one, so no request gets a 5xx.
 */
describe('a lost database connection', () => {
  let app: TestApp;
  let killer: Client;

  beforeAll(async () => {
    app = await startTestApp();
    killer = new Client({ connectionString: app.databaseUrl });
    await killer.connect();
  });
  afterAll(async () => {
    await killer.end();
    await app.close();
  });

  it('costs no request a 5xx: reads, lists, the price guide and writes during five terminations', async () => {
    const api = new Api(app.url);
    const admin = api.as((await loginAdmin(api)).token);
    const seller = await register(api, 'user', 'seller');
    const car = await createCar(api.as(seller.token));
    await approve(admin, car.id);
    const buyer = await register(api, 'user', 'buyer');
    const authed = api.as(buyer.token);
    expect((await authed.put(`/api/favourites/${car.id}`)).status).toBe(200);
    const requests: Array<() => Promise<{ status: number }>> = [
      () => api.get(`/api/cars/${car.id}`),
      () => api.get(`/api/cars?brand=${encodeURIComponent(car.brand)}&sort=price_asc`),
      () =>
        api.get(
          `/api/price-guide?brand=${encodeURIComponent(car.brand)}&model=${encodeURIComponent(car.model)}&year=2019&mileage=90000`,
        ),
      () => api.get('/api/stores'),
      () => authed.get('/api/favourites'),
      () => authed.put('/api/me', { name: 'سامر الحلبي' }),
    ];
    const answers: Array<{ request: number; status: number; body?: unknown }> = [];
    let stop = false;
    const client = async (index: number) => {
      for (let i = index; !stop; i++) {
        const request = i % requests.length;
        const res = await requests[request]();
        answers.push({ request, status: res.status, ...(res.status >= 500 ? { body: (res as { body?: unknown }).body } : {}) });
      }
    };
    const clients = Array.from({ length: 8 }, (_, i) => client(i));
    let terminated = 0;
    for (let kill = 0; kill < 5; kill++) {
      // Between terminations the clients get some requests through (a condition, not a time).
      const seen = answers.length;
      while (answers.length < seen + 40) await new Promise((resolve) => setImmediate(resolve));
      const { rowCount } = await killer.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      terminated += rowCount ?? 0;
    }
    const seen = answers.length;
    while (answers.length < seen + 40) await new Promise((resolve) => setImmediate(resolve));
    stop = true;
    await Promise.all(clients);
    const faults = answers.filter((a) => a.status >= 500);
    process.stdout.write(`lost connections: ${terminated} terminated, ${answers.length} requests, ${faults.length} × 5xx\n`);
    expect(terminated).toBeGreaterThanOrEqual(5);
    expect(faults).toEqual([]);
    expect(answers.filter((a) => a.status >= 400)).toEqual([]);
  });
});
