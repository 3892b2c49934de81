import { loginAdmin, register } from '../support/fixtures';
import { connected, Inbox, openSocket } from '../support/sockets';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

const MESSAGE = {
  name: 'ليلى الشامي',
  email: 'Laila@Example.sy',
  phone: '0944 123 456',
  subject: 'اقتراح لتحسين الموقع',
  message: 'أقترح إضافة فلتر حسب سنة الصنع في صفحة السيارات، شكرًا لكم.',
};

/** The contact page reaches the site's admins: stored as an event, listed for admins only, pushed live. */
describe('contact page', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let adminToken: string;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    api = new StrictApi(app.url);
    adminToken = (await loginAdmin(api)).token;
    admin = api.as(adminToken);
  });
  afterAll(() => app.close());

  it('takes a visitor message, pushes it to admins and lists it for them, newest first, until read', async () => {
    const socket = await connected(openSocket(app.url, adminToken));
    const inbox = new Inbox(socket);
    try {
      const sent = await api.post('/api/contact', { ...MESSAGE, is_read: true, sender_id: 1 });
      expect(sent.status).toBe(201);
      expect(sent.body.message).toMatch(/وصلت رسالتك/);
      const id = sent.body.data.id;

      const pushed = await inbox.next('contact.received', (p) => p.id === id);
      expect(pushed).toMatchObject({ id, subject: MESSAGE.subject, position: expect.any(Number) });

      const list = await admin.get('/api/contact-messages');
      expect(list.status).toBe(200);
      expect(list.body.data[0]).toMatchObject({
        id,
        sender_id: null,
        name: MESSAGE.name,
        email: 'laila@example.sy',
        phone: MESSAGE.phone,
        subject: MESSAGE.subject,
        message: MESSAGE.message,
        read: false,
      });
      expect(list.body.meta).toMatchObject({ current_page: 1, total: 1, unread: 1, per_page: 20 });

      const read = await admin.put(`/api/contact-messages/${id}/read`);
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ id, read: true, read_by: expect.any(Number) });
      // Opening it again changes nothing and appends nothing.
      expect((await admin.put(`/api/contact-messages/${id}/read`)).status).toBe(200);
      const [{ n }] = await app.dataSource.query(
        `SELECT count(*)::int AS n FROM public.events WHERE stream_type = 'contact-message' AND stream_id = $1`,
        [String(id)],
      );
      expect(n).toBe(2);
      expect((await admin.get('/api/contact-messages?unread=1')).body).toMatchObject({ data: [], meta: { unread: 0 } });
    } finally {
      socket.close();
    }
  });

  it('remembers who wrote when the sender is signed in', async () => {
    const user = await register(api, 'user', 'writer');
    const sent = await api.as(user.token).post('/api/contact', MESSAGE);
    expect(sent.status).toBe(201);
    const list = await admin.get('/api/contact-messages?per_page=1');
    expect(list.body.data[0]).toMatchObject({ id: sent.body.data.id, sender_id: user.user.id });
  });

  it('explains every invalid field in Arabic (422) and stores nothing', async () => {
    const res = await api.post('/api/contact', { name: 'a', email: 'not-an-email', subject: '', message: 'قصيرة', phone: 'x' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'message', 'name', 'phone', 'subject']);
    for (const messages of Object.values<string[]>(res.body.errors)) expect(messages[0]).toMatch(/[\u0600-\u06FF]/);
    expect((await api.post('/api/contact', 'not json')).status).toBe(400);
    expect((await api.post('/api/contact', [1, 2])).status).toBe(422);
  });

  it('answers 404 for an unknown message and pages with junk refused', async () => {
    expect((await admin.put('/api/contact-messages/999999/read')).status).toBe(404);
    expect((await admin.put('/api/contact-messages/abc/read')).status).toBe(404);
    expect((await admin.get('/api/contact-messages?page=0')).status).toBe(422);
    expect((await admin.get('/api/contact-messages?per_page=1000')).status).toBe(422);
  });

  it('limits a sender to five messages an hour (429)', async () => {
    const user = await register(api, 'user', 'spammer');
    const as = api.as(user.token);
    for (let i = 0; i < 5; i++) expect((await as.post('/api/contact', MESSAGE)).status).toBe(201);
    const refused = await as.post('/api/contact', MESSAGE);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/[\u0600-\u06FF]/);
  });
});
