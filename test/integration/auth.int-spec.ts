import { Api } from '../support/api';
import { ADMIN, createCar, login, register, uniqueEmail } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';

describe('auth', () => {
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    app = await startTestApp({ env: { LOGIN_RATE_LIMIT: '5' } });
    api = new Api(app.url);
  });
  afterAll(() => app.close());

  it('registers with a self-service role and answers the contract body', async () => {
    const email = uniqueEmail();
    const res = await api.post('/auth/register', {
      name: 'سامر',
      email,
      password: 'password123',
      password_confirmation: 'password123',
      role: 'shop_manager',
    });
    expect(res.status).toBe(201);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({ email, latest_role: 'shop_manager', roles: ['shop_manager'], workshop_id: null });
    const me = await api.as(res.body.token).get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email);
  });

  it('refuses admin at sign-up, short passwords, a mismatch and a taken email with field errors', async () => {
    const email = uniqueEmail();
    const admin = await api.post('/auth/register', {
      name: 'x y',
      email,
      password: 'password123',
      password_confirmation: 'password123',
      role: 'admin',
    });
    expect(admin.status).toBe(422);
    expect(admin.body.errors.role).toEqual(['نوع الحساب غير صالح']);
    const short = await api.post('/auth/register', { name: 'x y', email, password: 'short', password_confirmation: 'short' });
    expect(short.status).toBe(422);
    expect(short.body.errors.password[0]).toContain('8');
    const mismatch = await api.post('/auth/register', {
      name: 'x y',
      email,
      password: 'password123',
      password_confirmation: 'password124',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toEqual(['كلمات المرور غير متطابقة.']);
    await register(api, 'user');
    const first = await api.post('/auth/register', {
      name: 'x y',
      email,
      password: 'password123',
      password_confirmation: 'password123',
    });
    expect(first.status).toBe(201);
    const again = await api.post('/auth/register', {
      name: 'x y',
      email: email.toUpperCase(),
      password: 'password123',
      password_confirmation: 'password123',
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual(['البريد الإلكتروني مستخدم بالفعل']);
  });

  it('hashes passwords with argon2id and never writes them to the event log', async () => {
    const session = await register(api, 'user');
    const [cred] = await app.dataSource.query(`SELECT password_hash FROM public.user_credentials WHERE user_id = $1`, [
      session.user.id,
    ]);
    expect(cred.password_hash).toMatch(/^\$argon2id\$/);
    const events = await app.dataSource.query(`SELECT data::text AS data, metadata::text AS metadata FROM public.events`);
    for (const e of events) {
      expect(e.data).not.toContain('password123');
      expect(e.data).not.toContain('argon2');
      expect(e.metadata).not.toContain('password');
    }
  });

  it('answers wrong credentials the same whether or not the email exists', async () => {
    const session = await register(api, 'user');
    const wrongPassword = await api.post('/auth/login', { email: session.user.email, password: 'not-the-password' });
    const unknownEmail = await api.post('/auth/login', { email: uniqueEmail('ghost'), password: 'not-the-password' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
  });

  it('logs in the bootstrap admin and revokes the token on logout', async () => {
    const session = await login(api, ADMIN.email, ADMIN.password);
    expect(session.user.roles).toContain('admin');
    const authed = api.as(session.token);
    expect((await authed.get('/api/me')).status).toBe(200);
    expect((await authed.post('/auth/logout')).status).toBe(200);
    expect((await authed.get('/api/me')).status).toBe(401);
  });

  it('expires tokens after a day, or thirty with remember-me', async () => {
    const session = await register(api, 'user');
    const remembered = await api.post('/auth/login', { email: session.user.email, password: 'password123', remember: true });
    const rows = await app.dataSource.query(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 86400) AS days FROM public.auth_tokens WHERE user_id = $1 ORDER BY created_at`,
      [session.user.id],
    );
    expect(rows.map((r: { days: string }) => Number(r.days))).toEqual([1, 30]);
    await app.dataSource.query(`UPDATE public.auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      session.user.id,
    ]);
    expect((await api.as(remembered.body.token).get('/api/me')).status).toBe(401);
  });

  it("rejects a token once its account is deleted, and removes the account's cars with it", async () => {
    const session = await register(api, 'user');
    const authed = api.as(session.token);
    const car = await createCar(authed);
    expect((await authed.delete('/api/me')).status).toBe(200);
    const admin = await login(api, ADMIN.email, ADMIN.password);
    expect((await api.as(admin.token).get(`/api/cars/${car.id}`)).status).toBe(404);
    const [removed] = await app.dataSource.query(
      `SELECT data FROM public.events WHERE stream_type = 'car' AND stream_id = $1 AND event_type = 'CarRemoved'`,
      [String(car.id)],
    );
    expect(removed.data).toEqual({ reason: 'account_deleted' });
    expect((await authed.get('/api/me')).status).toBe(401);
    expect((await api.post('/auth/login', { email: session.user.email, password: 'password123' })).status).toBe(401);
  });

  it('rate-limits repeated failed logins with 429', async () => {
    const session = await register(api, 'user');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await api.post('/auth/login', { email: session.user.email, password: `wrong-${i}` })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // Even the right password waits out the block: guessing must not pay.
    expect((await api.post('/auth/login', { email: session.user.email, password: 'password123' })).status).toBe(429);
  });

  it('answers 400 to malformed JSON and never a 5xx', async () => {
    const res = await api.request('POST', '/auth/login', '{"email": ', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
