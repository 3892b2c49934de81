import { loginAdmin, register } from '../support/fixtures';
import { carIn, query } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

const PLAIN = 'سيارة بحالة ممتازة، صيانة دورية، بدون حوادث.';

/** Four listings that differ in make, model, year, city, fuel, gearbox and condition. */
const MARKET = {
  camry: {
    fields: {
      brand: 'toyota',
      name: 'تويوتا كامري نظيفة',
      model: 'كامري',
      year: '2015',
      fuel_type: 'petrol',
      transmission: 'automatic',
      condition: 'used',
    },
    location: 'دمشق - المزة',
  },
  elantra: {
    fields: {
      brand: 'hyundai',
      name: 'هيونداي النترا',
      model: 'النترا',
      year: '2018',
      fuel_type: 'diesel',
      transmission: 'manual',
      condition: 'used',
    },
    location: 'حلب - الفرقان',
  },
  sportage: {
    fields: {
      brand: 'kia',
      name: 'كيا سبورتاج',
      model: 'سبورتاج',
      year: '2024',
      fuel_type: 'hybrid',
      transmission: 'automatic',
      condition: 'new',
    },
    location: 'حمص',
  },
  focus: {
    fields: {
      brand: 'ford',
      name: 'فورد فوكس',
      model: 'Focus',
      year: '2012',
      fuel_type: 'electric',
      transmission: 'manual',
      condition: 'used',
    },
    location: 'اللاذقية',
  },
} as const;
type Label = keyof typeof MARKET;

/** Query → the listings it finds, as buyers type them: cities, gearbox and condition words, prefixes, typos, Arabizi. */
const CASES: Array<[what: string, search: string, finds: Label[]]> = [
  ['a city', 'دمشق', ['camry']],
  ['a city with its hamza', 'اللاذقية', ['focus']],
  ['a gearbox word', 'أوتوماتيك', ['camry', 'sportage']],
  ['the other gearbox word', 'يدوي', ['elantra', 'focus']],
  ['a condition word', 'جديد', ['sportage']],
  ['a condition word in the feminine', 'مستعملة', ['camry', 'elantra', 'focus']],
  ['a fuel word', 'ديزل', ['elantra']],
  ['the start of a word', 'سبور', ['sportage']],
  ['make, model, year and city mixed', 'كامري 2015 دمشق', ['camry']],
  ['model and year', 'سبورتاج 2024', ['sportage']],
  ['a make in Latin letters', 'hyundai', ['elantra']],
  ['a make misspelt as people do', 'هونداي', ['elantra']],
  ['a model with alef maqsura', 'كامرى', ['camry']],
  ['a model with one letter wrong (fallback)', 'كامرب', ['camry']],
  ['a model with its last letter wrong (fallback)', 'سبورتاح', ['sportage']],
  ['a model in Arabizi', 'kamri', ['camry']],
  ['a model in Arabizi, misspelt (fallback)', 'kamry', ['camry']],
  ['a city in Arabizi', 'hms', ['sportage']],
];

/**
 * The search box finds what buyers type: the listing's city, its fuel, gearbox and condition in
 * Arabic words, the start of a word, Arabizi, and — only when nothing matches every word —
 * words with a letter wrong.
 */
describe('searching the car list', () => {
  let app: TestApp;
  let api: StrictApi;
  const ids = {} as Record<Label, number>;

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    const admin = api.as((await loginAdmin(api)).token);
    const seller = api.as((await register(api, 'user', 'seller')).token);
    for (const [label, car] of Object.entries(MARKET) as Array<[Label, (typeof MARKET)[Label]]>) {
      const created = await carIn('active', seller, admin, {
        fields: { ...car.fields, description: PLAIN },
        offer: { location: car.location },
      });
      ids[label] = created.id;
    }
  });
  afterAll(() => app.close());

  const found = async (search: string): Promise<Label[]> => {
    const res = await api.get(`/api/cars${query({ search, per_page: 100 })}`);
    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(res.body.data.length);
    return res.body.data
      .map((car: { id: number }) => (Object.keys(ids) as Label[]).find((label) => ids[label] === car.id))
      .sort();
  };

  it.each(CASES)('%s: "%s"', async (_what, search, finds) => {
    expect(await found(search)).toEqual([...finds].sort());
  });

  it('follows a car to its new city when the seller moves it', async () => {
    const res = await api.as((await loginAdmin(api)).token).put(`/api/cars/${ids.focus}/offers`, { location: 'طرطوس' });
    expect(res.status).toBe(200);
    expect(await found('طرطوس')).toEqual(['focus']);
    expect(await found('اللاذقية')).toEqual([]);
  });

  it('finds nothing for a word no listing has, not even by a near spelling', async () => {
    expect(await found('غواصة')).toEqual([]);
    expect(await found('كامري حلب')).toEqual([]);
  });
});

