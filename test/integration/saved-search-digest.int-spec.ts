import { Job } from 'bullmq';
import { QUEUE, Queues } from '../../server/src/jobs/queues';
import { SavedSearchDigestProcessor } from '../../server/src/saved-searches/mail/saved-search-digest.processor';
import { SavedSearchDigestMailJob } from '../../server/src/saved-searches/mail/saved-search-digest-mail';
import { Api } from '../support/api';
import { carIn } from '../support/cars';
import { eventually, loginAdmin, register, Session } from '../support/fixtures';
import { mailText, SmtpSink } from '../support/smtp-sink';
import { startTestApp, TestApp } from '../support/test-app';

const DAY_MS = 24 * 3600_000;

/**
 * The daily digest (README: Saved searches, e-mail): once a day, one mail per user who chose it,
 * listing the day's matches; recorded before it goes, so nothing is mailed twice.
 */
describe('the daily digest of saved search matches', () => {
  let app: TestApp;
  let api: Api;
  let digests: SavedSearchDigestProcessor;
  let smtp: SmtpSink;
  let daily: Session;
  let twin: Session;
  let instant: Session;
  let off: Session;
  let lexus: { id: number };
  let toyota: { id: number };
  /** The digest hour that closes the window the test's matches were raised in. */
  let next: Date;

  const as = (session: Session) => api.as(session.token);
  const mailJob = (id: string) => app.worker!.get(Queues).get(QUEUE.mail).getJob(id);
  const outcomeOf = (id: string) => eventually(async () => (await mailJob(id))?.returnvalue as string | undefined);
  const notificationsOf = async (session: Session) => (await as(session).get('/api/notifications')).body.data as any[];

  async function user(label: string, mode: string | null, queries: string[]): Promise<Session> {
    const session = await register(api, 'user', label);
    if (mode) expect((await as(session).put('/api/me', { preferences: { saved_search_mail: mode } })).status).toBe(200);
    for (const query of queries) expect((await as(session).post('/api/saved-searches', { name: query, query })).status).toBe(201);
    return session;
  }

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    app = await startTestApp({ worker: true, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://sayyara.example' } });
    api = new Api(app.url);
    digests = app.worker!.get(SavedSearchDigestProcessor);
    const admin = api.as((await loginAdmin(api)).token);
    const seller = await register(api, 'user', 'seller');
    daily = await user('daily', 'daily', ['brand=lexus', 'brand=toyota']);
    twin = await user('twin', 'daily', ['brand=lexus']);
    instant = await user('instant', null, ['brand=lexus']);
    off = await user('off', 'off', ['brand=lexus']);
    lexus = await carIn('active', as(seller), admin, { fields: { brand: 'lexus', name: 'لكزس ES 2017' } });
    toyota = await carIn('active', as(seller), admin, { fields: { brand: 'toyota', name: 'تويوتا كامري 2019' } });
    await eventually(async () => (await notificationsOf(daily)).length === 2);
    for (const session of [twin, instant, off]) await eventually(async () => (await notificationsOf(session)).length === 1);
    next = new Date((await digests.window(new Date())).until.getTime() + DAY_MS);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('leaves digest users out of the instant mails', async () => {
    const [match] = await notificationsOf(twin);
    expect(await outcomeOf(`saved-search-mail-${match.id}`)).toBe('in the daily digest');
    await eventually(async () => smtp.to(instant.user.email).length === 1);
  });

  it('is scheduled every day at 08:00 in Damascus', async () => {
    const maintenance = app.worker!.get(Queues).get(QUEUE.maintenance);
    const scheduler = await eventually(() => maintenance.getJobScheduler('saved-search-digest'));
    expect(scheduler).toMatchObject({ pattern: '0 8 * * *', tz: 'Asia/Damascus' });
  });

  it('sends nothing for a day without matches, before or after', async () => {
    expect(await digests.run(new Date(next.getTime() - DAY_MS))).toMatchObject({ users: 0 });
    expect(await digests.run(new Date(next.getTime() + DAY_MS))).toMatchObject({ users: 0 });
  });

  it('mails one digest when two workers take the same user and day at once', async () => {
    const { day, since, until } = await digests.window(next);
    const job = {
      data: { userId: twin.user.id, day, since: since.toISOString(), until: until.toISOString() },
      attemptsMade: 0,
    } as unknown as Job<SavedSearchDigestMailJob>;
    const outcomes = await Promise.all([digests.mail(job), digests.mail(job)]);
    expect(outcomes.sort()).toEqual(['already mailed', 'sent 1']);
    await eventually(async () => smtp.to(twin.user.email).length === 1);
  });

  it("lists each digest user's matches of the day in one Arabic mail, once however often it runs", async () => {
    const { day } = await digests.window(next);
    expect(await digests.run(next)).toEqual({ day, users: 2 });
    expect(await outcomeOf(`saved-search-digest-${daily.user.id}-${day}`)).toBe('sent 2');
    expect(await outcomeOf(`saved-search-digest-${twin.user.id}-${day}`)).toBe('already mailed');

    const [mail] = smtp.to(daily.user.email);
    const text = mailText(mail.raw);
    expect(text).toContain('لكزس ES 2017');
    expect(text).toContain('تويوتا كامري 2019');
    expect(text).toContain(`https://sayyara.example/car/${lexus.id}`);
    expect(text).toContain(`https://sayyara.example/car/${toyota.id}`);
    expect(text).toMatch(/https:\/\/sayyara\.example\/api\/saved-searches\/unsubscribe\?token=/);

    // Run again, and again with the jobs gone (a Redis that lost them): the record stops both.
    expect(await digests.run(next)).toEqual({ day, users: 2 });
    for (const session of [daily, twin]) await (await mailJob(`saved-search-digest-${session.user.id}-${day}`))!.remove();
    await digests.run(next);
    for (const session of [daily, twin]) {
      expect(await outcomeOf(`saved-search-digest-${session.user.id}-${day}`)).toBe('already mailed');
    }
    const recorded = await app.dataSource.query(
      `SELECT stream_id, data FROM public.events WHERE event_type = 'SavedSearchDigestMailed' ORDER BY stream_id`,
    );
    expect(recorded).toHaveLength(2);
    expect(recorded.find((e: any) => e.stream_id === `${daily.user.id}:${day}`).data.notificationIds).toHaveLength(2);
    expect(smtp.to(daily.user.email)).toHaveLength(1);
    expect(smtp.to(twin.user.email)).toHaveLength(1);
    // Users who chose mails at once or none get no digest.
    expect(smtp.to(instant.user.email)).toHaveLength(1);
    expect(mailText(smtp.to(instant.user.email)[0].raw)).not.toContain('خلال اليوم الماضي');
    expect(smtp.to(off.user.email)).toHaveLength(0);
  });

  it("the digest's unsubscribe link works signed out and ends the digest", async () => {
    const text = mailText(smtp.to(daily.user.email)[0].raw);
    const link = /https:\/\/sayyara\.example(\/api\/saved-searches\/unsubscribe\?token=[^\s"<]+)/.exec(text)![1];
    expect((await api.get(link)).status).toBe(200);
    expect((await as(daily).get('/api/me')).body.data.preferences).toMatchObject({
      email_saved_searches: false,
      saved_search_mail: 'off',
    });
  });
});
