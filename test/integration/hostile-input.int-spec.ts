import { Api } from '../support/api';
import { carFields, createCar, loginAdmin, register } from '../support/fixtures';
import { adFields, createAd, multipart, storeFields, storeIn, workshopFields, workshopIn } from '../support/places';
import { connected, openSocket } from '../support/sockets';
import { startTestApp, TestApp } from '../support/test-app';

const ARABIC = /[\u0600-\u06FF]/;

/**
 * The odd inputs that once answered 500 (the fuzz suite covers every route; these are the
 * cases as reported): each is now a 400 or 422 with an Arabic message, and changes nothing.
 */
describe('odd input', () => {
  let app: TestApp;
  let api: Api;
  let admin: Api;
  let seller: Api;
  let carId: number;

  beforeAll(async () => {
    app = await startTestApp();
    api = new Api(app.url);
    admin = api.as((await loginAdmin(api)).token);
    seller = api.as((await register(api)).token);
    carId = (await createCar(seller)).id;
  });
  afterAll(() => app.close());

  const eventCount = async (): Promise<number> =>
    Number((await app.dataSource.query(`SELECT count(*)::int AS n FROM public.events`))[0].n);

  async function expectRefused(send: () => Promise<{ status: number; body: any }>, statuses = [400, 422]) {
    const before = await eventCount();
    const res = await send();
    if (!statuses.includes(res.status))
      throw new Error(`expected ${statuses.join(' or ')}, got ${res.status}: ${JSON.stringify(res.body)}`);
    expect(res.body.message).toMatch(ARABIC);
    expect(await eventCount()).toBe(before);
    return res;
  }

  it('refuses a user_id beyond any id, and NUL in a query', async () => {
    await expectRefused(() => api.get('/api/cars?user_id=9007199254740993'));
    for (const query of ['location=%00', 'search=%00', 'search=a%00b']) {
      const res = await expectRefused(() => api.get(`/api/cars?${query}`), [422]);
      expect(Object.values(res.body.errors).flat()[0]).toMatch(ARABIC);
    }
  });

  it('refuses a lone surrogate in a JSON string, naming the field', async () => {
    const res = await expectRefused(
      () =>
        api.post(
          '/auth/register',
          '{"name":"سامر","email":"a\\ud800@x.sy","password":"password123","password_confirmation":"password123"}',
        ),
      [422],
    );
    expect(Object.keys(res.body.errors)).toEqual(['email']);
  });

  it('refuses NUL and bidi overrides in any text field', async () => {
    const nul = await expectRefused(() => seller.put(`/api/cars/${carId}`, { color: 'أزرق\u0000' }), [422]);
    expect(Object.keys(nul.body.errors)).toEqual(['color']);
    await expectRefused(() => seller.put(`/api/cars/${carId}`, { name: 'تويوتا \u202Eكامري' }), [422]);
  });

  it('refuses JSON nested 5,000 levels and a bare array', async () => {
    await expectRefused(() => api.post('/auth/login', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)), [400]);
    await expectRefused(() => seller.post('/api/workshops', '[]'), [422]);
  });

  it('refuses null for a required field on an edit', async () => {
    for (const field of ['name', 'brand', 'description', 'is_featured', 'other_benefits']) {
      const res = await expectRefused(() => seller.put(`/api/cars/${carId}`, { [field]: null }), [422]);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    await expectRefused(() => seller.put(`/api/cars/${carId}/offers`, { price_unit: null }), [422]);
  });

  it('refuses a null exchange rate', async () => {
    const res = await expectRefused(() => admin.put('/api/admin/exchange-rates', { EUR: null }), [422]);
    expect(Object.keys(res.body.errors)).toEqual(['EUR']);
  });

  it('refuses an ISO 8601 week as a time in the audit filters', async () => {
    await expectRefused(() => admin.get('/api/audit/events?from=2020W01'), [422]);
    await expectRefused(() => admin.get('/api/audit/export?to=2020W01'), [422]);
  });

  /** The forms a number's text can take that are not its canonical decimal (the only one that names a record). */
  const otherForms = (id: number): string[] => [
    `0x${id.toString(16)}`,
    `${id}.0`,
    `${id}e0`,
    `${id / 10}e1`,
    `%20${id}`,
    `${id}%20`,
    `+${id}`,
    `0${id}`,
    `${'0'.repeat(28)}${id}`,
    `0b${id.toString(2)}`,
    `0o${id.toString(8)}`,
    `${id + 2 ** 32}`,
  ];

  it('names a record by the canonical decimal id only, in paths, queries, bodies and socket payloads', async () => {
    const owner = seller;
    const car = (await owner.get(`/api/cars/${carId}`)).body;
    const store = await storeIn('active', owner, admin);
    const workshop = await workshopIn('active', owner, admin);
    const victim = await register(api, 'user', 'victim');
    const reads = [`/api/cars/${carId}`, `/api/stores/${store.id}`, `/api/workshops/${workshop.id}`];
    for (const path of reads) expect((await owner.get(path)).status).toBe(200);
    for (const path of reads) {
      const id = Number(path.split('/').pop());
      for (const form of otherForms(id)) {
        const res = await owner.get(path.replace(/\d+$/, form));
        expect({ form, status: res.status, message: res.body?.message }).toEqual({
          form,
          status: 404,
          message: expect.stringMatching(ARABIC),
        });
      }
    }
    for (const form of otherForms(victim.user.id)) {
      const res = await expectRefused(() => admin.delete(`/api/users/${form}`), [404]);
      expect(res.status).toBe(404);
    }
    expect((await admin.get(`/api/users/${victim.user.id}`)).status).toBe(200);
    // Query and body ids: the same forms are refused on their field, never read as the number.
    for (const form of otherForms(victim.user.id).filter((f) => !f.includes('%'))) {
      const listed = await api.get(`/api/cars?user_id=${encodeURIComponent(form)}`);
      expect({ form, status: listed.status }).toEqual({ form, status: 422 });
      const edited = await expectRefused(() => seller.put(`/api/cars/${carId}`, { category_id: form }), [422]);
      expect(Object.keys(edited.body.errors)).toEqual(['category_id']);
    }
    expect((await owner.get(`/api/cars/${carId}`)).body.category_id).toBe(car.category_id);
  });

  it('validates socket payloads as REST input: an id out of form or range gets an ack with the Arabic error', async () => {
    const sellerToken = (await register(api)).token;
    const watched = await createCar(api.as(sellerToken));
    const socket = await connected(openSocket(app.url, sellerToken));
    const refused = { ok: false, message: expect.stringMatching(ARABIC), errors: { id: [expect.stringMatching(ARABIC)] } };
    try {
      for (const id of [
        `0x${Number(watched.id).toString(16)}`,
        `${watched.id}.0`,
        2 ** 31,
        2 ** 63,
        1e308,
        -1,
        0,
        1.5,
        null,
        true,
        { id: 1 },
      ])
        expect({ id, ack: await socket.emitWithAck('car.watch', { id }) }).toEqual({ id, ack: refused });
      expect(await socket.emitWithAck('car.watch', 'nothing')).toEqual(refused);
      expect(await socket.emitWithAck('car.unwatch', { id: 2 ** 63 })).toEqual(refused);
      expect(await socket.emitWithAck('car.watch', { id: watched.id })).toEqual({ ok: true });
      expect(await socket.emitWithAck('car.unwatch', { id: watched.id })).toEqual({ ok: true });
    } finally {
      socket.disconnect();
    }
  });

  /** Keys that name an object's machinery, at the top of a field and deeper, as each body encoding carries them. */
  const RESERVED = ['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

  it('refuses prototype-ish keys at any depth in JSON, form and multipart bodies and queries with an Arabic 400', async () => {
    const workshop = await workshopIn('active', seller, admin);
    const store = await storeIn('active', seller, admin);
    const ad = await createAd(seller, workshop.id);
    const targets: Array<{ method: 'POST' | 'PUT'; path: string; fields: Record<string, unknown>; form?: 'multipart' }> = [
      { method: 'POST', path: '/api/cars', fields: carFields(), form: 'multipart' },
      { method: 'PUT', path: `/api/cars/${carId}`, fields: { name: 'تويوتا كامري' }, form: 'multipart' },
      { method: 'POST', path: '/api/stores', fields: storeFields(), form: 'multipart' },
      { method: 'PUT', path: `/api/stores/${store.id}`, fields: { name: 'متجر النور' }, form: 'multipart' },
      { method: 'POST', path: '/api/workshops', fields: workshopFields() },
      { method: 'PUT', path: `/api/workshops/${workshop.id}`, fields: { name: 'ورشة النور للصيانة' } },
      { method: 'POST', path: '/api/workshop-ads', fields: adFields(workshop.id) },
      { method: 'PUT', path: `/api/workshop-ads/${ad.id}`, fields: { title: 'غيار زيت' } },
      { method: 'PUT', path: '/api/me', fields: { name: 'سامر' } },
    ];
    const flat = (fields: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]));
    for (const { method, path, fields, form } of targets)
      for (const key of RESERVED) {
        const json = JSON.stringify(fields).slice(0, -1);
        const encodings: Array<[string, () => unknown]> = [
          ['json top', () => `${json},"${key}":{"x":1}}`],
          ['json in a field', () => `${json.replace(/^\{"(\w+)":("[^"]*"|[^,]*)/, `{"$1":{"${key}":1}`)}}`],
          ['json deep', () => `${json},"extra":{"a":[{"b":{"${key}":"1"}}]}}`],
          ['form', () => new URLSearchParams({ ...flat(fields), [`name[${key}]`]: '1' })],
          ['form deep', () => new URLSearchParams({ ...flat(fields), [`extra[a][${key}][b]`]: '1' })],
          ['multipart', () => multipart({ ...flat(fields), [`name[${key}]`]: '1' }, 'none')],
        ];
        const bodies = encodings.filter(([encoding]) => form === 'multipart' || encoding !== 'multipart');
        for (const [encoding, body] of bodies) {
          const before = await eventCount();
          const res = await seller.request(method, path, body());
          // The form parsers drop a `__proto__` key themselves: the rest of the form is then judged as it is.
          if (key === '__proto__' && !encoding.startsWith('json')) {
            expect({ path, encoding, status: res.status < 500 }).toEqual({ path, encoding, status: true });
            continue;
          }
          expect({ path, key, encoding, status: res.status, message: res.body?.message }).toEqual({
            path,
            key,
            encoding,
            status: 400,
            message: 'يحتوي الطلب على اسم حقل غير مسموح به',
          });
          expect(await eventCount()).toBe(before);
        }
        // The query parser drops `__proto__` itself (the query is then read without it).
        const query = await api.get(`/api/cars?price[${key}]=1`);
        expect({ key, status: query.status }).toEqual({ key, status: key === '__proto__' ? 200 : 400 });
      }
  });

  it('refuses null for any field of an edit before anything is decided', async () => {
    const workshop = await workshopIn('active', seller, admin);
    const store = await storeIn('active', seller, admin);
    const ad = await createAd(seller, workshop.id);
    const edits: Array<[string, Record<string, unknown>]> = [
      [`/api/stores/${store.id}`, storeFields()],
      [`/api/workshops/${workshop.id}`, workshopFields()],
      [`/api/workshop-ads/${ad.id}`, adFields(workshop.id)],
      [`/api/cars/${carId}`, carFields()],
      ['/api/me', { name: 'سامر', email: 'x@example.sy' }],
    ];
    for (const [path, fields] of edits)
      for (const field of Object.keys(fields)) {
        const res = await expectRefused(() => seller.put(path, { [field]: null }), [422]);
        expect({ path, errors: Object.keys(res.body.errors) }).toEqual({ path, errors: [field] });
      }
    // A phone may still be cleared with null, and a sale offer's period is none, on its edit too
    // (the car form sends it so: a revision's fields take null where the create form's do).
    expect((await seller.put('/api/me', { phone: null })).status).toBe(200);
    const sale = { offer_type: 'sale', price: 9000, price_unit: 'USD', pricing_period: null, location: 'دمشق - المزة' };
    expect((await seller.put(`/api/cars/${carId}/offers`, sale)).status).toBe(200);
  });
});