/**
 * A search with no sort chosen lists the listings holding every word whole first, then those where
 * a word is only begun, newest first within each; a chosen sort, and the cursors, keep that order.
 */
describe('searching the car list by relevance', () => {
  let app: TestApp;
  let api: StrictApi;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    const admin = api.as((await loginAdmin(api)).token);
    const seller = api.as((await register(api, 'user', 'seller')).token);
    // Listed in this order, so each is newer than the one before.
    const cars: Array<[string, string]> = [
      ['olderWhole', 'تويوتا كامري نظيفة'],
      ['begun', 'تويوتا كامريه سبورت'],
      ['newerWhole', 'تويوتا كامري فل كامل'],
      ['other', 'كيا ريو'],
    ];
    for (const [label, name] of cars) {
      const fields = { brand: label === 'other' ? 'kia' : 'toyota', name, model: 'Model', description: PLAIN };
      ids[label] = (await carIn('active', seller, admin, { fields })).id;
    }
  });
  afterAll(() => app.close());

  const listed = async (params: Record<string, string | number>) => {
    const res = await api.get(`/api/cars${query({ per_page: 100, ...params })}`);
    expect(res.status).toBe(200);
    return res.body.data.map((car: { id: number }) => car.id);
  };

  it('puts whole-word matches first, newest first, then begun words', async () => {
    expect(await listed({ search: 'كامري' })).toEqual([ids.newerWhole, ids.olderWhole, ids.begun]);
    // A chosen sort orders a search as before.
    expect(await listed({ search: 'كامري', sort: 'newest' })).toEqual([ids.newerWhole, ids.begun, ids.olderWhole]);
    expect(await listed({ search: 'كامري', sort: 'oldest' })).toEqual([ids.olderWhole, ids.begun, ids.newerWhole]);
    // A word only begun by every listing: one tier, newest first.
    expect(await listed({ search: 'كام' })).toEqual([ids.newerWhole, ids.begun, ids.olderWhole]);
  });

  it('pages and walks cursors both ways through the same order', async () => {
    const whole = await listed({ search: 'كامري' });
    const byPage: number[] = [];
    for (let page = 1; page <= 3; page++) byPage.push(...(await listed({ search: 'كامري', per_page: 1, page })));
    expect(byPage).toEqual(whole);

    let res = await api.get(`/api/cars${query({ search: 'كامري', per_page: 1 })}`);
    const forward: number[] = [];
    const cursors: string[] = [];
    for (;;) {
      forward.push(...res.body.data.map((car: { id: number }) => car.id));
      if (!res.body.pagination.next_cursor) break;
      cursors.push(res.body.pagination.prev_cursor);
      res = await api.get(`/api/cars${query({ search: 'كامري', per_page: 1, cursor: res.body.pagination.next_cursor })}`);
      expect(res.status).toBe(200);
    }
    expect(forward).toEqual(whole);
    // Back from the last page, one car at a time, to the first.
    const backward: number[] = [];
    for (;;) {
      backward.unshift(...res.body.data.map((car: { id: number }) => car.id));
      if (!res.body.pagination.prev_cursor) break;
      res = await api.get(`/api/cars${query({ search: 'كامري', per_page: 1, cursor: res.body.pagination.prev_cursor })}`);
      expect(res.status).toBe(200);
    }
    expect(backward).toEqual(whole);
    // A relevance cursor belongs to its search order: with a sort chosen it is refused.
    const stray = await api.get(`/api/cars${query({ search: 'كامري', sort: 'newest', cursor: cursors[0] ?? 'x' })}`);
    expect(stray.status).toBe(400);
  });
});
