import fc from 'fast-check';
import { BODY_TYPES } from '../../server/src/cars/dto/car-list-query.dto';
import { query } from '../support/cars';
import { seededRandom } from '../support/seeded-random';
import { deriveListingColumns, insertListings } from '../support/listing-read-model';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

interface Row {
  id: number;
  user_id: number;
  year: number;
  mileage: number;
  transmission: string;
  condition: string;
  category_id: number;
}

const LISTINGS = 240;
/** LIST_FILTER_COUNT_CAP here: broad combinations pass it, narrow ones do not. */
const FILTER_CAP = 30;
const STORE_OWNER = 2;
const GEARS = ['automatic', 'manual', 'cvt', 'dct'];
const BODIES = Object.entries(BODY_TYPES) as Array<[keyof typeof BODY_TYPES, number]>;

/** A market of varied listings, made from a seed: years, mileages, gearboxes, conditions, bodies, two sellers. */
function market(): Row[] {
  const random = seededRandom(7);
  const next = (n: number) => Math.floor(random() * n);
  return Array.from({ length: LISTINGS }, (_, i) => ({
    id: i + 1,
    user_id: 1 + next(2),
    year: 1998 + next(27),
    mileage: next(26) * 10_000 + next(3) * 1000,
    transmission: GEARS[next(4)],
    condition: next(5) === 0 ? 'new' : 'used',
    category_id: 1 + next(6),
  }));
}

interface Filters {
  yearMin?: number;
  yearMax?: number;
  mileageMax?: number;
  transmission?: 'automatic' | 'manual';
  condition?: 'new' | 'used';
  body?: keyof typeof BODY_TYPES;
  seller?: 'private' | 'store';
  sort: 'newest' | 'year_desc' | 'year_asc' | 'mileage_asc' | 'mileage_desc';
}

/** What the filters select, and in which order, computed here from the rows (the reference). */
function expected(rows: Row[], f: Filters): number[] {
  const selected = rows.filter(
    (r) =>
      (f.yearMin === undefined || r.year >= Math.min(f.yearMin, f.yearMax ?? Infinity)) &&
      (f.yearMax === undefined || r.year <= Math.max(f.yearMax, f.yearMin ?? -Infinity)) &&
      (f.mileageMax === undefined || r.mileage <= f.mileageMax) &&
      (f.transmission === undefined || (f.transmission === 'manual') === (r.transmission === 'manual')) &&
      (f.condition === undefined || r.condition === f.condition) &&
      (f.body === undefined || r.category_id === BODY_TYPES[f.body]) &&
      (f.seller === undefined || (f.seller === 'store') === (r.user_id === STORE_OWNER)),
  );
  const by: Record<Filters['sort'], (a: Row, b: Row) => number> = {
    newest: (a, b) => a.id - b.id, // each listed a minute before the one before it
    year_desc: (a, b) => b.year - a.year || b.id - a.id,
    year_asc: (a, b) => a.year - b.year || a.id - b.id,
    mileage_asc: (a, b) => a.mileage - b.mileage || a.id - b.id,
    mileage_desc: (a, b) => b.mileage - a.mileage || b.id - a.id,
  };
  return selected.sort(by[f.sort]).map((r) => r.id);
}

const filters: fc.Arbitrary<Filters> = fc.record(
  {
    yearMin: fc.integer({ min: 1995, max: 2026 }),
    yearMax: fc.integer({ min: 1995, max: 2026 }),
    mileageMax: fc.oneof(fc.constantFrom(10_000, 50_000, 100_000, 200_000), fc.integer({ min: 0, max: 300_000 })),
    transmission: fc.constantFrom('automatic' as const, 'manual' as const),
    condition: fc.constantFrom('new' as const, 'used' as const),
    body: fc.constantFrom(...BODIES.map(([name]) => name)),
    seller: fc.constantFrom('private' as const, 'store' as const),
    sort: fc.constantFrom(
      'newest' as const,
      'year_desc' as const,
      'year_asc' as const,
      'mileage_asc' as const,
      'mileage_desc' as const,
    ),
  },
  { requiredKeys: ['sort'] },
);

