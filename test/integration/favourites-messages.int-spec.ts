import { io, Socket } from 'socket.io-client';
import { Api } from '../support/api';
import { createCar, eventually, loginAdmin, register } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';

describe('favourites and messages to sellers', () => {
  let app: TestApp;
  let api: Api;
  let seller: Awaited<ReturnType<typeof register>>;
  let carId: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    api = new Api(app.url);
    seller = await register(api, 'user', 'seller');
    const car = await createCar(api.as(seller.token));
    carId = car.id;
    const admin = await loginAdmin(api);
    expect((await api.as(admin.token).put(`/api/cars/${carId}/approve`, { approve_anyway: true })).status).toBe(200);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await app.close();
  });

  it('keeps a car in favourites idempotently, counts it as a like and lets it go', async () => {
    const buyer = await register(api, 'user', 'buyer');
    const authed = api.as(buyer.token);
    expect((await authed.put(`/api/favourites/${carId}`)).status).toBe(200);
    expect((await authed.put(`/api/favourites/${carId}`)).status).toBe(200);
    const list = await authed.get('/api/favourites');
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([carId]);
    expect(list.body.data[0].is_favourite).toBe(true);
    expect((await api.get(`/api/cars/${carId}`)).body.likes).toBe(1);
    const events = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM public.events WHERE stream_type = 'favourites' AND stream_id = $1`,
      [String(buyer.user.id)],
    );
    expect(events[0].n).toBe(1);
    expect((await authed.delete(`/api/favourites/${carId}`)).status).toBe(200);
    expect((await authed.get('/api/favourites')).body.data).toEqual([]);
    expect((await api.get(`/api/cars/${carId}`)).body.likes).toBe(0);
  });

  it('refuses favourites of unknown or hidden cars and anonymous callers', async () => {
    const buyer = await register(api, 'user', 'buyer');
    expect((await api.as(buyer.token).put('/api/favourites/999999')).status).toBe(404);
    const pending = await createCar(api.as(seller.token));
    expect((await api.as(buyer.token).put(`/api/favourites/${pending.id}`)).status).toBe(404);
    expect((await api.put(`/api/favourites/${carId}`)).status).toBe(401);
  });

  it('delivers a visitor message to the seller live and in the inbox, and marks it read', async () => {
    const socket = io(app.url, { path: '/socket.io', auth: { token: seller.token }, transports: ['websocket'] });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const pushed: Array<{ id: number; car_id: number }> = [];
    socket.on('message.received', (payload) => pushed.push(payload));

    const sent = await api.post(`/api/cars/${carId}/messages`, {
      name: 'خالد',
      email: 'khaled@example.sy',
      phone: '0944000111',
      message: 'مرحبًا، هل السيارة ما زالت متاحة؟ وهل السعر قابل للتفاوض؟',
    });
    expect(sent.status).toBe(201);
    await eventually(async () => pushed.find((p) => p.id === sent.body.data.id));

    const inbox = await api.as(seller.token).get('/api/messages');
    expect(inbox.body.meta.unread).toBe(1);
    expect(inbox.body.data[0]).toMatchObject({ car_id: carId, name: 'خالد', read: false });
    const read = await api.as(seller.token).put(`/api/messages/${sent.body.data.id}/read`);
    expect(read.body.data.read).toBe(true);
    expect((await api.as(seller.token).get('/api/messages')).body.meta.unread).toBe(0);
  });

  it('validates the contact form in Arabic and keeps messages private to the seller', async () => {
    const bad = await api.post(`/api/cars/${carId}/messages`, { name: 'خ', email: 'nope', message: 'قصير' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'message', 'name']);
    const other = await register(api, 'user', 'other');
    expect((await api.as(other.token).get('/api/messages')).body.data).toEqual([]);
    const [{ id }] = await app.dataSource.query(`SELECT id FROM messages LIMIT 1`);
    expect((await api.as(other.token).put(`/api/messages/${id}/read`)).status).toBe(404);
    const own = await api
      .as(seller.token)
      .post(`/api/cars/${carId}/messages`, { name: 'سامر', email: 's@example.sy', message: 'رسالة إلى نفسي للتجربة فقط' });
    expect(own.status).toBe(422);
  });

  it('shows an anonymous sender as given and unverified, and a signed-in sender as their account, in every inbox', async () => {
    const buyer = await register(api, 'user', 'buyer');
    const posed = { name: 'إدارة سيّارة', email: 'admin@sayyara.sy', message: 'رسالة من الإدارة: يرجى تأكيد بيانات حسابك' };
    const anonymous = await api.post(`/api/cars/${carId}/messages`, posed);
    expect(anonymous.status).toBe(201);
    const signedIn = await api.as(buyer.token).post(`/api/cars/${carId}/messages`, { ...posed, name: 'شخص آخر' });
    expect(signedIn.status).toBe(201);
    const inbox = (await api.as(seller.token).get('/api/messages')).body.data as Array<Record<string, unknown>>;
    const shown = (id: number) => inbox.find((m) => m.id === id);
    expect(shown(anonymous.body.data.id)).toMatchObject({
      sender_id: null,
      name: posed.name,
      email: posed.email,
      sender_verified: false,
    });
    expect(shown(signedIn.body.data.id)).toMatchObject({
      sender_id: buyer.user.id,
      name: buyer.user.name,
      email: buyer.user.email,
      sender_verified: true,
    });
    // The site's contact inbox (admins) the same way.
    const admin = api.as((await loginAdmin(api)).token);
    const contact = { ...posed, subject: 'استفسار' };
    expect((await api.post('/api/contact', contact)).status).toBe(201);
    expect((await api.as(buyer.token).post('/api/contact', { ...contact, subject: 'استفسار موثّق' })).status).toBe(201);
    const messages = (await admin.get('/api/contact-messages')).body.data as Array<Record<string, unknown>>;
    expect(messages.find((m) => m.subject === 'استفسار')).toMatchObject({
      name: posed.name,
      email: posed.email,
      sender_verified: false,
    });
    expect(messages.find((m) => m.subject === 'استفسار موثّق')).toMatchObject({
      name: buyer.user.name,
      email: buyer.user.email,
      sender_verified: true,
    });
  });
});
