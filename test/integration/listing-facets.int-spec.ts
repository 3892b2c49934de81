import { CommandBus } from '@nestjs/cqrs';
import { ExpireCar } from '../../server/src/cars/commands/expire-car/expire-car.command';
import {
  CATEGORY_COUNTERS_SINCE,
  ListingFacetsProjection,
  PENDING_COUNTERS_SINCE,
  STATUS_COUNTERS_SINCE,
} from '../../server/src/cars/projections/listing-facets/listing-facets.projection';
import { projectionName, projectionVersion } from '../../server/src/event-store/projection';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { ProjectionRebuild } from '../../server/src/replay/projection-rebuild';
import { Api } from '../support/api';
import { carIn, query } from '../support/cars';
import { loginAdmin, register } from '../support/fixtures';
import { everyStatementDuring, rowsReadByTable, workersReading } from '../support/query-plans';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/** Counters in the bytewise order of their facet and value (as ORDER BY … COLLATE "C" gives them). */
const byKey = (a: { facet: string; value: string }, b: { facet: string; value: string }) =>
  Buffer.compare(Buffer.from(`${a.facet}\u0000${a.value}`), Buffer.from(`${b.facet}\u0000${b.value}`));

type Facets = Record<
  'brand' | 'city' | 'fuel_type' | 'offer_type' | 'transmission' | 'condition' | 'body_type' | 'seller_type',
  Array<{ value: string; count: number }>
> & { total: number };

/** The gearbox a buyer sees, and the body type's name by the car form's category, of `projections.cars`. */
const SINGLE_VALUES = `('transmission', CASE WHEN transmission = 'manual' THEN 'manual' ELSE 'automatic' END),
  ('condition', condition),
  ('body_type', (ARRAY['sedan', 'suv', 'hatchback', 'pickup', 'coupe', 'van'])[category_id])`;

/** What the counters must say: a GROUP BY over the active listings of the read model. */
async function groupBy(app: TestApp): Promise<Facets> {
  const rows: Array<{ facet: string; value: string; count: number }> = await app.dataSource.query(
    `SELECT facet, value, count(*)::int AS count FROM projections.cars
      CROSS JOIN LATERAL (VALUES ('brand', brand), ('city', city), ('fuel_type', fuel_type), ('offer_type', offer_type),
        ('seller_type', CASE WHEN user_id IN (SELECT user_id FROM projections.stores WHERE status = 'active') THEN 'store' ELSE 'private' END),
        ${SINGLE_VALUES}) f(facet, value)
      WHERE status = 'active' AND value IS NOT NULL
      GROUP BY facet, value ORDER BY facet, count(*) DESC, value`,
  );
  const [{ total }] = await app.dataSource.query(`SELECT count(*)::int AS total FROM projections.cars WHERE status = 'active'`);
  const facets: Facets = {
    total,
    brand: [],
    city: [],
    fuel_type: [],
    offer_type: [],
    transmission: [],
    condition: [],
    body_type: [],
    seller_type: [],
  };
  for (const { facet, value, count } of rows) facets[facet as keyof Omit<Facets, 'total'>].push({ value, count });
  return facets;
}

/**
 * What every counter, single facet and combination, must hold: a GROUP BY CUBE over the active
 * listings, each group that has all of its values (a combination is named `brand+city`, its value
 * `kia␟حلب`; the empty one is `all`), and the gearbox, condition and body type counted alone.
 * Beside them, the pending, the rejected and the expired listings, counted for the admins (the
 * pending ones in eight rows, `<id mod 8>`), and the listings of every status per category, in
 * eight rows each (`<category>␟<id mod 8>`).
 */