const params = (f: Filters): Record<string, string | number | undefined> => ({
  'year[min]': f.yearMin,
  'year[max]': f.yearMax,
  'mileage[max]': f.mileageMax,
  transmission: f.transmission,
  condition: f.condition,
  body_type: f.body,
  seller_type: f.seller,
  sort: f.sort,
});

/**
 * The year, mileage, gearbox, condition, body type and seller type filters and the year and
 * mileage sorts, in random (seeded) combinations, against the same selection computed here, by
 * page and by cursor, and each one's total: exact up to the public filters' count cap, past it
 * the cap as a lower bound.
 */
describe('listing filters and sorts', () => {
  let app: TestApp;
  let api: StrictApi;
  const rows = market();

  beforeAll(async () => {
    app = await startTestApp({ env: { LIST_FILTER_COUNT_CAP: String(FILTER_CAP) } });
    api = new StrictApi(app.url);
    await insertListings(
      app.dataSource,
      rows.map((r) => ({ ...r, model: 'Rio', search_text: 'سياره' })),
    );
    await app.dataSource.query(
      `INSERT INTO projections.stores (id, user_id, status, name, description, address, phone, email, created_at, updated_at, version)
       VALUES (1, $1, 'active', 'معرض', '', '', '0944000000', 'store@example.com', now(), now(), 1),
              (2, 1, 'pending', 'معرض آخر', '', '', '0944000001', 'other@example.com', now(), now(), 1)`,
      [STORE_OWNER],
    );
    await deriveListingColumns(app.dataSource);
  }, 120_000);
  afterAll(() => app.close());

  it('selects and orders what each combination asks, on every page and by cursor', async () => {
    await fc.assert(
      fc.asyncProperty(filters, async (f) => {
        const want = expected(rows, f);
        const res = await api.get(`/api/cars${query({ ...params(f), per_page: 100 })}`);
        expect(res.status).toBe(200);
        expect({ f, ids: res.body.data.map((car: { id: number }) => car.id) }).toEqual({ f, ids: want.slice(0, 100) });
        // Counted to the public filters' cap, then a lower bound; with no filter, the exact counter.
        const narrowed = Object.keys(f).some((key) => key !== 'sort');
        const capped = narrowed && want.length > FILTER_CAP;
        expect({ f, total: res.body.pagination.total, estimated: res.body.pagination.total_is_estimate }).toEqual({
          f,
          total: capped ? FILTER_CAP : want.length,
          estimated: capped,
        });
        // Walked by cursor, five at a time.
        const walked: number[] = [];
        let cursor: string | undefined;
        for (let i = 0; i < 4; i++) {
          const page = await api.get(`/api/cars${query({ ...params(f), per_page: 5, cursor })}`);
          expect(page.status).toBe(200);
          walked.push(...page.body.data.map((car: { id: number }) => car.id));
          cursor = page.body.pagination.next_cursor ?? undefined;
          if (!cursor) break;
        }
        expect({ f, walked }).toEqual({ f, walked: want.slice(0, walked.length) });
        expect(walked.length).toBe(Math.min(want.length, 20));
      }),
      { seed: 27, numRuns: 60 },
    );
  }, 300_000);

  it.each([
    ['year[min]', 'x', 'سنة الصنع'],
    ['year[max]', '1800', 'سنة الصنع'],
    ['mileage[max]', '-5', 'المسافة المقطوعة'],
    ['transmission', 'cvt', 'ناقل الحركة'],
    ['condition', 'old', 'حالة السيارة'],
    ['body_type', 'tank', 'نوع الهيكل'],
    ['seller_type', 'dealer', 'نوع البائع'],
    ['sort', 'year', 'ترتيب'],
  ])('refuses %s=%s with an Arabic message', async (name, value, words) => {
    const res = await api.get(`/api/cars?${name}=${value}`);
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(words);
  });
});
