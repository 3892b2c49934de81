import { eventually, jpeg, loginAdmin, register, Session } from '../support/fixtures';
import { createWorkshop, multipart, workshopFields, workshopIn } from '../support/places';
import { connected, Inbox, openSocket } from '../support/sockets';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/** Workshops and their reviews (signed-in-area.md: workshops; CONTRACT.md: approve/reject, reviews). */
describe('workshops', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let ownerSession: Session;
  let owner: StrictApi;
  let stranger: StrictApi;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    ownerSession = await register(api, 'workshop', 'owner');
    owner = api.as(ownerSession.token);
    stranger = api.as((await register(api, 'user', 'stranger')).token);
  });
  afterAll(() => app.close());

  describe('create', () => {
    it("opens a workshop (JSON): 201, pending, with 24/7 working hours by default and the spec's spellings", async () => {
      const res = await owner.post(
        '/api/workshops',
        workshopFields({ name: 'ورشة الأمل للصيانة', working_hours: undefined, status: 'active' }),
      );
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        name: 'ورشة الأمل للصيانة',
        status: 'pending',
        city: 'دمشق',
        working_hours: '24/7',
        workingHours: '24/7',
        warranty_offered: true,
        warrantyOffered: true,
        services: ['فحص كمبيوتر', 'غيار زيت'],
        rating: 0,
        reviewCount: 0,
        ads_count: 0,
        commercialRegistrationNumber: '2019-01-104452',
        owner: { id: ownerSession.user.id },
        settings: { notify_reviews: true, notify_status: true },
      });
    });

    it('opens one from the multipart form with an image and services one per line; the worker makes WebP variants', async () => {
      const fields = { ...workshopFields(), services: 'دهان\nحدادة، تلميع', warranty_offered: '0' } as Record<string, string>;
      const res = await owner.post(
        '/api/workshops',
        multipart(fields, 'image', [{ body: await jpeg(900, 600), name: 'front.jpg' }]),
      );
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        services: ['دهان', 'حدادة', 'تلميع'],
        warranty_offered: false,
        picture: { status: 'processing' },
      });
      const ready = await eventually(async () => {
        const w = (await owner.get(`/api/workshops/${res.body.data.id}`)).body.data;
        return w.picture?.status === 'ready' ? w : null;
      });
      expect(ready.imageUrl).toMatch(new RegExp(`^/media/variants/workshops/${ready.id}/`));
    });

    it('applies the stricter rule of the add and edit forms, with Arabic messages (422)', async () => {
      const res = await owner.post('/api/workshops', {
        name: 'ورشة',
        location: 'حي',
        city: 'د',
        commercial_registration_number: '12345',
        phone: '12',
        services: 'x'.repeat(100),
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        name: ['يجب أن يحتوي اسم الورشة على 5 أحرف على الأقل'],
        location: ['يرجى إدخال موقع الورشة'],
        city: ['يرجى إدخال المدينة'],
        commercial_registration_number: ['يرجى إدخال رقم السجل التجاري'],
        phone: ['يرجى إدخال رقم هاتف صحيح'],
        services: ['يمكن إضافة 30 خدمة كحد أقصى، لا تتجاوز كل منها 80 حرفًا'],
      });
    });

    it("gives the owner's first workshop as workshop_id in /api/me", async () => {
      const session = await register(api, 'workshop', 'first');
      const me = api.as(session.token);
      expect(session.user).toMatchObject({ workshop_id: null });
      const first = await createWorkshop(me);
      await createWorkshop(me);
      expect((await me.get('/api/me')).body.data.workshop_id).toBe(first.id);
    });
  });

  describe('list', () => {
    it('filters by city tab (Arabic-normalised), warranty and search; visitors see approved workshops only', async () => {
      const city = `حماة ${Math.random().toString(36).slice(2, 6)}`;
      const a = await workshopIn('active', owner, admin, { city, warranty_offered: true, name: 'ورشة الإتقان للسيارات' });
      const b = await workshopIn('active', owner, admin, { city, warranty_offered: false, specialization: 'تكييف وكهرباء' });
      await workshopIn('pending', owner, admin, { city });
      const all = await api.get(`/api/workshops?city=${encodeURIComponent(city)}`);
      expect(all.body.meta.total).toBe(2);
      expect(all.body.data.map((w: { id: number }) => w.id)).toEqual([a.id, b.id]); // warranty first
      const typed = city.replace('ة', 'ه');
      expect((await api.get(`/api/workshops?city=${encodeURIComponent(typed)}`)).body.meta.total).toBe(2);
      expect(
        (await api.get(`/api/workshops?city=${encodeURIComponent(city)}&warranty=1`)).body.data.map((w: { id: number }) => w.id),
      ).toEqual([a.id]);
      const search = await api.get(`/api/workshops?city=${encodeURIComponent(city)}&search=${encodeURIComponent('الاتقان')}`);
      expect(search.body.data.map((w: { id: number }) => w.id)).toEqual([a.id]);
      const service = await api.get(`/api/workshops?search=${encodeURIComponent('تكييف')}&city=${encodeURIComponent(city)}`);
      expect(service.body.data.map((w: { id: number }) => w.id)).toEqual([b.id]);
      expect((await api.get('/api/workshops?city=all')).status).toBe(200);
    });

    it('answers junk query values with 422, never a 5xx', async () => {
      for (const q of ['page=-1', 'per_page=0', 'user_id=abc', 'status=closed', `city=${'x'.repeat(100)}`]) {
        expect({ q, status: (await api.get(`/api/workshops?${q}`)).status }).toEqual({ q, status: 422 });
      }
    });
  });

  describe('update and settings', () => {
    it("updates with the multipart form and _method=PUT, or the dashboard's key/value list, and keeps settings", async () => {
      const workshop = await workshopIn('active', owner, admin);
      const form = await owner.post(
        `/api/workshops/${workshop.id}`,
        multipart({ ...workshopFields({ name: 'ورشة بعد التعديل' }), _method: 'PUT' }, 'image'),
      );
      expect(form.status).toBe(200);
      expect(form.body.data.name).toBe('ورشة بعد التعديل');
      const list = await owner.put(`/api/workshops/${workshop.id}`, {
        data: [
          { key: 'location', value: 'باب توما، الشارع المستقيم', type: 'text', uuid: '1' },
          { key: 'workingHours', value: '', type: 'text', uuid: '2' },
        ],
      });
      expect(list.status).toBe(200);
      expect(list.body.data).toMatchObject({ location: 'باب توما، الشارع المستقيم', working_hours: '24/7' });
      const settings = await owner.put(`/api/workshops/${workshop.id}/settings`, { notify_reviews: false, notify_status: true });
      expect(settings.status).toBe(200);
      expect((await owner.get(`/api/workshops/${workshop.id}`)).body.data.settings).toEqual({
        notify_reviews: false,
        notify_status: true,
      });
      expect((await api.get(`/api/workshops/${workshop.id}`)).body.data.settings).toBeUndefined();
      expect((await owner.put(`/api/workshops/${workshop.id}/settings`, { notify_reviews: 'maybe' })).status).toBe(422);
    });

    it("refuses someone else's workshop: 403 public, 404 hidden; approve/reject are admin-only and decide pending only", async () => {
      const active = await workshopIn('active', owner, admin);
      const pending = await workshopIn('pending', owner, admin);
      expect((await stranger.put(`/api/workshops/${active.id}`, { name: 'ورشة مسروقة' })).status).toBe(403);
      expect((await stranger.put(`/api/workshops/${pending.id}`, { name: 'ورشة مسروقة' })).status).toBe(404);
      expect((await stranger.delete(`/api/workshops/${active.id}`)).status).toBe(403);
      expect((await owner.put(`/api/workshops/${pending.id}/approve`)).status).toBe(403);
      expect((await admin.put(`/api/workshops/${active.id}/approve`)).status).toBe(409);
    });

    it('tells the owner live when an admin approves, with the notice setting', async () => {
      const socket = openSocket(app.url, ownerSession.token);
      const inbox = new Inbox(socket);
      await connected(socket);
      try {
        const workshop = await createWorkshop(owner);
        await inbox.next('workshop.status_changed', (p) => p.id === workshop.id && p.status === 'pending' && p.previous === null);
        await admin.put(`/api/workshops/${workshop.id}/approve`);
        const push = await inbox.next('workshop.status_changed', (p) => p.id === workshop.id && p.status === 'active');
        expect(push).toMatchObject({ previous: 'pending', notify: true });
      } finally {
        socket.disconnect();
      }
    });

    it('deletes a workshop with its ads and reviews', async () => {
      const workshop = await workshopIn('active', owner, admin);
      const ad = await owner.post('/api/workshop-ads', {
        workshop_id: workshop.id,
        title: 'عرض خاص للصيانة',
        description: 'صيانة دورية شاملة بسعر مميز',
        price: 100,
      });
      await stranger.post(`/api/workshops/${workshop.id}/reviews`, { rating: 4, comment: 'ورشة ممتازة' });
      expect((await owner.delete(`/api/workshops/${workshop.id}`)).status).toBe(200);
      expect((await owner.get(`/api/workshops/${workshop.id}`)).status).toBe(404);
      expect((await owner.get(`/api/workshop-ads/${ad.body.data.id}`)).status).toBe(404);
      const [{ count }] = await app.dataSource.query(
        `SELECT count(*)::int AS count FROM workshop_reviews WHERE workshop_id = $1`,
        [workshop.id],
      );
      expect(count).toBe(0);
    });
  });

  describe('reviews', () => {
    it('rates 1–5 with a comment, once per person; the rating is the real average to one decimal', async () => {
      const workshop = await workshopIn('active', owner, admin);
      const first = await stranger.post(`/api/workshops/${workshop.id}/reviews`, { rating: 5, comment: 'خدمة ممتازة وسريعة' });
      expect(first.status).toBe(201);
      expect(first.body.data).toMatchObject({ rating: 5, average: 5, count: 1 });
      const other = api.as((await register(api, 'user', 'second')).token);
      expect((await other.post(`/api/workshops/${workshop.id}/reviews`, { rating: '4', comment: 'جيدة جدًا' })).status).toBe(201);
      const third = api.as((await register(api, 'user', 'third')).token);
      await third.post(`/api/workshops/${workshop.id}/reviews`, { rating: 4, comment: 'جيدة جدًا' });
      const shown = (await api.get(`/api/workshops/${workshop.id}`)).body.data;
      expect(shown).toMatchObject({ rating: 4.3, reviewCount: 3 });
      const reviews = await api.get(`/api/workshops/${workshop.id}/reviews`);
      expect(reviews.body.meta).toEqual({ average: 4.3, count: 3 });
      expect(reviews.body.data[2]).toMatchObject({
        rating: 5,
        comment: 'خدمة ممتازة وسريعة',
        reviewer: { name: 'مستخدم stranger' },
      });

      const again = await stranger.post(`/api/workshops/${workshop.id}/reviews`, { rating: 1, comment: 'غيرت رأيي' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('لقد قيّمت هذه الورشة من قبل');
    });

    it('refuses a review of your own workshop (403), of a hidden one (404), anonymous (401) and bad ratings (422)', async () => {
      const workshop = await workshopIn('active', owner, admin);
      const own = await owner.post(`/api/workshops/${workshop.id}/reviews`, { rating: 5, comment: 'أفضل ورشة' });
      expect(own.status).toBe(403);
      expect(own.body.message).toBe('لا يمكنك تقييم ورشتك');
      const pending = await workshopIn('pending', owner, admin);
      expect((await stranger.post(`/api/workshops/${pending.id}/reviews`, { rating: 5, comment: 'أفضل ورشة' })).status).toBe(404);
      expect((await api.post(`/api/workshops/${workshop.id}/reviews`, { rating: 5, comment: 'أفضل ورشة' })).status).toBe(401);
      for (const body of [
        { rating: 0, comment: 'تعليق' },
        { rating: 6, comment: 'تعليق جيد' },
        { rating: 4.5, comment: 'تعليق جيد' },
        { rating: 4 },
      ]) {
        expect((await stranger.post(`/api/workshops/${workshop.id}/reviews`, body)).status).toBe(422);
      }
    });

    it('tells the owner live of a new review', async () => {
      const socket = openSocket(app.url, ownerSession.token);
      const inbox = new Inbox(socket);
      await connected(socket);
      try {
        const workshop = await workshopIn('active', owner, admin);
        await stranger.post(`/api/workshops/${workshop.id}/reviews`, { rating: 3, comment: 'ورشة لا بأس بها' });
        expect(await inbox.next('workshop.reviewed', (p) => p.id === workshop.id)).toMatchObject({ rating: 3, notify: true });
      } finally {
        socket.disconnect();
      }
    });
  });

  describe('views', () => {
    it('counts details-page views once per visitor per day, never the owner', async () => {
      const workshop = await workshopIn('active', owner, admin);
      await owner.post(`/api/workshops/${workshop.id}/views`);
      await stranger.post(`/api/workshops/${workshop.id}/views`);
      await stranger.post(`/api/workshops/${workshop.id}/views`);
      expect((await owner.get(`/api/workshops/${workshop.id}`)).body.data.views).toBe(1);
    });
  });
});
