import { Api } from '../support/api';
import { register } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';

const loginFrom = (api: Api, address: string, email: string, password: string) =>
  api.request('POST', '/auth/login', { email, password }, { 'x-forwarded-for': address });

/**
 * Password guessing: each try is reserved before argon2 runs, so parallel guesses cannot all
 * be evaluated; an account attacked from many addresses slows down strangers, not its owner.
 */
describe('login limits', () => {
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    app = await startTestApp({ env: { LOGIN_RATE_LIMIT: '10', LOGIN_ACCOUNT_LIMIT: '6' } });
    api = new Api(app.url);
  });
  afterAll(() => app.close());

  it('evaluates at most the limit of 30 parallel wrong guesses from one address', async () => {
    const victim = await register(api);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginFrom(api, '203.0.113.7', victim.user.email, `wrong-guess-${i}`)),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const refused = guesses.find((g) => g.status === 429)!;
    expect(refused.body.message).toBe('محاولات كثيرة، يرجى المحاولة لاحقًا');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right password from that address waits too; from elsewhere the owner gets in.
    expect((await loginFrom(api, '203.0.113.7', victim.user.email, 'password123')).status).toBe(429);
    expect((await loginFrom(api, '203.0.113.8', victim.user.email, 'password123')).status).toBe(200);
  });

  it('slows strangers down once an account is attacked from many addresses, never its owner', async () => {
    const owner = await register(api);
    const email = owner.user.email;
    expect((await loginFrom(api, '192.0.2.1', email, 'password123')).status).toBe(200);

    // Six failures from six addresses (each far below its own limit) put the account under attack.
    for (let i = 10; i < 16; i++) expect((await loginFrom(api, `192.0.2.${i}`, email, 'wrong-password')).status).toBe(401);

    // A new address gets one try, then must wait a few seconds between tries.
    expect((await loginFrom(api, '192.0.2.50', email, 'wrong-password')).status).toBe(401);
    const slowed = await loginFrom(api, '192.0.2.51', email, 'wrong-password');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(10);

    // The owner, from the address they signed in from before, is not slowed at all.
    for (let i = 0; i < 3; i++) expect((await loginFrom(api, '192.0.2.1', email, 'password123')).status).toBe(200);
  });
});