async function cube(app: TestApp): Promise<Array<{ facet: string; value: string; cars: number }>> {
  const grouped = (column: string) => `CASE WHEN GROUPING(${column}) = 0 THEN`;
  const columns = ['brand', 'city', 'fuel_type', 'offer_type'];
  return app.dataSource.query(
    `SELECT COALESCE(NULLIF(concat_ws('+', ${columns.map((c) => `${grouped(c)} '${c}' END`).join(', ')}), ''), 'all') AS facet,
            concat_ws(E'\\x1f', ${columns.map((c) => `${grouped(c)} ${c} END`).join(', ')}) AS value,
            count(*)::int AS cars
       FROM projections.cars WHERE status = 'active'
      GROUP BY CUBE (${columns.join(', ')})
     HAVING ${columns.map((c) => `(GROUPING(${c}) = 1 OR ${c} <> '')`).join(' AND ')}
     UNION ALL
     SELECT facet, value, count(*)::int FROM projections.cars CROSS JOIN LATERAL (VALUES ${SINGLE_VALUES}) f(facet, value)
      WHERE status = 'active' AND value IS NOT NULL GROUP BY facet, value
     UNION ALL
     SELECT 'status', status, count(*)::int FROM projections.cars WHERE status IN ('rejected', 'expired') GROUP BY status
     UNION ALL
     SELECT 'pending', (id % 8)::text, count(*)::int FROM projections.cars WHERE status = 'pending' GROUP BY id % 8
     UNION ALL
     SELECT 'category', concat_ws(E'\\x1f', category_id, id % 8), count(*)::int FROM projections.cars
      WHERE category_id IS NOT NULL GROUP BY category_id, id % 8
      ORDER BY 1, 2`,
  );
}

/** Each category's `cars_count` must be its listings of every status, as counted. */
async function categoryCounts(app: TestApp): Promise<Array<{ id: number; cars_count: number }>> {
  return app.dataSource.query(
    `SELECT k.id, (SELECT count(*)::int FROM projections.cars c WHERE c.category_id = k.id) AS cars_count
       FROM projections.categories k ORDER BY k.id`,
  );
}

/** Each category's `cars_count` as GET /api/categories gives it. */
const servedCounts = (body: { data: Array<{ id: number; cars_count: number }> }) =>
  body.data.map(({ id, cars_count }) => ({ id, cars_count }));

/**
 * GET /api/cars/facets and the list's totals come from counters kept by the listing-facets
 * projection: after every kind of change a listing goes through they equal a GROUP BY over the
 * listings, and rebuilding the projections from the log gives the same rows.
 */
