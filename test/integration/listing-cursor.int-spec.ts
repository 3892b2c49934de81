import { query } from '../support/cars';
import { loginAdmin } from '../support/fixtures';
import { deriveListingColumns } from '../support/listing-read-model';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

const SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;
const FILTERS: Array<Record<string, string | number>> = [{}, { brand: 'kia' }, { offer_type: 'rent' }, { 'price[min]': 100 }];

/** 53 cars: five share each instant, three share each price, every seventh has no offer, every 11th pending. */
async function insertAwkwardMarket(app: TestApp): Promise<void> {
  await app.dataSource.query(
    `INSERT INTO cars (id, user_id, status, name, brand, model, year, condition, mileage, fuel_type, transmission,
                         horsepower, seats, color, description, created_at, updated_at, version,
                         offer_type, pricing_period, is_available, location, price_minor, price_currency, price_usd_minor)
       SELECT i, 1, CASE WHEN i % 11 = 0 THEN 'pending' ELSE 'active' END, 'سيارة ' || i,
              (ARRAY['kia', 'toyota', 'hyundai'])[1 + i % 3], 'M', 2010, 'used', 1000, 'petrol', 'automatic', 100, 5, 'ابيض', '',
              timestamptz '2026-01-01 10:00:00.123456+00' + (i / 5) * interval '1.000001 second', now(), 1,
              CASE WHEN i % 7 = 0 THEN NULL WHEN i % 4 = 0 THEN 'rent' ELSE 'sale' END,
              CASE WHEN i % 7 <> 0 AND i % 4 = 0 THEN 'daily' END,
              CASE WHEN i % 7 <> 0 THEN true END,
              CASE WHEN i % 7 <> 0 THEN 'دمشق' END,
              CASE WHEN i % 7 <> 0 THEN (i / 3) * 5000 END,
              CASE WHEN i % 7 <> 0 THEN 'USD' END,
              CASE WHEN i % 7 <> 0 THEN (i / 3) * 5000 END
         FROM generate_series(1, 53) AS i`,
  );
  await deriveListingColumns(app.dataSource);
}

/**
 * Keyset pages (`cursor`) list the same cars in the same order as numbered pages (`page`), both
 * ways, over a market made to be awkward: cars listed at the same instant, at the same price, and
 * without a price. The cars are written straight into the read model (ties to the microsecond
 * cannot be made through the commands).
 */
