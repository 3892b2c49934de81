import { QUEUE, Queues } from '../../server/src/jobs/queues';
import { ResetTokens } from '../../server/src/password-reset/reset-tokens';
import { eventually, login, register, Session } from '../support/fixtures';
import { mailText, SmtpSink } from '../support/smtp-sink';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Forgotten passwords, end to end through the worker and a real SMTP exchange: the same answer
 * for any address, a one-time link by mail, a reset that ends every session.
 */
describe('password reset', () => {
  let app: TestApp;
  let api: StrictApi;
  let smtp: SmtpSink;

  /** The token of the newest reset mail to `email`, once it has arrived. */
  async function linkFor(email: string, after = 0): Promise<string> {
    const mail = await eventually(async () => smtp.to(email)[after]);
    expect(mail.from).toMatch(/@/);
    const text = mailText(mail.raw);
    expect(text).toContain('كلمة مرور جديدة');
    const match = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
    if (!match) throw new Error(`no link in the mail: ${text}`);
    return decodeURIComponent(match[1]);
  }

  const reset = (token: string, password = 'new-password-1', confirmation = password) =>
    api.post('/auth/reset-password', { token, password, password_confirmation: confirmation });

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    app = await startTestApp({ worker: true, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://sayyara.example' } });
    api = new StrictApi(app.url);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('answers the same for an unknown address and mails nothing to it', async () => {
    const known = await register(api, 'user', 'known');
    const unknown = await api.post('/auth/forgot-password', { email: 'nobody-here@example.sy' });
    const answered = await api.post('/auth/forgot-password', { email: known.user.email });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(answered.body);
    await linkFor(known.user.email);
    // Both jobs have run once the mail queue is empty: only then is "nothing sent" meaningful.
    const queue = app.server.get(Queues).get(QUEUE.mail);
    await eventually(async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'completed');
      return counts.waiting + counts.active + counts.delayed === 0 && counts.completed >= 2;
    });
    expect(smtp.to('nobody-here@example.sy')).toEqual([]);
    const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM public.password_reset_tokens`);
    expect(n).toBe(1);
  });

  it('sets a new password once through the mailed link, ends every session and logs only the fact', async () => {
    const user = await register(api, 'user', 'forgetful');
    const session: Session = await login(api, user.user.email, 'password123');
    expect((await api.post('/auth/forgot-password', { email: user.user.email.toUpperCase() })).status).toBe(200);
    const token = await linkFor(user.user.email);
    expect(mailText(smtp.to(user.user.email)[0].raw)).toContain('https://sayyara.example/reset-password?token=');

    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/تم تغيير كلمة المرور/);

    expect((await api.post('/auth/login', { email: user.user.email, password: 'password123' })).status).toBe(401);
    expect((await api.post('/auth/login', { email: user.user.email, password: 'new-password-1' })).status).toBe(200);
    expect((await api.as(session.token).get('/api/me')).status).toBe(401);
    expect((await api.as(user.token).get('/api/me')).status).toBe(401);

    const again = await reset(token, 'another-password');
    expect(again.status).toBe(422);
    expect(again.body.errors.token[0]).toMatch(/غير صالح/);

    const events = await app.dataSource.query(
      `SELECT data, metadata FROM public.events WHERE stream_type = 'user' AND stream_id = $1 AND event_type = 'UserPasswordChanged'`,
      [String(user.user.id)],
    );
    expect(events).toHaveLength(1);
    expect(events[0].data).toEqual({ via: 'reset' });
    expect(events[0].metadata.actorId).toBe(user.user.id);
    const log = JSON.stringify(await app.dataSource.query(`SELECT data FROM public.events`));
    expect(log).not.toContain(token);
  });

  it('lets only the newest link work, and no link past its hour', async () => {
    const user = await register(api, 'user', 'twice');
    await api.post('/auth/forgot-password', { email: user.user.email });
    const first = await linkFor(user.user.email, 0);
    await api.post('/auth/forgot-password', { email: user.user.email });
    const second = await linkFor(user.user.email, 1);
    expect(second).not.toBe(first);
    expect((await reset(first)).status).toBe(422);

    await app.dataSource.query(
      `UPDATE public.password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [user.user.id],
    );
    expect((await reset(second)).status).toBe(422);
    expect((await api.post('/auth/login', { email: user.user.email, password: 'password123' })).status).toBe(200);
  });

  it('checks a link without spending it: live, replaced, expired, spent, malformed', async () => {
    const check = (token: unknown) => api.post('/auth/reset-password/check', { token });
    const invalid = {
      message: expect.any(String),
      errors: { token: ['رابط إعادة التعيين غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا.'] },
    };
    // Links made as the worker makes them (the mails themselves are tested above, within the
    // address's hourly budget of reset requests).
    const links = app.server.get(ResetTokens);
    const user = await register(api, 'user', 'checker');
    const first = await links.issue(user.user.id);
    // Asked as often as the page is opened, the link stays live.
    for (let i = 0; i < 3; i++) expect((await check(first)).body).toEqual({ data: { valid: true } });
    const second = await links.issue(user.user.id);
    const replaced = await check(first);
    expect(replaced.status).toBe(422);
    expect(replaced.body).toEqual(invalid);
    expect((await check(second)).status).toBe(200);

    for (const malformed of ['short', '', 42, 'x'.repeat(201)]) {
      const answer = await check(malformed);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual(invalid);
    }
    // A null is refused before anything else reads the body, with the input rules' own words.
    const nothing = await check(null);
    expect(nothing.status).toBe(422);
    expect(nothing.body).toEqual({ message: expect.any(String), errors: { token: [expect.any(String)] } });
    expect((await reset(second)).status).toBe(200);
    expect((await check(second)).status).toBe(422);

    const other = await register(api, 'user', 'late');
    const late = await links.issue(other.user.id);
    await app.dataSource.query(
      `UPDATE public.password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [other.user.id],
    );
    expect((await check(late)).status).toBe(422);
  });

  it('checks the new password before spending the link', async () => {
    const user = await register(api, 'user', 'careful');
    await api.post('/auth/forgot-password', { email: user.user.email });
    const token = await linkFor(user.user.email);
    const mismatch = await reset(token, 'new-password-1', 'new-password-2');
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toEqual(['كلمات المرور غير متطابقة.']);
    const short = await reset(token, 'short');
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors)).toEqual(['password']);
    expect((await reset('not-a-real-token-but-long-enough')).status).toBe(422);
    expect((await api.post('/auth/reset-password', {})).status).toBe(422);
    expect((await reset(token)).status).toBe(200);
  });

  /** Once the mail queue has run every job: only then is "no more mails" meaningful. */
  async function mailQueueSettled(): Promise<void> {
    const queue = app.server.get(Queues).get(QUEUE.mail);
    await eventually(async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed');
      return counts.waiting + counts.active + counts.delayed === 0;
    });
  }

  const from = (address: string, email: string) =>
    api.request('POST', '/auth/forgot-password', { email }, { 'x-forwarded-for': address });

  it('refuses a malformed address (422) and sends at most three mails an hour to one address, answering every ask the same', async () => {
    expect((await api.post('/auth/forgot-password', { email: 'nope' })).status).toBe(422);
    expect((await api.post('/auth/forgot-password', {})).status).toBe(422);
    const user = await register(api, 'user', 'flood');
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await from(`203.0.113.${i + 1}`, user.user.email));
    expect(answers.map((a) => [a.status, a.body.message])).toEqual(
      answers.map(() => [200, 'إذا كان هذا البريد مسجلًا لدينا فستصلك خلال دقائق رسالة فيها رابط لتعيين كلمة مرور جديدة.']),
    );
    await eventually(async () => smtp.to(user.user.email).length === 3);
    await mailQueueSettled();
    expect(smtp.to(user.user.email)).toHaveLength(3);
    // One network address asking for many accounts is still refused after ten asks an hour.
    const address = '203.0.113.200';
    for (let i = 0; i < 10; i++) expect((await from(address, `someone-${i}@example.sy`)).status).toBe(200);
    expect((await from(address, 'someone-else@example.sy')).status).toBe(429);
  });

  it("never locks the owner out: strangers spending the address's mails leave the owner's own addresses theirs", async () => {
    const owner = await register(api, 'user', 'victim');
    const home = '198.51.100.77';
    const signedIn = await api.request(
      'POST',
      '/auth/login',
      { email: owner.user.email, password: 'password123' },
      { 'x-forwarded-for': home },
    );
    expect(signedIn.status).toBe(200);
    // Strangers ask, hour after hour as far as the budget knows: every mail they can spend is spent.
    for (let i = 0; i < 9; i++) expect((await from(`192.0.2.${i + 1}`, owner.user.email)).status).toBe(200);
    await eventually(async () => smtp.to(owner.user.email).length === 3);
    await mailQueueSettled();
    const spent = smtp.to(owner.user.email).length;
    expect(spent).toBe(3);
    // The owner, from an address they sign in from, still gets their link, and it works.
    const asked = await from(home, owner.user.email);
    expect(asked.status).toBe(200);
    const token = await linkFor(owner.user.email, spent);
    expect((await reset(token)).status).toBe(200);
    expect((await api.post('/auth/login', { email: owner.user.email, password: 'new-password-1' })).status).toBe(200);
  });
});
