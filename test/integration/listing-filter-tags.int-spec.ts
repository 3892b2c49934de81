import { listingFilterTags } from '../../server/src/cars/projections/car-listing/listing-filter-tags';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { ProjectionRebuild } from '../../server/src/replay/projection-rebuild';
import { Api } from '../support/api';
import { carIn, query } from '../support/cars';
import { loginAdmin, register } from '../support/fixtures';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The tags the generated column of migration ListingFilters1765020000100 computed, as it computed
 * them: the projection's tags must be exactly these for any row.
 */
const GENERATED_TAGS = `array_remove(ARRAY[
  'y' || year::text,
  'g' || CASE WHEN transmission = 'manual' THEN 'manual' ELSE 'automatic' END,
  'c' || condition,
  'b' || category_id::text,
  ${[10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000].map((km) => `CASE WHEN mileage <= ${km} THEN 'm${km}' END`).join(', ')}
], NULL)`;

/**
 * `filter_tags` and the search document are written by the listing projection: a listing's tags
 * follow its events (listed, details revised, offer made and changed), equal what the generated
 * column gave, and a replay gives the same; a word written with the article is found without it.
 */
describe("a listing's filter tags and article-free words, written by its projection", () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: Api;
  let seller: Api;

  const tagsOf = async (id: number) => {
    const [row] = await app.dataSource.query(
      `SELECT filter_tags AS written, ${GENERATED_TAGS} AS generated, year, transmission, condition, category_id, mileage
         FROM projections.cars WHERE id = $1`,
      [id],
    );
    return row as { written: string[]; generated: string[] } & Parameters<typeof listingFilterTags>[0];
  };
  const found = async (params: Record<string, string | number>) => {
    const res = await api.get(`/api/cars${query({ ...params, per_page: 100 })}`);
    expect({ params, status: res.status }).toEqual({ params, status: 200 });
    return (res.body.data as Array<{ id: number }>).map((car) => car.id);
  };

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    seller = api.as((await register(api, 'user', 'tags')).token);
  }, 120_000);
  afterAll(() => app.close());

  it('follows the listing from its listing through its revisions and offer changes', async () => {
    const car = await carIn('active', seller, admin, {
      fields: {
        name: 'سيارة عائلية نظيفة',
        brand: '3',
        model: 'XV70',
        year: '2016',
        condition: 'used',
        mileage: '48000',
        transmission: 'manual',
        category_id: '2',
        description: 'الكامري بالأوتوماتيك، للبيع',
      },
    });
    const listed = await tagsOf(car.id);
    expect(listed.written).toEqual(['y2016', 'gmanual', 'cused', 'b2', 'm50000', 'm75000', 'm100000', 'm150000', 'm200000']);
    expect(listed.written).toEqual(listed.generated);
    expect(await found({ transmission: 'manual', 'mileage[max]': 50000, body_type: 'suv' })).toContain(car.id);

    // The seller revises the details: every tag they touch moves, with the filters that read them.
    const revised = await seller.put(
      `/api/cars/${car.id}`,
      new URLSearchParams({ year: '2021', mileage: '9000', transmission: 'cvt', category_id: '1', condition: 'new' }),
    );
    expect(revised.status).toBe(200);
    const after = await tagsOf(car.id);
    expect(after.written).toEqual([
      'y2021',
      'gautomatic',
      'cnew',
      'b1',
      ...[10, 25, 50, 75, 100, 150, 200].map((k) => `m${k}000`),
    ]);
    expect(after.written).toEqual(after.generated);
    expect(after.written).toEqual(listingFilterTags(after));
    expect(await found({ transmission: 'manual' })).not.toContain(car.id);
    expect(await found({ transmission: 'automatic', 'year[min]': 2021, condition: 'new', body_type: 'sedan' })).toContain(car.id);

    // The offer changes (price, place): the tags stay as the details made them.
    const offer = await seller.put(`/api/cars/${car.id}/offers`, { price: 9000, location: 'حلب - الجميلية' });
    expect(offer.status).toBe(200);
    expect((await tagsOf(car.id)).written).toEqual(after.written);
    expect(await found({ 'mileage[max]': 10000, location: 'حلب' })).toContain(car.id);

    // Written with the article, found without it, as a buyer types it.
    for (const search of ['كامري', 'اوتوماتيك', 'أوتوماتيك', 'بيع'])
      expect({ search, ids: await found({ search }) }).toEqual({
        search,
        ids: expect.arrayContaining([car.id]),
      });
  });

  it("gives a listing without a body type its model's, and the seller's choice over it", async () => {
    const hilux = await carIn('active', seller, admin, {
      fields: { name: 'بيك أب للعمل', brand: '1', model: 'هايلكس', category_id: '' },
    });
    expect((await tagsOf(hilux.id)).written).toContain('b4');
    expect(await found({ body_type: 'pickup' })).toEqual([hilux.id]);
    const facets = (await api.get('/api/cars/facets')).body.data;
    expect(facets.body_type).toContainEqual({ value: 'pickup', count: 1 });

    // The seller chooses another body type: it wins over the model's.
    expect((await seller.put(`/api/cars/${hilux.id}`, new URLSearchParams({ category_id: '2' }))).status).toBe(200);
    expect((await tagsOf(hilux.id)).written).toContain('b2');
    expect(await found({ body_type: 'pickup' })).toEqual([]);
    expect(await found({ body_type: 'suv' })).toContain(hilux.id);
    const after = (await api.get('/api/cars/facets')).body.data;
    expect(after.body_type.find((f: { value: string }) => f.value === 'pickup')).toBeUndefined();
  });

  it('rebuilds the same tags and documents from the log', async () => {
    const report = await new ProjectionRebuild(app.dataSource, app.server.get(ProjectionRegistry)).run({
      mode: 'verify',
      projections: ['car-listing', 'listing-facets'],
    });
    const names = ['cars', 'listing_words', 'listing_facet_cars', 'listing_facets'];
    const tables = report.diffs.filter((diff) => names.includes(diff.table));
    expect(tables.map((diff) => diff.table).sort()).toEqual([...names].sort());
    for (const diff of tables) expect(diff).toMatchObject({ added: 0, removed: 0, changed: 0 });
    const [{ stale }] = await app.dataSource.query(
      `SELECT count(*)::int AS stale FROM projections.cars WHERE category_id IS NOT NULL AND filter_tags IS DISTINCT FROM ${GENERATED_TAGS}`,
    );
    expect(stale).toBe(0);
  });
});