describe('cursor pagination of the car list', () => {
  let app: TestApp;
  let api: StrictApi;

  const get = async (params: Record<string, string | number | undefined>) => {
    const res = await api.get(`/api/cars${query(params)}`);
    expect({ params, status: res.status }).toEqual({ params, status: 200 });
    return res.body as {
      data: Array<{ id: number }>;
      pagination: { current_page: number | null; last_page: number; next_cursor: string | null; prev_cursor: string | null };
    };
  };
  const ids = (body: { data: Array<{ id: number }> }) => body.data.map((car) => car.id);

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    await insertAwkwardMarket(app);
  });
  afterAll(() => app.close());

  it('walks forward by next_cursor through the same cars, in the same order, as page by page', async () => {
    for (const sort of SORTS) {
      for (const filters of FILTERS) {
        const whole = ids(await get({ ...filters, sort, per_page: 100 }));
        expect(whole.length).toBeGreaterThan(5);
        const byPage: number[] = [];
        const first = await get({ ...filters, sort, per_page: 4 });
        for (let page = 1; page <= first.pagination.last_page; page++)
          byPage.push(...ids(await get({ ...filters, sort, per_page: 4, page })));

        const byCursor: number[] = [];
        let body = first;
        expect(body.pagination.prev_cursor).toBeNull();
        for (;;) {
          byCursor.push(...ids(body));
          if (!body.pagination.next_cursor) break;
          body = await get({ ...filters, sort, per_page: 4, cursor: body.pagination.next_cursor });
          expect(body.pagination.current_page).toBeNull();
          expect(body.pagination.prev_cursor).not.toBeNull();
        }
        expect({ sort, filters, byCursor }).toEqual({ sort, filters, byCursor: whole });
        expect({ sort, filters, byPage }).toEqual({ sort, filters, byPage: whole });
      }
    }
  });

  it('walks back by prev_cursor from the last page to the first, which has no prev_cursor', async () => {
    for (const sort of SORTS) {
      for (const filters of FILTERS) {
        const whole = ids(await get({ ...filters, sort, per_page: 100 }));
        const first = await get({ ...filters, sort, per_page: 5 });
        let body = await get({ ...filters, sort, per_page: 5, page: first.pagination.last_page });
        expect(body.pagination.next_cursor).toBeNull();
        const pages: number[][] = [];
        for (;;) {
          pages.unshift(ids(body));
          if (!body.pagination.prev_cursor) break;
          body = await get({ ...filters, sort, per_page: 5, cursor: body.pagination.prev_cursor });
          expect(body.pagination.next_cursor).not.toBeNull();
        }
        expect({ sort, filters, back: pages.flat() }).toEqual({ sort, filters, back: whole });
        // The first page reached backwards is the first page: five cars, none before it.
        expect(pages[0]).toEqual(whole.slice(0, 5));
      }
    }
  });

  it('goes forward again from a page reached backwards', async () => {
    const p1 = await get({ sort: 'price_asc', per_page: 6 });
    const p2 = await get({ sort: 'price_asc', per_page: 6, cursor: p1.pagination.next_cursor! });
    const back = await get({ sort: 'price_asc', per_page: 6, cursor: p2.pagination.prev_cursor! });
    expect(ids(back)).toEqual(ids(p1));
    const again = await get({ sort: 'price_asc', per_page: 6, cursor: back.pagination.next_cursor! });
    expect(ids(again)).toEqual(ids(p2));
  });

  it('refuses a cursor that is not one of its own with 400 and an Arabic message', async () => {
    const good = (await get({ sort: 'newest', per_page: 3 })).pagination.next_cursor!;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad: Array<[string, Record<string, string>]> = [
      ['garbage', { cursor: 'not a cursor!' }],
      ['not JSON', { cursor: Buffer.from('hello').toString('base64url') }],
      ['another sort', { cursor: good, sort: 'price_asc' }],
      ['a bad time', { cursor: encode({ s: 'newest', d: 'next', k: 'yesterday', i: 3 }) }],
      ['an impossible time', { cursor: encode({ s: 'newest', d: 'next', k: '2026-13-45T99:00:00.000000Z', i: 3 }) }],
      // Days JavaScript's Date takes (rolled over, or year 0) and PostgreSQL's timestamptz refuses.
      ['a day February has not', { cursor: encode({ s: 'newest', d: 'next', k: '2026-02-30T00:00:00.000000Z', i: 3 }) }],
      [
        'the hour after midnight',
        { cursor: encode({ s: 'oldest', d: 'next', k: '2026-01-01T24:00:00.000000Z', i: 3 }), sort: 'oldest' },
      ],
      ['year zero', { cursor: encode({ s: 'newest', d: 'prev', k: '0000-01-01T00:00:00.000000Z', i: 3 }) }],
      [
        'a search on a day February has not',
        { cursor: encode({ s: 'relevance', d: 'next', k: '0:2026-02-31T10:00:00.000000Z', i: 3 }), search: 'تويوتا' },
      ],
      ['a bad price', { cursor: encode({ s: 'price_asc', d: 'next', k: '-5', i: 3 }), sort: 'price_asc' }],
      ['a bad id', { cursor: encode({ s: 'newest', d: 'next', k: '2026-01-01T10:00:00.123456Z', i: 0 }) }],
      ['a bad direction', { cursor: encode({ s: 'newest', d: 'up', k: '2026-01-01T10:00:00.123456Z', i: 3 }) }],
      ['an array', { cursor: encode(['newest']) }],
      ['too long', { cursor: 'a'.repeat(400) }],
    ];
    for (const [why, params] of bad) {
      const res = await api.get(`/api/cars${query(params)}`);
      expect({ why, status: res.status, message: res.body.message }).toEqual({
        why,
        status: 400,
        message: 'مؤشر الصفحة غير صالح، يرجى العودة إلى الصفحة الأولى',
      });
    }
    // The offers' list reads its cursor the same way.
    const offers = await api.get(
      `/api/car-offers${query({ cursor: encode({ s: 'newest', d: 'next', k: '2026-02-30T00:00:00.000000Z', i: 3 }) })}`,
    );
    expect({ status: offers.status, message: offers.body.message }).toEqual({
      status: 400,
      message: 'مؤشر الصفحة غير صالح، يرجى العودة إلى الصفحة الأولى',
    });
    const twice = await api.get(`/api/cars?cursor=${good}&cursor=${good}`);
    expect(twice.status).toBe(400);
  });
});

/**
 * Counting stops past LIST_COUNT_CAP (10 here, 10,000 in production): beyond it `total` is the
 * cap and says it is a lower bound; at or under it the count is exact.
 */
