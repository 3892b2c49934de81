import { DemoPartsSeeder } from '../../server/src/seed/demo/demo-parts.seeder';
import { DEMO_PARTS } from '../../server/src/seed/demo/demo-parts';
import { SeedContext } from '../../server/src/seed/seed-context';
import { eventually, login } from '../support/fixtures';
import { query } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

const CATEGORIES = [
  'engine',
  'brakes',
  'suspension',
  'electrical',
  'air_conditioning',
  'lighting',
  'oils_filters',
  'wheels_tyres',
];

const ASK = { name: 'باسل', email: 'basel@example.sy', message: 'هل القطعة متوفرة للتسليم اليوم في دمشق؟' };

/** The spare parts catalogue over the demo parts, created by their seeder through commands. */
describe('spare parts', () => {
  let app: TestApp;
  let api: StrictApi;

  const list = async (params: Record<string, string | number | undefined> = {}) => {
    const res = await api.get(`/api/spare-parts${query({ per_page: 100, ...params })}`);
    expect(res.status).toBe(200);
    return res.body.data as Array<Record<string, any>>;
  };

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    api = new StrictApi(app.url);
    await app.server.get(DemoPartsSeeder).run(app.server.get(SeedContext));
  });
  afterAll(() => app.close());

  it('pages the catalogue (12 by default) with the spec fields on every part', async () => {
    const res = await api.get('/api/spare-parts');
    expect(res.body.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(DEMO_PARTS.length / 12),
      total: DEMO_PARTS.length,
      per_page: 12,
    });
    expect(res.body.data).toHaveLength(12);
    const part = res.body.data[0];
    for (const key of ['id', 'name', 'brand', 'category', 'price', 'compatibility', 'image', 'inStock', 'isOriginal']) {
      expect(part).toHaveProperty(key);
    }
    // In stock first.
    const all = await list();
    const firstOut = all.findIndex((p) => !p.in_stock);
    expect(all.slice(firstOut).every((p) => !p.in_stock)).toBe(true);
  });

  it('has parts in each of the eight categories and filters by category and type', async () => {
    for (const category of CATEGORIES) {
      const parts = await list({ category });
      expect(parts.length).toBeGreaterThanOrEqual(4);
      expect(parts.every((p) => p.category === category)).toBe(true);
    }
    const originals = await list({ type: 'original' });
    expect(originals.length).toBeGreaterThan(5);
    expect(originals.every((p) => p.isOriginal === true)).toBe(true);
    const replacements = await list({ type: 'replacement' });
    expect(originals.length + replacements.length).toBe(DEMO_PARTS.length);
  });

  it('filters by make and model, keeping the parts that fit every car', async () => {
    const toyota = await list({ make: 'toyota' });
    expect(toyota.every((p) => p.makes.includes('toyota') || p.fits_all)).toBe(true);
    expect(toyota.some((p) => p.fits_all)).toBe(true);
    expect(toyota.some((p) => p.makes.includes('honda') && !p.makes.includes('toyota'))).toBe(false);

    const camry = await list({ model: 'camry' });
    expect(camry.map((p) => p.name)).toEqual(expect.arrayContaining(['فحمات فرامل أمامية كامري', 'فلتر زيت تويوتا']));
    expect(
      camry.every((p) => p.models.includes('camry') || p.fits_all || (p.models.length === 0 && p.makes.includes('toyota'))),
    ).toBe(true);
    expect(camry.some((p) => p.models.includes('corolla') && !p.models.includes('camry'))).toBe(false);
    const both = await list({ make: 'kia', model: 'sportage', category: 'brakes', type: 'original' });
    expect(both.map((p) => p.name)).toEqual(['حساس ABS أمامي سبورتاج']);
  });

  it('searches names, categories and fits the way people type Arabic', async () => {
    expect((await list({ search: 'فحمات فرامل امامية' })).map((p) => p.name)).toContain('فحمات فرامل أمامية كامري');
    const brakes = await list({ search: 'الفرامل' });
    expect(brakes.length).toBeGreaterThanOrEqual(4);
    expect((await list({ search: 'كامري' })).length).toBeGreaterThanOrEqual(3);
    expect((await list({ search: 'toyota' })).map((p) => p.name)).toContain('ضوء خلفي كورولا');
    expect(await list({ search: 'غواصة' })).toEqual([]);
  });

  it('prices every part in US dollars and processes its photo into WebP variants', async () => {
    const battery = (await list({ search: 'بطارية' }))[0];
    expect(battery.currency).toBe('SYP');
    expect(battery.price).toBe(90); // 9,900 SYP at 110 SYP per dollar
    await eventually(async () => {
      const parts = await list();
      return parts.every((p) => p.images[0].status === 'ready') ? parts : null;
    });
    const [part] = await list({ per_page: 1 });
    expect(part.image).toMatch(/^\/media\/variants\/parts\/\d+\//);
    expect(part.images[0].variants.map((v: { width: number }) => v.width)).toEqual([320, 640]);
    expect((await api.get(part.image)).headers.get('content-type')).toBe('image/webp');
  });

  it('refuses junk filters with a 422', async () => {
    for (const params of [
      { category: 'rockets' },
      { make: 'tesla' },
      { model: 'x5' },
      { type: 'used' },
      { page: 0 },
      { sort: 'random' },
    ]) {
      const res = await api.get(`/api/spare-parts${query(params)}`);
      expect(res.status).toBe(422);
    }
    expect((await api.get('/api/spare-parts?category=all&make=&type=all')).status).toBe(200);
  });

  it("asks the store about a part: the message lands in the store's inbox, about that part", async () => {
    const [part] = await list({ search: 'كمبروسر' });
    const sent = await api.post(`/api/spare-parts/${part.id}/messages`, ASK);
    expect(sent.status).toBe(201);
    const store = await login(api, 'aleppo.parts@sayyara.sy', 'demo12345');
    const inbox = await api.as(store.token).get('/api/messages');
    expect(inbox.body.data[0]).toMatchObject({
      id: sent.body.data.id,
      car_id: null,
      part_id: part.id,
      part_name: 'كمبروسر مكيف سبورتاج',
      message: ASK.message,
    });
    expect((await api.as(store.token).post(`/api/spare-parts/${part.id}/messages`, ASK)).status).toBe(422);
    expect((await api.post('/api/spare-parts/999999/messages', ASK)).status).toBe(404);
    expect((await api.post(`/api/spare-parts/${part.id}/messages`, { ...ASK, message: 'قصير' })).status).toBe(422);
  });

  it("takes a closed store's parts out of the catalogue", async () => {
    const before = await list();
    const store = await login(api, 'parts@sayyara.sy', 'demo12345');
    expect((await api.as(store.token).delete('/api/me')).status).toBe(200);
    const after = await list();
    expect(after.length).toBe(before.length - DEMO_PARTS.filter((p) => p.seller === 'sham-parts').length);
    expect(after.every((p) => p.seller.id !== store.user.id)).toBe(true);
    const removed = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM public.events WHERE stream_type = 'part' AND event_type = 'PartRemoved'`,
    );
    expect(removed[0].n).toBe(before.length - after.length);
  });
});
