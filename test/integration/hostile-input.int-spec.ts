import { Api } from '../support/api';
import { createCar, loginAdmin, register } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';

const ARABIC = /[\u0600-\u06FF]/;

/**
 * The odd inputs that once answered 500 (the fuzz suite covers every route; these are the
 * cases as reported): each is now a 400 or 422 with an Arabic message, and changes nothing.
 */
describe('odd input', () => {
  let app: TestApp;
  let api: Api;
  let admin: Api;
  let seller: Api;
  let carId: number;

  beforeAll(async () => {
    app = await startTestApp();
    api = new Api(app.url);
    admin = api.as((await loginAdmin(api)).token);
    seller = api.as((await register(api)).token);
    carId = (await createCar(seller)).id;
  });
  afterAll(() => app.close());

  const eventCount = async (): Promise<number> =>
    Number((await app.dataSource.query(`SELECT count(*)::int AS n FROM public.events`))[0].n);

  async function expectRefused(send: () => Promise<{ status: number; body: any }>, statuses = [400, 422]) {
    const before = await eventCount();
    const res = await send();
    if (!statuses.includes(res.status))
      throw new Error(`expected ${statuses.join(' or ')}, got ${res.status}: ${JSON.stringify(res.body)}`);
    expect(res.body.message).toMatch(ARABIC);
    expect(await eventCount()).toBe(before);
    return res;
  }

  it('refuses a user_id beyond any id, and NUL in a query', async () => {
    await expectRefused(() => api.get('/api/cars?user_id=9007199254740993'));
    for (const query of ['location=%00', 'search=%00', 'search=a%00b']) {
      const res = await expectRefused(() => api.get(`/api/cars?${query}`), [422]);
      expect(Object.values(res.body.errors).flat()[0]).toMatch(ARABIC);
    }
  });

  it('refuses a lone surrogate in a JSON string, naming the field', async () => {
    const res = await expectRefused(
      () =>
        api.post(
          '/auth/register',
          '{"name":"سامر","email":"a\\ud800@x.sy","password":"password123","password_confirmation":"password123"}',
        ),
      [422],
    );
    expect(Object.keys(res.body.errors)).toEqual(['email']);
  });

  it('refuses NUL and bidi overrides in any text field', async () => {
    const nul = await expectRefused(() => seller.put(`/api/cars/${carId}`, { color: 'أزرق\u0000' }), [422]);
    expect(Object.keys(nul.body.errors)).toEqual(['color']);
    await expectRefused(() => seller.put(`/api/cars/${carId}`, { name: 'تويوتا \u202Eكامري' }), [422]);
  });

  it('refuses JSON nested 5,000 levels and a bare array', async () => {
    await expectRefused(() => api.post('/auth/login', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)), [400]);
    await expectRefused(() => seller.post('/api/workshops', '[]'), [422]);
  });

  it('refuses null for a required field on an edit', async () => {
    for (const field of ['name', 'brand', 'description', 'is_featured', 'other_benefits']) {
      const res = await expectRefused(() => seller.put(`/api/cars/${carId}`, { [field]: null }), [422]);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    await expectRefused(() => seller.put(`/api/cars/${carId}/offers`, { price_unit: null }), [422]);
  });

  it('refuses a null exchange rate', async () => {
    const res = await expectRefused(() => admin.put('/api/admin/exchange-rates', { EUR: null }), [422]);
    expect(Object.keys(res.body.errors)).toEqual(['EUR']);
  });

  it('refuses an ISO 8601 week as a time in the audit filters', async () => {
    await expectRefused(() => admin.get('/api/audit/events?from=2020W01'), [422]);
    await expectRefused(() => admin.get('/api/audit/export?to=2020W01'), [422]);
  });
});
