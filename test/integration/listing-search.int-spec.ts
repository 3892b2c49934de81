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
