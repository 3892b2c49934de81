import { CategoriesBootstrap } from '../../server/src/categories/categories-bootstrap';
import { listCar } from '../support/cars';
import { carFields, carForm, loginAdmin, register } from '../support/fixtures';
import { smallJpeg } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { createTestDatabase } from '../support/databases';
import { startTestApp, TestApp } from '../support/test-app';

const DEFAULTS = ['سيدان', 'دفع رباعي', 'هاتشباك', 'بيك أب', 'كوبيه', 'فان'];

/** Car categories: a fresh database has the six defaults; admins keep the list; cars must name one. */
describe('categories', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let seller: StrictApi;

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    seller = api.as((await register(api, 'user', 'seller')).token);
  });
  afterAll(() => app.close());

  it('starts with the six default categories, public to everyone', async () => {
    const res = await api.get('/api/categories');
    expect(res.status).toBe(200);
    expect(res.body.data.slice(0, 6).map((c: { id: number; name: string }) => [c.id, c.name])).toEqual(
      DEFAULTS.map((name, i) => [i + 1, name]),
    );
    expect(res.body.data[0]).toMatchObject({ id: 1, name: 'سيدان', cars_count: expect.any(Number) });
    expect((await api.get('/api/categories/2')).body.data).toMatchObject({ id: 2, name: 'دفع رباعي' });
  });

  it('creates the defaults once: a restart (or a second server) adds nothing', async () => {
    await app.server.get(CategoriesBootstrap).run();
    const [{ added }] = await app.dataSource.query(
      `SELECT count(*)::int AS added FROM public.events WHERE event_type = 'CategoryAdded' AND metadata->>'actorRole' = 'system'`,
    );
    expect(added).toBe(6);
  });

  it('numbers the defaults from 1 when two servers open a new database together', async () => {
    // Each round is a new database and two servers starting at once: the catalogue is opened once,
    // with the ids a car form sends for the defaults.
    for (let round = 0; round < 2; round++) {
      const database = await createTestDatabase();
      const both = await Promise.all(
        [0, 1].map(() => startTestApp({ databaseUrl: database.url, redisPrefix: `cat${round}${database.name.slice(-8)}` })),
      );
      try {
        const res = await new StrictApi(both[1].url).get('/api/categories');
        expect(res.body.data.map((c: { id: number; name: string }) => [c.id, c.name])).toEqual(
          DEFAULTS.map((name, i) => [i + 1, name]),
        );
      } finally {
        for (const copy of both) await copy.close();
        await database.drop();
      }
    }
  });

  it('lets an admin add, rename and delete a category', async () => {
    const created = await admin.post('/api/categories', { name: '  سيارة رياضية ' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ id: expect.any(Number), name: 'سيارة رياضية', cars_count: 0 });
    const id = created.body.data.id;

    const renamed = await admin.put(`/api/categories/${id}`, { name: 'رياضية' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('رياضية');
    expect((await api.get('/api/categories')).body.data.map((c: { name: string }) => c.name)).toContain('رياضية');

    const removed = await admin.delete(`/api/categories/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('تم حذف الفئة بنجاح');
    expect((await api.get(`/api/categories/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/categories/${id}`)).status).toBe(404);
  });

  it('takes only the name: an id, a count or an owner sent along change nothing', async () => {
    const res = await admin.post('/api/categories', { name: 'شاحنة صغيرة', id: 1, cars_count: 99, owner: 5, status: 'x' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'شاحنة صغيرة', cars_count: 0 });
    expect(res.body.data.id).toBeGreaterThan(6);
    expect((await api.get('/api/categories/1')).body.data.name).toBe('سيدان');
  });

  it('refuses a duplicate name (as people read it) and a bad name, in Arabic', async () => {
    const duplicate = await admin.post('/api/categories', { name: 'سيدان' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toEqual({ name: ['توجد فئة بهذا الاسم بالفعل'] });
    // The same word with a different alef/taa spelling and spacing is the same category.
    const created = await admin.post('/api/categories', { name: 'سيارة كلاسيكية' });
    const folded = await admin.post('/api/categories', { name: 'سياره   كلاسيكيه' });
    expect(folded.status).toBe(422);
    const renameClash = await admin.put(`/api/categories/${created.body.data.id}`, { name: 'فان' });
    expect(renameClash.body.errors).toEqual({ name: ['توجد فئة بهذا الاسم بالفعل'] });
    for (const name of ['', ' ', 'x', 'ن'.repeat(51), 42]) {
      const res = await admin.post('/api/categories', { name });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['name']);
    }
  });

  it('refuses to delete a category cars are listed in (409), naming how many', async () => {
    const { body } = await admin.post('/api/categories', { name: 'ميني فان' });
    await listCar(seller, { fields: { category_id: String(body.data.id) } });
    const res = await admin.delete(`/api/categories/${body.data.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('لا يمكن حذف الفئة لأنها مستخدمة في سيارة واحدة');
    expect((await api.get(`/api/categories/${body.data.id}`)).body.data.cars_count).toBe(1);
  });

  it('requires a car to name an existing category, when listed and when edited (422)', async () => {
    const form = carForm(carFields({ category_id: '999' }), [await smallJpeg()]);
    const listed = await seller.post('/api/cars', form);
    expect(listed.status).toBe(422);
    expect(listed.body.errors).toEqual({ category_id: ['يرجى اختيار فئة السيارة'] });
    const [{ stored }] = await app.dataSource.query(
      `SELECT count(*)::int AS stored FROM public.events WHERE event_type = 'CarListed' AND data->'details'->>'categoryId' = '999'`,
    );
    expect(stored).toBe(0);

    const car = await listCar(seller);
    const edited = await seller.put(`/api/cars/${car.id}`, { category_id: 999 });
    expect(edited.status).toBe(422);
    expect(edited.body.errors).toEqual({ category_id: ['يرجى اختيار فئة السيارة'] });
    const ok = await seller.put(`/api/cars/${car.id}`, { category_id: 3 });
    expect(ok.status).toBe(200);
    expect(ok.body.category_id).toBe(3);
  });

  it('keeps writes to admins: 401 without a token, 403 for a seller', async () => {
    expect((await api.post('/api/categories', { name: 'جديدة' })).status).toBe(401);
    expect((await seller.post('/api/categories', { name: 'جديدة' })).status).toBe(403);
    expect((await seller.put('/api/categories/1', { name: 'جديدة' })).status).toBe(403);
    expect((await seller.delete('/api/categories/1')).status).toBe(403);
    expect((await api.get('/api/categories/1')).body.data.name).toBe('سيدان');
  });
});