describe('capped counts of the car list', () => {
  let app: TestApp;
  let api: StrictApi;

  beforeAll(async () => {
    app = await startTestApp({ env: { LIST_COUNT_CAP: '10' } });
    api = new StrictApi(app.url);
    await insertAwkwardMarket(app);
  });
  afterAll(() => app.close());

  it('answers the cap as a lower bound when more cars match, with last_page from it, and pages on', async () => {
    // A price range: no facet counter counts it, so it is counted up to the cap.
    const res = await api.get('/api/cars?per_page=4&price[min]=0');
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ total: 10, total_is_estimate: true, last_page: 3, total_pages: 3 });
    // Pages past the estimate still answer (the old client's page links, a keyset walk).
    const deep = await api.get('/api/cars?per_page=4&price[min]=0&page=6');
    expect(deep.body.data).toHaveLength(4);
    expect(deep.body.pagination.next_cursor).not.toBeNull();
  });

  it('reads an exact total past the cap from the facet counters: every car, one make, one offer type', async () => {
    const counts = async (where: string) =>
      (await app.dataSource.query(`SELECT count(*)::int AS n FROM cars WHERE status = 'active' ${where}`))[0].n;
    for (const [path, where] of [
      ['/api/cars?per_page=4', ''],
      ['/api/cars?per_page=4&brand=kia', `AND brand = 'kia'`],
      ['/api/cars?per_page=4&offer_type=sale', `AND offer_type = 'sale'`],
    ]) {
      const expected = await counts(where);
      expect(expected).toBeGreaterThan(10);
      const res = await api.get(path);
      expect({ path, pagination: res.body.pagination }).toMatchObject({
        path,
        pagination: { total: expected, total_is_estimate: false, last_page: Math.ceil(expected / 4) },
      });
    }
  });

  it('counts exactly at or under the cap', async () => {
    const [{ kia }] = await app.dataSource.query(
      `SELECT count(*)::int AS kia FROM cars WHERE status = 'active' AND brand = 'kia' AND price_usd_minor >= 100000`,
    );
    expect(kia).toBeLessThanOrEqual(10);
    const res = await api.get('/api/cars?brand=kia&price[min]=1000');
    expect(res.body.pagination).toMatchObject({ total: kia, total_is_estimate: false });
    expect(res.body.data).toHaveLength(kia);
  });
});

/**
 * A public list narrowed by a filter no facet counter counts stops counting past
 * LIST_FILTER_COUNT_CAP (4 here, 1,000 in production), a lower cap than an admin's list of the
 * same filter (LIST_COUNT_CAP, 10 here): counting walks listings until it has found the cap.
 */
describe("capped counts of a public list's other filters", () => {
  let app: TestApp;
  let api: StrictApi;

  beforeAll(async () => {
    app = await startTestApp({ env: { LIST_COUNT_CAP: '10', LIST_FILTER_COUNT_CAP: '4' } });
    api = new StrictApi(app.url);
    await insertAwkwardMarket(app);
  });
  afterAll(() => app.close());

  it('counts a price range to its own cap for a visitor, and pages on past it', async () => {
    const res = await api.get('/api/cars?per_page=3&price[min]=0');
    expect(res.body.pagination).toMatchObject({ total: 4, total_is_estimate: true, last_page: 2 });
    const deep = await api.get('/api/cars?per_page=3&price[min]=0&page=5');
    expect(deep.body.data).toHaveLength(3);
    expect(deep.body.pagination.next_cursor).not.toBeNull();
  });

  it("counts an admin's list of the same filter to the list cap", async () => {
    const admin = api.as((await loginAdmin(api)).token);
    const res = await admin.get('/api/cars?per_page=3&price[min]=0');
    expect(res.body.pagination).toMatchObject({ total: 10, total_is_estimate: true });
  });

  it('keeps exact totals from the facet counters and at or under the cap', async () => {
    const [{ kia }] = await app.dataSource.query(
      `SELECT count(*)::int AS kia FROM cars WHERE status = 'active' AND brand = 'kia'`,
    );
    expect(kia).toBeGreaterThan(4);
    expect((await api.get('/api/cars?brand=kia')).body.pagination).toMatchObject({ total: kia, total_is_estimate: false });
    const [{ few }] = await app.dataSource.query(
      `SELECT count(*)::int AS few FROM cars WHERE status = 'active' AND brand = 'kia' AND price_usd_minor >= 70000`,
    );
    expect(few).toBeGreaterThan(0);
    expect(few).toBeLessThanOrEqual(4);
    const res = await api.get('/api/cars?brand=kia&price[min]=700');
    expect(res.body.pagination).toMatchObject({ total: few, total_is_estimate: false });
    expect(res.body.data).toHaveLength(few);
  });
});