describe('facet counters of the listings', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: Api;
  let seller: Api;
  const ids: Record<string, number> = {};

  const expectCountersToMatch = async (step: string) => {
    const expected = await groupBy(app);
    const res = await api.get('/api/cars/facets');
    expect(res.status).toBe(200);
    expect({ step, facets: res.body.data }).toEqual({ step, facets: expected });
    // Every counter, of a facet or a combination, equals the listings' GROUP BY.
    const counters = await app.dataSource.query(
      `SELECT facet, value, cars FROM projections.listing_facets ORDER BY facet COLLATE "C", value COLLATE "C"`,
    );
    const reference = await cube(app);
    expect({ step, counters }).toEqual({ step, counters: reference.sort(byKey) });
    const categories = servedCounts((await api.get('/api/categories')).body);
    expect({ step, categories }).toEqual({ step, categories: await categoryCounts(app) });
    // The list's totals for a facet or a mix of them read the same counters, and agree with the list itself.
    for (const params of [
      {},
      { brand: 'kia' },
      { location: 'حلب' },
      { fuel_type: 'diesel' },
      { offer_type: 'rent' },
      { brand: 'kia', location: 'حلب' },
      { location: 'حلب', offer_type: 'sale' },
      { brand: 'toyota', fuel_type: 'petrol', offer_type: 'rent' },
      { brand: 'toyota', location: 'اللاذقية', fuel_type: 'petrol', offer_type: 'rent' },
      { brand: 'hyundai', location: 'حلب' },
    ]) {
      const list = await api.get(`/api/cars${query({ ...params, per_page: 100 })}`);
      const { total, total_is_estimate } = list.body.pagination;
      expect({ step, params, total, total_is_estimate }).toEqual({
        step,
        params,
        total: list.body.data.length,
        total_is_estimate: false,
      });
    }
    return expected;
  };

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    seller = api.as((await register(api, 'user', 'seller')).token);
    const cars: Array<[string, 'active' | 'pending' | 'rejected', Record<string, string>, Record<string, unknown>]> = [
      ['kiaDamascus', 'active', { brand: 'kia', fuel_type: 'petrol' }, { location: 'دمشق - المزة' }],
      ['kiaAleppo', 'active', { brand: 'kia', fuel_type: 'diesel' }, { location: 'حلب' }],
      ['toyotaAleppo', 'active', { brand: 'toyota', fuel_type: 'hybrid' }, { location: 'حلب - الفرقان' }],
      [
        'toyotaRent',
        'active',
        { brand: 'toyota', fuel_type: 'petrol' },
        { location: 'اللاذقية', offer_type: 'rent', pricing_period: 'daily', price: 40 },
      ],
      ['hyundaiRif', 'active', { brand: 'hyundai', fuel_type: 'diesel' }, { location: 'ريف دمشق - جرمانا' }],
      ['hyundaiPending', 'pending', { brand: 'hyundai', fuel_type: 'electric' }, { location: 'حمص' }],
      ['fordRejected', 'rejected', { brand: 'ford', fuel_type: 'petrol' }, { location: 'طرطوس' }],
    ];
    for (const [label, status, fields, offer] of cars) ids[label] = (await carIn(status, seller, admin, { fields, offer })).id;
  }, 120_000);
  afterAll(() => app.close());

  it('counts the approved listings per make, city, fuel and offer type', async () => {
    const facets = await expectCountersToMatch('approved');
    expect(facets.total).toBe(5);
    expect(facets.city).toEqual([
      { value: 'حلب', count: 2 },
      { value: 'اللاذقية', count: 1 },
      { value: 'دمشق', count: 1 },
      { value: 'ريف دمشق', count: 1 },
    ]);
    expect(facets.brand).toContainEqual({ value: 'kia', count: 2 });
    // The test form's car: an automatic, used sedan from a private seller.
    expect([facets.transmission, facets.condition, facets.body_type, facets.seller_type]).toEqual([
      [{ value: 'automatic', count: 5 }],
      [{ value: 'used', count: 5 }],
      [{ value: 'sedan', count: 5 }],
      [{ value: 'private', count: 5 }],
    ]);
  });

  it('follows every change: approval, a new make and fuel, a move, a new offer type, a new price, expiry, renewal, resubmission, rejection and removal', async () => {
    await expect(admin.put(`/api/cars/${ids.hyundaiPending}/approve`, { approve_anyway: true })).resolves.toMatchObject({
      status: 200,
    });
    await expectCountersToMatch('approve');

    await expect(seller.put(`/api/cars/${ids.kiaAleppo}`, { brand: 'nissan', fuel_type: 'petrol' })).resolves.toMatchObject({
      status: 200,
    });
    await expectCountersToMatch('edit make and fuel');

    await expect(
      seller.put(`/api/cars/${ids.kiaAleppo}`, { transmission: 'manual', condition: 'new', category_id: 4 }),
    ).resolves.toMatchObject({ status: 200 });
    const revised = await expectCountersToMatch('edit gearbox, condition and body type');
    expect(revised.transmission).toContainEqual({ value: 'manual', count: 1 });
    expect(revised.body_type).toContainEqual({ value: 'pickup', count: 1 });

    await expect(seller.put(`/api/cars/${ids.toyotaAleppo}/offers`, { location: 'طرطوس - الكورنيش' })).resolves.toMatchObject({
      status: 200,
    });
    await expectCountersToMatch('move to another city');

    await expect(seller.put(`/api/cars/${ids.kiaDamascus}/offers`, { price: 9000, price_unit: 'SYP' })).resolves.toMatchObject({
      status: 200,
    });
    await expect(admin.put('/api/admin/exchange-rates', { SYP: '140' })).resolves.toMatchObject({ status: 200 });
    await expectCountersToMatch('re-price');

    await expect(
      seller.put(`/api/cars/${ids.kiaDamascus}/offers`, { offer_type: 'rent', pricing_period: 'weekly', price: 150 }),
    ).resolves.toMatchObject({ status: 200 });
    expect((await api.get(`/api/cars/${ids.kiaDamascus}`)).body.offer.offer_type).toBe('rent');
    await expectCountersToMatch('new offer type');

    const bus = app.server.get(CommandBus);
    await bus.execute(new ExpireCar(ids.toyotaRent, new Date(Date.now() + 400 * 24 * 3600 * 1000)));
    expect((await seller.get(`/api/cars/${ids.toyotaRent}`)).body.status).toBe('expired');
    await expectCountersToMatch('expire');

    await expect(seller.put(`/api/cars/${ids.toyotaRent}/renew`)).resolves.toMatchObject({ status: 200 });
    await expectCountersToMatch('renew');

    // The admins' counters of rejected and expired listings follow them out of those statuses too.
    await expect(seller.put(`/api/cars/${ids.fordRejected}`, { mileage: 91000 })).resolves.toMatchObject({ status: 200 });
    expect((await seller.get(`/api/cars/${ids.fordRejected}`)).body.status).toBe('pending');
    await expectCountersToMatch('resubmit a rejected listing');
    await expect(admin.put(`/api/cars/${ids.fordRejected}/reject`, { reason: 'الصور غير واضحة' })).resolves.toMatchObject({
      status: 200,
    });
    await expectCountersToMatch('reject again');
    await bus.execute(new ExpireCar(ids.toyotaRent, new Date(Date.now() + 800 * 24 * 3600 * 1000)));
    await expectCountersToMatch('expire again');
    await expect(seller.delete(`/api/cars/${ids.toyotaRent}`)).resolves.toMatchObject({ status: 200 });
    await expect(seller.delete(`/api/cars/${ids.fordRejected}`)).resolves.toMatchObject({ status: 200 });
    const statuses = await app.dataSource.query(`SELECT value, cars FROM projections.listing_facets WHERE facet = 'status'`);
    expect(statuses).toEqual([]);
    await expectCountersToMatch('remove an expired and a rejected listing');

    await expect(seller.delete(`/api/cars/${ids.hyundaiRif}`)).resolves.toMatchObject({ status: 200 });
    const after = await expectCountersToMatch('remove');
    // Counters that reach zero are gone, not left at zero.
    expect(after.city.map((c) => c.value)).not.toContain('ريف دمشق');
    expect(after.city).toContainEqual({ value: 'طرطوس', count: 1 });
  });

  it('rebuilds the same counters from the log', async () => {
    const rebuild = new ProjectionRebuild(app.dataSource, app.server.get(ProjectionRegistry));
    const report = await rebuild.run({ mode: 'verify' });
    const facetTables = report.diffs.filter((diff) => ['listing_facets', 'listing_facet_cars', 'cars'].includes(diff.table));
    expect(facetTables.map((diff) => diff.table).sort()).toEqual(['cars', 'listing_facet_cars', 'listing_facets']);
    for (const diff of facetTables) expect(diff).toMatchObject({ added: 0, removed: 0, changed: 0 });
    expect(facetTables.find((diff) => diff.table === 'listing_facets')!.rows).toBeGreaterThan(5);
  });

  it("names its own version where the admins' counters check that the status counters were built", () => {
    const projection = app.server.get(ListingFacetsProjection, { strict: false });
    expect(projectionName(projection)).toBe(STATUS_COUNTERS_SINCE.projection);
    expect(projectionVersion(projection)).toBeGreaterThanOrEqual(STATUS_COUNTERS_SINCE.version);
    expect(projectionName(projection)).toBe(CATEGORY_COUNTERS_SINCE.projection);
    expect(projectionVersion(projection)).toBeGreaterThanOrEqual(CATEGORY_COUNTERS_SINCE.version);
    expect(projectionName(projection)).toBe(PENDING_COUNTERS_SINCE.projection);
    expect(projectionVersion(projection)).toBeGreaterThanOrEqual(PENDING_COUNTERS_SINCE.version);
  });

  it("reads the categories' counts from the counters, and counts the listings until a replay has built them", async () => {
    const expected = await categoryCounts(app);
    expect(expected.some(({ cars_count }) => cars_count > 0)).toBe(true);
    const asked = async () => {
      const { result, unnamed, named } = await everyStatementDuring(app.dataSource, () => api.get('/api/categories'));
      const statements = [...unnamed, ...named];
      // The rows each statement read from the listings, run again under EXPLAIN ANALYZE: a branch not taken reads none.
      const read = await Promise.all(statements.map(([sql, params]) => rowsReadByTable(app.dataSource, sql, params)));
      // Nor does it start a worker to read them: on a big market the count is planned in parallel (25 ms at 1,000,000).
      let workers = 0;
      for (const [sql, params] of statements) workers += await workersReading(app.dataSource, 'cars', sql, params);
      return { counts: servedCounts(result.body), readsListings: read.some((byTable) => (byTable.cars ?? 0) > 0), workers };
    };
    // Counting read every listing: about 10 ms at 200,000, growing with the market.
    expect(await asked()).toEqual({ counts: expected, readsListings: false, workers: 0 });
    // A database whose counters were built by version 3: no category counters yet.
    const { projection, version } = CATEGORY_COUNTERS_SINCE;
    const [{ live }] = await app.dataSource.query(`SELECT version AS live FROM public.projection_versions WHERE name = $1`, [
      projection,
    ]);
    await app.dataSource.query(`UPDATE public.projection_versions SET version = $2 WHERE name = $1`, [projection, version - 1]);
    try {
      expect(await asked()).toMatchObject({ counts: expected, readsListings: true });
    } finally {
      await app.dataSource.query(`UPDATE public.projection_versions SET version = $2 WHERE name = $1`, [projection, live]);
    }
  });
});
