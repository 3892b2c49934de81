import { loginAdmin, register } from '../support/fixtures';
import { adFields, createAd, multipart, workshopIn } from '../support/places';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/** Workshop ads: GET /api/workshop-ads?workshop_id=, and writes by the workshop's owner only. */
describe('workshop ads', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let owner: StrictApi;
  let stranger: StrictApi;

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    owner = api.as((await register(api, 'workshop', 'owner')).token);
    stranger = api.as((await register(api, 'workshop', 'stranger')).token);
  });
  afterAll(() => app.close());

  it('adds an ad to your workshop (201) priced in Syrian pounds, listed under its workshop_id', async () => {
    const workshop = await workshopIn('active', owner, admin);
    const res = await owner.post(
      '/api/workshop-ads',
      multipart(adFields(workshop.id, { price: '1650.50' }) as Record<string, string>),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: 'غيار زيت مع فلتر أصلي',
      name: 'غيار زيت مع فلتر أصلي',
      price: 1650.5,
      price_minor: 165050,
      currency: 'SYP',
      workshop_id: workshop.id,
      status: 'active',
      location: workshop.location,
    });
    const list = await api.get(`/api/workshop-ads?workshop_id=${workshop.id}`);
    expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([res.body.data.id]);
    expect((await api.get(`/api/workshops/${workshop.id}`)).body.data.ads_count).toBe(1);
  });

  it("accepts the dashboard's key/value data list", async () => {
    const workshop = await workshopIn('active', owner, admin);
    const res = await owner.post('/api/workshop-ads', {
      data: Object.entries(adFields(workshop.id)).map(([key, value], i) => ({
        key,
        value: String(value),
        type: 'text',
        uuid: String(i),
      })),
    });
    expect(res.status).toBe(201);
  });

  it('applies one rule set, the stricter of add and edit, with Arabic messages (422)', async () => {
    const workshop = await workshopIn('active', owner, admin);
    const res = await owner.post('/api/workshop-ads', { workshop_id: 'x', title: 'عرض', description: 'قصير', price: '-5' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      workshop_id: ['يرجى إدخال رقم الورشة'],
      title: ['يجب أن يحتوي العنوان على 5 أحرف على الأقل'],
      description: ['يجب أن يحتوي الوصف على 10 أحرف على الأقل'],
      price: ['يرجى إدخال سعر صحيح'],
    });
    for (const price of ['12.345', 'abc', '', '0', '0.00']) {
      expect((await owner.post('/api/workshop-ads', adFields(workshop.id, { price }))).status).toBe(422);
    }
    const tooHigh = await owner.post('/api/workshop-ads', adFields(workshop.id, { price: '1000000000' }));
    expect(tooHigh.body.errors).toEqual({ price: ['السعر كبير جدًا: الحد الأقصى 999٬999٬999'] });
    const edit = await createAd(owner, workshop.id);
    expect((await owner.put(`/api/workshop-ads/${edit.id}`, { title: 'عرض' })).status).toBe(422);
    expect((await owner.put(`/api/workshop-ads/${edit.id}`, { price: 2147483648 })).status).toBe(422);
  });

  it("refuses an ad on someone else's workshop (403); an unknown or hidden workshop is a 422 on workshop_id", async () => {
    const workshop = await workshopIn('active', owner, admin);
    expect((await stranger.post('/api/workshop-ads', adFields(workshop.id))).status).toBe(403);
    const hidden = await workshopIn('pending', owner, admin);
    const res = await stranger.post('/api/workshop-ads', adFields(hidden.id));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ workshop_id: ['يرجى إدخال رقم الورشة'] });
    expect((await stranger.post('/api/workshop-ads', adFields(999999))).status).toBe(422);
    expect((await api.post('/api/workshop-ads', adFields(workshop.id))).status).toBe(401);
    expect((await admin.post('/api/workshop-ads', adFields(workshop.id))).status).toBe(201);
  });

  it('edits by PUT or POST with _method=PUT (200), deletes (200 then 404), only for the owner or an admin', async () => {
    const workshop = await workshopIn('active', owner, admin);
    const ad = await createAd(owner, workshop.id);
    expect((await stranger.put(`/api/workshop-ads/${ad.id}`, { title: 'عنوان مسروق جديد' })).status).toBe(403);
    const put = await owner.put(`/api/workshop-ads/${ad.id}`, { price: 2000, description: 'وصف جديد للعرض الخاص' });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ price: 2000, description: 'وصف جديد للعرض الخاص', title: ad.title });
    const post = await owner.post(
      `/api/workshop-ads/${ad.id}`,
      multipart({ title: 'فحص كمبيوتر شامل', price: '1100', _method: 'PUT' }),
    );
    expect(post.status).toBe(200);
    expect(post.body.data).toMatchObject({ title: 'فحص كمبيوتر شامل', price: 1100 });
    expect((await stranger.delete(`/api/workshop-ads/${ad.id}`)).status).toBe(403);
    expect((await owner.delete(`/api/workshop-ads/${ad.id}`)).status).toBe(200);
    expect((await owner.get(`/api/workshop-ads/${ad.id}`)).status).toBe(404);
    expect((await owner.delete(`/api/workshop-ads/${ad.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/workshop-ads/${(await createAd(owner, workshop.id)).id}`)).status).toBe(200);
  });

  it("hides a pending workshop's ads from the public, not from its owner", async () => {
    const workshop = await workshopIn('pending', owner, admin);
    const ad = await createAd(owner, workshop.id);
    expect(ad.status).toBe('pending');
    expect((await api.get(`/api/workshop-ads/${ad.id}`)).status).toBe(404);
    expect((await api.get(`/api/workshop-ads?workshop_id=${workshop.id}`)).body.data).toEqual([]);
    expect((await api.get('/api/workshop-ads')).body.data.some((a: { id: number }) => a.id === ad.id)).toBe(false);
    expect((await owner.get(`/api/workshop-ads?workshop_id=${workshop.id}`)).body.data.map((a: { id: number }) => a.id)).toEqual([
      ad.id,
    ]);
    await admin.put(`/api/workshops/${workshop.id}/approve`);
    expect((await api.get(`/api/workshop-ads/${ad.id}`)).body.data.status).toBe('active');
  });

  it('searches ads by Arabic text', async () => {
    const workshop = await workshopIn('active', owner, admin);
    const ad = await createAd(owner, workshop.id, { title: 'تعبئة غاز المكيّف', description: 'تعبئة وفحص التسريب للمكيف' });
    const res = await api.get(`/api/workshop-ads?search=${encodeURIComponent('المكيف')}`);
    expect(res.body.data.map((a: { id: number }) => a.id)).toContain(ad.id);
  });

  it('answers junk with 422 or 404, never a 5xx', async () => {
    expect((await api.get('/api/workshop-ads?workshop_id=abc')).status).toBe(422);
    expect((await api.get('/api/workshop-ads/abc')).status).toBe(404);
    expect((await owner.put('/api/workshop-ads/999999', { title: 'عنوان صالح للاختبار' })).status).toBe(404);
  });
});
