import { eventually, jpeg, loginAdmin, register, Session } from '../support/fixtures';
import { createStore, multipart, storeFields, storeIn } from '../support/places';
import { connected, Inbox, openSocket } from '../support/sockets';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';
import { TestBucket } from '../support/storage';

/** Stores (signed-in-area.md: stores; CONTRACT.md: GET /api/stores, approve/reject). */
describe('stores', () => {
  const bucket = new TestBucket();
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let adminSession: Session;
  let ownerSession: Session;
  let owner: StrictApi;
  let stranger: StrictApi;

  beforeAll(async () => {
    app = await startTestApp({ worker: true, env: { S3_BUCKET: bucket.name } });
    api = new StrictApi(app.url);
    adminSession = await loginAdmin(api);
    admin = api.as(adminSession.token);
    ownerSession = await register(api, 'shop_manager', 'owner');
    owner = api.as(ownerSession.token);
    stranger = api.as((await register(api, 'user', 'stranger')).token);
  });
  afterAll(() => app.close());

  describe('create', () => {
    it('opens a store from the multipart form with a logo: 201, pending whatever status was sent, owned by the caller', async () => {
      const res = await owner.post(
        '/api/stores',
        multipart(storeFields({ name: 'أوتو ستار للقطع', status: 'active' }), 'logo', [
          { body: await jpeg(400, 400), name: 'logo.jpg' },
        ]),
      );
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        id: expect.any(Number),
        name: 'أوتو ستار للقطع',
        status: 'pending',
        website: 'https://autostar.sy',
        owner: { id: ownerSession.user.id, name: ownerSession.user.name },
        logo_image: { status: 'processing' },
      });
      expect(res.body.data.logo).toBeNull();
    });

    it('turns the logo into WebP variants in the worker; the original is never public', async () => {
      const store = await createStore(owner, { logo: { body: await jpeg(500, 400), name: 'logo.jpg' } });
      const processed = await eventually(async () => {
        const res = await owner.get(`/api/stores/${store.id}`);
        return res.body.data.logo_image?.status === 'ready' ? res.body.data : null;
      });
      expect(processed.logo).toMatch(new RegExp(`^/media/variants/stores/${store.id}/[0-9a-f-]+/\\d+\\.webp$`));
      expect(processed.image).toBe(processed.logo);
      const image = await api.get(processed.logo);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(await bucket.keys(`variants/stores/${store.id}/`)).not.toHaveLength(0);
    });

    it('accepts a store without a logo or website, and a website without its scheme', async () => {
      const bare = await createStore(owner, { fields: { website: '' } });
      expect(bare).toMatchObject({ logo: null, logo_image: null, website: null });
      const www = await createStore(owner, { fields: { website: 'www.example.sy' } });
      expect(www.website).toBe('https://www.example.sy');
    });

    it('applies the spec rules with its Arabic messages, all together (422)', async () => {
      const res = await owner.post(
        '/api/stores',
        multipart({
          name: 'اب',
          description: 'قصير',
          address: 'شارع',
          phone: '123',
          email: 'not-an-email',
          website: 'نص',
          status: 'x',
        }),
      );
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        name: ['يجب أن يحتوي اسم المتجر على 3 أحرف على الأقل'],
        description: ['يجب أن يحتوي الوصف على 10 أحرف على الأقل'],
        address: ['يجب أن يحتوي العنوان على 5 أحرف على الأقل'],
        phone: ['يرجى إدخال رقم هاتف صحيح'],
        email: ['يرجى إدخال بريد إلكتروني صحيح'],
        website: ['يرجى إدخال رابط موقع صحيح'],
        status: ['يرجى اختيار حالة المتجر'],
      });
    });

    it('refuses a logo that is not a picture, or two logos, with 422 on the logo, storing nothing', async () => {
      const before = await bucket.keys('originals/');
      const text = await owner.post(
        '/api/stores',
        multipart(storeFields(), 'logo', [{ body: Buffer.from('hello'), name: 'logo.png' }]),
      );
      expect(text.status).toBe(422);
      expect(text.body.errors).toEqual({ logo: ['يجب رفع صور فقط'] });
      const photo = { body: await jpeg(200, 200), name: 'a.jpg' };
      const two = await owner.post('/api/stores', multipart(storeFields(), 'logo', [photo, photo]));
      expect(two.status).toBe(422);
      expect(two.body.errors).toEqual({ logo: ['شعار واحد فقط بصيغة PNG أو JPG'] });
      expect(await bucket.keys('originals/')).toEqual(before);
    });

    it('reads phones typed with Arabic-Indic digits as the same number', async () => {
      const store = await createStore(owner, { fields: { phone: '٠٩٤٤ ١٢٣ ٤٥٦' } });
      expect(store.phone).toBe('0944 123 456');
    });

    it('needs a token (401), and a suspended-free account', async () => {
      expect((await api.post('/api/stores', multipart(storeFields()))).status).toBe(401);
    });

    it("keeps an admin's own store pending too, until approved", async () => {
      const store = await createStore(admin);
      expect(store.status).toBe('pending');
    });
  });

  describe('list', () => {
    it('shows visitors active stores only, nine per page, with meta; owners see all of theirs with user_id', async () => {
      const seller = api.as((await register(api, 'shop_manager', 'lister')).token);
      const sellerId = (await seller.get('/api/me')).body.data.id;
      const active = [];
      for (let i = 0; i < 10; i++) active.push(await storeIn('active', seller, admin));
      const pending = await storeIn('pending', seller, admin);

      const page1 = await api.get(`/api/stores?user_id=${sellerId}`);
      expect(page1.status).toBe(200);
      expect(page1.body.meta).toEqual({ current_page: 1, last_page: 2, total: 10, per_page: 9 });
      expect(page1.body.data).toHaveLength(9);
      expect(page1.body.data.every((s: { status: string }) => s.status === 'active')).toBe(true);
      const page2 = await api.get(`/api/stores?user_id=${sellerId}&page=2`);
      expect(page2.body.data.map((s: { id: number }) => s.id)).toEqual([active[0].id]);

      const mine = await seller.get(`/api/stores?user_id=${sellerId}&per_page=100`);
      expect(mine.body.meta.total).toBe(11);
      expect(mine.body.data[0]).toMatchObject({ id: pending.id, status: 'pending' });
      // A status filter is the owner's and admins' only: anyone else still gets active stores.
      const others = await stranger.get(`/api/stores?user_id=${sellerId}&status=pending`);
      expect(others.body.meta.total).toBe(10);
      expect(others.body.data.some((s: { id: number }) => s.id === pending.id)).toBe(false);
    });

    it('finds stores by Arabic text however the alef, taa marbuta or alef maqsura are typed', async () => {
      const store = await storeIn('active', owner, admin, {
        name: 'إطارات الأمانة الحديثة',
        description: 'كل ما يحتاجه المرسى من إطارات',
      });
      for (const query of ['اطارات الامانه', 'أطارات', 'الحديثة', 'المرسي']) {
        const res = await api.get(`/api/stores?search=${encodeURIComponent(query)}`);
        expect({ query, ids: res.body.data.map((s: { id: number }) => s.id) }).toEqual({
          query,
          ids: expect.arrayContaining([store.id]),
        });
      }
      const none = await api.get(`/api/stores?search=${encodeURIComponent('لا يوجد متجر بهذا الاسم أبدا')}`);
      expect(none.body).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
    });

    it('answers junk query values with 422, never a 5xx', async () => {
      for (const q of ['page=0', 'page=abc', 'per_page=1000', 'user_id=x', 'status=open', `search=${'ا'.repeat(200)}`]) {
        expect({ q, status: (await api.get(`/api/stores?${q}`)).status }).toEqual({ q, status: 422 });
      }
    });
  });

  describe('read one', () => {
    it('hides a pending store from everyone but its owner and admins (404)', async () => {
      const store = await storeIn('pending', owner, admin);
      expect((await api.get(`/api/stores/${store.id}`)).status).toBe(404);
      expect((await stranger.get(`/api/stores/${store.id}`)).status).toBe(404);
      expect((await owner.get(`/api/stores/${store.id}`)).status).toBe(200);
      expect((await admin.get(`/api/stores/${store.id}`)).status).toBe(200);
      expect((await api.get('/api/stores/abc')).status).toBe(404);
      expect((await api.get('/api/stores/999999')).status).toBe(404);
    });
  });

  describe('update', () => {
    it('updates by multipart PUT, and by POST with _method=PUT in the form or the query: 200 with the store', async () => {
      const store = await storeIn('active', owner, admin);
      const put = await owner.put(`/api/stores/${store.id}`, multipart(storeFields({ name: 'الاسم الجديد للمتجر' })));
      expect(put.status).toBe(200);
      expect(put.body.data).toMatchObject({ name: 'الاسم الجديد للمتجر', status: 'active' });
      const post = await owner.post(
        `/api/stores/${store.id}`,
        multipart({ ...storeFields({ address: 'حلب - العزيزية' }), _method: 'PUT' }),
      );
      expect(post.status).toBe(200);
      expect(post.body.data.address).toBe('حلب - العزيزية');
      const query = await owner.post(`/api/stores/${store.id}?_method=PUT`, { description: 'وصف جديد أطول من عشرة أحرف' });
      expect(query.status).toBe(200);
      expect(query.body.data.description).toBe('وصف جديد أطول من عشرة أحرف');
    });

    it("lets an admin edit name and location (the admin table's modal) as JSON", async () => {
      const store = await storeIn('active', owner, admin);
      const res = await admin.put(`/api/stores/${store.id}`, { name: 'متجر معدل', location: 'حمص' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ name: 'متجر معدل', location: 'حمص', owner: { id: ownerSession.user.id } });
    });

    it("refuses someone else's store: 403 when it is public, 404 when it is not, 401 without a token", async () => {
      const active = await storeIn('active', owner, admin);
      const pending = await storeIn('pending', owner, admin);
      expect((await stranger.put(`/api/stores/${active.id}`, { name: 'سرقة المتجر' })).status).toBe(403);
      expect((await stranger.put(`/api/stores/${pending.id}`, { name: 'سرقة المتجر' })).status).toBe(404);
      expect((await api.put(`/api/stores/${active.id}`, { name: 'سرقة المتجر' })).status).toBe(401);
      expect((await api.get(`/api/stores/${active.id}`)).body.data.name).toBe(active.name);
    });

    it('lets the owner hide an approved store (inactive) and show it again; pending stays pending', async () => {
      const store = await storeIn('active', owner, admin);
      expect((await owner.put(`/api/stores/${store.id}`, { status: 'inactive' })).body.data.status).toBe('inactive');
      expect((await api.get(`/api/stores/${store.id}`)).status).toBe(404);
      expect((await owner.put(`/api/stores/${store.id}`, { status: 'active' })).body.data.status).toBe('active');
      const pending = await storeIn('pending', owner, admin);
      expect((await owner.put(`/api/stores/${pending.id}`, { status: 'active' })).body.data.status).toBe('pending');
    });

    it('sends an edited rejected store back to review', async () => {
      const store = await storeIn('rejected', owner, admin);
      expect((await owner.get(`/api/stores/${store.id}`)).body.data).toMatchObject({
        status: 'rejected',
        rejection_reason: 'البيانات ناقصة',
      });
      const res = await owner.put(`/api/stores/${store.id}`, { description: 'وصف مكتمل للمتجر بعد التعديل' });
      expect(res.body.data).toMatchObject({ status: 'pending', rejection_reason: null });
    });

    it('replaces the logo and removes it with remove_logo=1, discarding the old files', async () => {
      const store = await createStore(owner, { logo: { body: await jpeg(300, 300), name: 'a.jpg' } });
      const first = await eventually(async () => {
        const s = (await owner.get(`/api/stores/${store.id}`)).body.data;
        return s.logo_image?.status === 'ready' ? s.logo_image : null;
      });
      const replaced = await owner.put(
        `/api/stores/${store.id}`,
        multipart({}, 'logo', [{ body: await jpeg(320, 320), name: 'b.jpg' }]),
      );
      expect(replaced.status).toBe(200);
      expect(replaced.body.data.logo_image.id).not.toBe(first.id);
      await eventually(async () => (await bucket.keys(`variants/stores/${store.id}/${first.id}/`)).length === 0);
      const removed = await owner.put(`/api/stores/${store.id}`, multipart({ remove_logo: '1' }));
      expect(removed.body.data).toMatchObject({ logo: null, logo_image: null });
    });

    it('answers a junk body with 422 and a malformed one with 400, never a 5xx', async () => {
      const store = await storeIn('active', owner, admin);
      expect((await owner.put(`/api/stores/${store.id}`, { name: ['x'], email: 5, phone: {} })).status).toBe(422);
      expect(
        (await owner.request('PUT', `/api/stores/${store.id}`, '{"name":', { 'content-type': 'application/json' })).status,
      ).toBe(400);
    });
  });

  describe('moderation', () => {
    it('approves a pending store: it becomes public; a second decision is a 409', async () => {
      const store = await storeIn('pending', owner, admin);
      const res = await admin.put(`/api/stores/${store.id}/approve`);
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('active');
      expect((await api.get(`/api/stores/${store.id}`)).status).toBe(200);
      expect((await admin.put(`/api/stores/${store.id}/approve`)).status).toBe(409);
      expect((await admin.put(`/api/stores/${store.id}/reject`)).status).toBe(409);
    });

    it('lets only admins decide (403), and tells the owner live', async () => {
      const socket = openSocket(app.url, ownerSession.token);
      const inbox = new Inbox(socket);
      await connected(socket);
      try {
        const store = await storeIn('pending', owner, admin);
        expect((await owner.put(`/api/stores/${store.id}/approve`)).status).toBe(403);
        await admin.put(`/api/stores/${store.id}/reject`, { reason: 'الشعار غير واضح' });
        const push = await inbox.next('store.status_changed', (p) => p.id === store.id && p.status === 'rejected');
        expect(push).toMatchObject({ previous: 'pending', reason: 'الشعار غير واضح', position: expect.any(Number) });
      } finally {
        socket.disconnect();
      }
    });
  });

  describe('delete and views', () => {
    it('deletes a store for its owner (then 404), refuses a stranger with 403', async () => {
      const store = await storeIn('active', owner, admin);
      expect((await stranger.delete(`/api/stores/${store.id}`)).status).toBe(403);
      const res = await owner.delete(`/api/stores/${store.id}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('تم حذف المتجر بنجاح');
      expect((await owner.get(`/api/stores/${store.id}`)).status).toBe(404);
      expect((await owner.delete(`/api/stores/${store.id}`)).status).toBe(404);
    });

    it('counts a view once per visitor per day, never the owner', async () => {
      const store = await storeIn('active', owner, admin);
      expect((await owner.post(`/api/stores/${store.id}/views`)).body.data.views).toBe(0);
      expect((await stranger.post(`/api/stores/${store.id}/views`)).body.data.views).toBe(1);
      expect((await stranger.post(`/api/stores/${store.id}/views`)).body.data.views).toBe(1);
      expect((await api.post(`/api/stores/${store.id}/views`)).body.data.views).toBe(2);
      expect((await api.get(`/api/stores/${store.id}`)).body.data.views).toBe(2);
    });
  });
});
