import { loginAdmin, register, Session } from '../support/fixtures';
import { inspectionFields, requestInspection } from '../support/places';
import { connected, Inbox, openSocket } from '../support/sockets';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/** Warranty inspection requests (/inspction): the form's rules, statuses set by admins, followed live. */
describe('warranty inspection requests', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let ownerSession: Session;
  let owner: StrictApi;
  let other: StrictApi;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    ownerSession = await register(api, 'user', 'owner');
    owner = api.as(ownerSession.token);
    other = api.as((await register(api, 'user', 'other')).token);
  });
  afterAll(() => app.close());

  it('records a request from the whole form: 201, requested, with the car as sent', async () => {
    const res = await owner.post(
      '/api/inspection',
      inspectionFields({ preferred_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('تم إرسال طلب الضمان بنجاح');
    expect(res.body.data).toMatchObject({
      status: 'requested',
      name: 'تويوتا كامري 2019 فل كامل',
      brand: 'toyota',
      year: 2019,
      mileage: 85000,
      phone: '0944123456',
      city: 'دمشق',
      preferred_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      requester: { id: ownerSession.user.id },
    });
  });

  it('needs a token: 401', async () => {
    expect((await api.post('/api/inspection', inspectionFields())).status).toBe(401);
    expect((await api.get('/api/inspection')).status).toBe(401);
  });

  it('requires every field the spec requires, with its Arabic messages (422)', async () => {
    const res = await owner.post('/api/inspection', { name: 'كيا' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name: ['يجب أن يحتوي الاسم على 5 أحرف على الأقل'],
      brand: ['يرجى اختيار الماركة'],
      country_of_manufacture: ['يرجى إدخال بلد التصنيع'],
      model: ['يرجى إدخال الموديل'],
      condition: ['يرجى إدخال حالة السيارة'],
      mileage: ['يرجى إدخال عدد الكيلومترات'],
      fuel_type: ['يرجى اختيار نوع الوقود'],
      transmission: ['يرجى اختيار ناقل الحركة'],
      horsepower: ['يرجى إدخال قوة المحرك'],
      seats: ['يرجى إدخال عدد المقاعد'],
      color: ['يرجى إدخال اللون'],
      description: ['يجب أن يحتوي الوصف على 20 حرفًا على الأقل'],
      phone: ['يرجى إدخال رقم هاتف صحيح للتواصل'],
      city: ['يرجى إدخال المدينة التي توجد فيها السيارة'],
    });
    // The body type may be left to the model's, as on the car form («حسب الموديل»); a wrong one is refused.
    expect(res.body.errors.category_id).toBeUndefined();
    expect((await owner.post('/api/inspection', inspectionFields({ category_id: undefined }))).status).toBe(201);
    expect((await owner.post('/api/inspection', inspectionFields({ category_id: 0 }))).body.errors).toEqual({
      category_id: ['يرجى اختيار فئة السيارة'],
    });
    const past = await owner.post('/api/inspection', inspectionFields({ preferred_date: '2020-01-01' }));
    expect(past.body.errors).toEqual({ preferred_date: ['يرجى اختيار تاريخ صحيح من اليوم فصاعدًا'] });
    expect((await owner.post('/api/inspection', inspectionFields({ preferred_date: '2030-02-31' }))).status).toBe(422);
  });

  it("lists the caller's own requests; admins see every request", async () => {
    const mine = await requestInspection(owner);
    const theirs = await requestInspection(other);
    const own = (await owner.get('/api/inspection?per_page=100')).body.data.map((i: { id: number }) => i.id);
    expect(own).toContain(mine.id);
    expect(own).not.toContain(theirs.id);
    const all = await admin.get('/api/inspection?per_page=100');
    expect(all.body.data.map((i: { id: number }) => i.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(all.body.meta).toMatchObject({ current_page: 1, per_page: 100 });
    expect((await admin.get('/api/inspection?status=requested')).status).toBe(200);
    expect((await admin.get('/api/inspection?status=lost')).status).toBe(422);
  });

  it('moves a request requested → scheduled → completed, set by admins only; the requester follows it live', async () => {
    const socket = openSocket(app.url, ownerSession.token);
    const inbox = new Inbox(socket);
    await connected(socket);
    try {
      const request = await requestInspection(owner);
      expect((await owner.put(`/api/inspection/${request.id}/status`, { status: 'scheduled' })).status).toBe(403);
      const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
      const scheduled = await admin.put(`/api/inspection/${request.id}/status`, {
        status: 'scheduled',
        scheduled_at: at,
        note: 'أحضر الأوراق',
      });
      expect(scheduled.status).toBe(200);
      expect(scheduled.body.data).toMatchObject({ status: 'scheduled', scheduled_at: at, admin_note: 'أحضر الأوراق' });
      const push = await inbox.next('inspection.status_changed', (p) => p.id === request.id && p.status === 'scheduled');
      expect(push).toMatchObject({ previous: 'requested', scheduled_at: at });
      expect((await admin.put(`/api/inspection/${request.id}/status`, { status: 'completed' })).body.data.status).toBe(
        'completed',
      );
      await inbox.next('inspection.status_changed', (p) => p.id === request.id && p.status === 'completed');
      expect((await owner.get('/api/inspection')).body.data.find((i: { id: number }) => i.id === request.id).status).toBe(
        'completed',
      );
    } finally {
      socket.disconnect();
    }
  });

  it('refuses impossible moves with 409 and unknown statuses with 422', async () => {
    const request = await requestInspection(owner);
    expect((await admin.put(`/api/inspection/${request.id}/status`, { status: 'completed' })).status).toBe(409);
    expect((await admin.put(`/api/inspection/${request.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await admin.put(`/api/inspection/${request.id}/status`, { status: 'scheduled' })).status).toBe(409);
    expect((await admin.put(`/api/inspection/${request.id}/status`, { status: 'requested' })).status).toBe(422);
    expect(
      (await admin.put(`/api/inspection/${request.id}/status`, { status: 'scheduled', scheduled_at: 'tomorrow' })).status,
    ).toBe(422);
    expect((await admin.put('/api/inspection/999999/status', { status: 'cancelled' })).status).toBe(404);
  });
});
