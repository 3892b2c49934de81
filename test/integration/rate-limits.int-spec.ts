import { Api, ApiResponse } from '../support/api';
import { carFields, carForm, jpeg, Session, uniqueEmail } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';

/** Requests "from" an address: the server trusts X-Forwarded-For from its loopback proxy. */
const from = (api: Api, address: string) => ({
  get: (path: string) => api.request('GET', path, undefined, { 'x-forwarded-for': address }),
  post: (path: string, body?: unknown) => api.request('POST', path, body, { 'x-forwarded-for': address }),
  put: (path: string, body?: unknown) => api.request('PUT', path, body, { 'x-forwarded-for': address }),
});

let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;

function expectThrottled(res: ApiResponse): void {
  expect(res.status).toBe(429);
  expect(res.body.message).toBe('محاولات كثيرة، يرجى المحاولة لاحقًا');
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

/** A fresh account, registered from an address of its own so the registration budget is not in the way. */
async function signUp(api: Api): Promise<Session> {
  const res = await from(api, newAddress()).post('/auth/register', registration());
  if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
  return res.body as Session;
}

const registration = () => ({
  name: 'سامر الحلبي',
  email: uniqueEmail(),
  password: 'password123',
  password_confirmation: 'password123',
});

/**
 * Expensive routes have budgets per address and per signed-in account, spent before the work
 * is done: registration and password changes (argon2), recommendations, text searches and uploads.
 */
describe('rate limits of expensive routes', () => {
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        RATE_LIMIT_REGISTER: '2/1h',
        RATE_LIMIT_SEARCH: '3/1m',
        RATE_LIMIT_SUGGEST: '4/1m',
        RATE_LIMIT_RECOMMEND: '2/1m',
        RATE_LIMIT_UPLOAD: '2/1h',
        RATE_LIMIT_PHOTO: '3/1h',
        RATE_LIMIT_PASSWORD: '2/15m',
      },
    });
    api = new Api(app.url);
  });
  afterAll(() => app.close());

  it('limits registrations per address, with Retry-After and the Arabic message', async () => {
    const address = newAddress();
    expect((await from(api, address).post('/auth/register', registration())).status).toBe(201);
    expect((await from(api, address).post('/auth/register', registration())).status).toBe(201);
    const refused = registration();
    expectThrottled(await from(api, address).post('/auth/register', refused));
    const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM projections.users WHERE email = $1`, [
      refused.email,
    ]);
    expect(n).toBe(0);
    expect((await from(api, newAddress()).post('/auth/register', registration())).status).toBe(201);
  });

  it('limits text searches on every list, but not plain browsing', async () => {
    const address = newAddress();
    const client = from(api, address);
    expect((await client.get('/api/cars?search=' + encodeURIComponent('تويوتا'))).status).toBe(200);
    expect((await client.get('/api/spare-parts?search=filter')).status).toBe(200);
    expect((await client.get('/api/stores?search=x')).status).toBe(200);
    expectThrottled(await client.get('/api/cars?search=kia'));
    expect((await client.get('/api/cars')).status).toBe(200);
  });

  it('limits search suggestions in a budget of their own, apart from searches', async () => {
    const address = newAddress();
    const client = from(api, address);
    for (let i = 0; i < 4; i++) expect((await client.get(`/api/search/suggest?q=${encodeURIComponent('تو')}`)).status).toBe(200);
    expectThrottled(await client.get('/api/search/suggest?q=kia'));
    // The searches' budget is untouched.
    expect((await client.get('/api/cars?search=kia')).status).toBe(200);
  });

  it('spends the search budget on HEAD as on GET, on every list, per address and per account', async () => {
    const lists = ['/api/cars', '/api/stores', '/api/workshops', '/api/spare-parts', '/api/workshop-ads'];
    const head = (caller: Api, address: string, path: string) =>
      caller.request('HEAD', `${path}?search=toyota`, undefined, { 'x-forwarded-for': address });
    for (const list of lists) {
      const address = newAddress();
      for (let i = 0; i < 3; i++)
        expect({ list, status: (await head(api, address, list)).status }).toEqual({ list, status: 200 });
      expect({ list, status: (await head(api, address, list)).status }).toEqual({ list, status: 429 });
      expectThrottled(await from(api, address).get(`${list}?search=toyota`));
    }
    const session: Session = await signUp(api);
    const authed = api.as(session.token);
    for (let i = 0; i < 3; i++) expect((await head(authed, newAddress(), '/api/cars')).status).toBe(200);
    expectThrottled(await from(authed, newAddress()).get('/api/cars?search=bmw'));
  });

  it('counts a signed-in account across addresses', async () => {
    const session: Session = await signUp(api);
    const authed = api.as(session.token);
    for (let i = 0; i < 3; i++) expect((await from(authed, newAddress()).get('/api/cars?search=bmw')).status).toBe(200);
    expectThrottled(await from(authed, newAddress()).get('/api/cars?search=bmw'));
    // The same fresh address without the account still has its own budget.
    expect((await from(api, newAddress()).get('/api/cars?search=bmw')).status).toBe(200);
  });

  it('limits recommendations', async () => {
    const address = newAddress();
    const questions = (await api.get('/api/questions')).body.data as Array<{ id: number; options: Array<{ id: number }> }>;
    const answers = questions.map((q) => ({ question_id: q.id, chosen_option_id: q.options[0].id }));
    for (let i = 0; i < 2; i++)
      expect((await from(api, address).post('/api/car-recommendations', { answers })).status).not.toBe(429);
    expectThrottled(await from(api, address).post('/api/car-recommendations', { answers }));
  });

  it('limits uploads before the files are read, and the refused one lists nothing', async () => {
    const seller = await signUp(api);
    const authed = api.as(seller.token);
    const photo = await jpeg(320, 240);
    const address = newAddress();
    for (let i = 0; i < 2; i++) {
      expect((await from(authed, address).post('/api/cars', carForm(carFields(), [{ body: photo, name: 'a.jpg' }]))).status).toBe(
        201,
      );
    }
    expectThrottled(await from(authed, address).post('/api/cars', carForm(carFields(), [{ body: photo, name: 'a.jpg' }])));
    const [{ n }] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM public.events WHERE event_type = 'CarListed' AND (metadata->>'actorId')::int = $1`,
      [seller.user.id],
    );
    expect(n).toBe(2);
  });

  it('counts resumable photo uploads in a budget of their own, one photo each', async () => {
    const seller = await signUp(api);
    const address = newAddress();
    const start = () =>
      fetch(`${app.url}/api/uploads`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${seller.token}`,
          'x-forwarded-for': address,
          'tus-resumable': '1.0.0',
          'upload-length': '1000',
          'upload-metadata': `filename ${btoa('car.jpg')}`,
        },
      });
    // More photos than the multipart budget (2) allows forms: a ten-photo listing is not ten forms.
    for (let i = 0; i < 3; i++) expect((await start()).status).toBe(201);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toBe('محاولات كثيرة، يرجى المحاولة لاحقًا');
  });

  it('limits password changes per account', async () => {
    const session = await signUp(api);
    const authed = api.as(session.token);
    const wrong = { current_password: 'not-it-at-all', password: 'newpassword1', password_confirmation: 'newpassword1' };
    for (let i = 0; i < 2; i++) expect((await from(authed, newAddress()).put('/api/me/password', wrong)).status).toBe(422);
    expectThrottled(await from(authed, newAddress()).put('/api/me/password', wrong));
  });
});

/** TRUST_PROXY names the proxy whose X-Forwarded-For is believed; anyone else's is ignored. */
describe('rate limits behind a proxy that is not this peer', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_SEARCH: '2/1m', TRUST_PROXY: '10.1.2.3' } });
  });
  afterAll(() => app.close());

  it('counts requests by the peer address when the peer is not the trusted proxy', async () => {
    const api = new Api(app.url);
    // Each request claims another address; the loopback peer is not the trusted proxy, so
    // all three spend the one budget of 127.0.0.1.
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await from(api, newAddress()).get('/api/cars?search=x')).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
