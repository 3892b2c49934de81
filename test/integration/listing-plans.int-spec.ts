import { searchDocument } from '../../server/src/shared/arabic/normalise';
import { query } from '../support/cars';
import { deriveListingColumns } from '../support/listing-read-model';
import { loginAdmin } from '../support/fixtures';
import {
  everyStatementDuring,
  highestParameter,
  parametersUsed,
  planNodes,
  readsListingTrigrams,
  rowsReadByTable,
} from '../support/query-plans';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

const LISTINGS = 50_000;
const BRANDS = ['toyota', 'hyundai', 'kia', 'nissan', 'mercedes', 'bmw', 'honda', 'audi', 'lexus', 'ford', 'chevrolet'];
const MODELS = ['كامري', 'النترا', 'سبورتاج', 'صني', 'C200', 'X5', 'سيفيك', 'A4', 'ES350', 'فوكس', 'كروز'];
const CITIES = ['دمشق - المزة', 'حلب - الفرقان', 'حمص', 'اللاذقية', 'طرطوس', 'درعا', 'السويداء', 'حماة'];

/** A sequential scan of the listing tables. */
const isListingSeqScan = (node: Record<string, any>): boolean =>
  node['Node Type'] === 'Seq Scan' && ['cars', 'car_offers'].includes(node['Relation Name']);

/** A statement as a failure message shows it. */
const shortened = (sql: string): string => sql.replace(/\s+/g, ' ').slice(0, 160);

/**
 * Every shape of GET /api/cars a buyer's first minutes produce, over 50,000 listings, answers
 * without reading the whole listings table: each statement the request runs is EXPLAINed and
 * none may hold a sequential scan of `cars` or `car_offers`. The listings are written straight
 * into this test's read model with one INSERT … SELECT per table (the projection that fills them
 * is tested in listing-read-path.int-spec.ts); then ANALYZE, as autovacuum would.
 */
describe('listing plans at scale', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;

  /** The statements one request ran (as `as`, anonymous unless given), each with the parameters it uses. */
  const statementsOf = async (path: string, as: StrictApi = api) => {
    // Prepared statements (a page's cards, a counter) go to the pool itself, by name.
    const { result: res, unnamed, named } = await everyStatementDuring(app.dataSource, () => as.get(path));
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    return { res, named, unnamed, statements: [...unnamed, ...named].filter(([sql]) => /\bcars c\b/.test(sql)) };
  };

  /** Sequential scans of the listing tables in the plans of the statements a request ran. */
  const seqScans = async (path: string, as: StrictApi = api) => {
    const { statements } = await statementsOf(path, as);
    expect(statements.length).toBeGreaterThan(0);
    return seqScansIn(statements);
  };
  const seqScansIn = async (statements: ReadonlyArray<readonly [string, readonly unknown[]]>) =>
    (await plansOf(statements)).flatMap(({ sql, planNodes }) =>
      planNodes.filter(isListingSeqScan).map((node) => `${node['Relation Name']} in: ${shortened(sql)}`),
    );

  /** Each statement's plan, EXPLAINed with the parameters it uses. */
  const plansOf = async (statements: ReadonlyArray<readonly [string, readonly unknown[]]>) => {
    const plans: Array<{ sql: string; planNodes: Array<Record<string, any>> }> = [];
    for (const [sql, params] of statements) {
      const [{ 'QUERY PLAN': plan }] = await app.dataSource.query(`EXPLAIN (FORMAT JSON) ${sql}`, parametersUsed(sql, params));
      plans.push({ sql, planNodes: planNodes(plan[0].Plan) });
    }
    return plans;
  };

  /** Sequential scans of the listing tables in the plans PostgreSQL keeps for these prepared texts. */
  const keptPlanSeqScans = async (texts: readonly string[]): Promise<string[]> => {
    const runner = app.dataSource.createQueryRunner();
    try {
      // What PostgreSQL keeps after five runs of a statement when planning each run costs more.
      await runner.query(`SET plan_cache_mode = force_generic_plan`);
      const found: string[] = [];
      for (const [i, text] of texts.entries()) {
        await runner.query(`PREPARE kept_${i} AS ${text}`);
        const parameters = highestParameter(text);
        const [{ 'QUERY PLAN': plan }] = await runner.query(
          `EXPLAIN (FORMAT JSON) EXECUTE kept_${i}(${Array(parameters).fill('NULL').join(', ')})`,
        );
        // Only its own: the connection keeps the server's named statements, which pg counts on.
        await runner.query(`DEALLOCATE kept_${i}`);
        if (planNodes(plan[0].Plan).some(isListingSeqScan)) found.push(shortened(text));
      }
      return found;
    } finally {
      await runner.release();
    }
  };

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    const documents = BRANDS.flatMap((brand, b) => MODELS.map((model) => searchDocument(brand, model, 2000 + ((b * 7) % 24))));
    await app.dataSource.query(
      `INSERT INTO cars (id, user_id, status, name, brand, model, year, condition, mileage, fuel_type, transmission,
                         horsepower, seats, color, description, search_text, created_at, updated_at, version,
                         offer_type, pricing_period, is_available, location, price_minor, price_currency, price_usd_minor)
       SELECT i, 1 + i % 2000,
              CASE WHEN i % 10 = 0 THEN 'pending' WHEN i % 10 = 1 THEN 'expired' ELSE 'active' END,
              'سيارة ' || i, ($2::text[])[1 + i % 11], ($3::text[])[1 + (i / 11) % 11], 2000 + i % 24,
              CASE WHEN i % 7 = 0 THEN 'new' ELSE 'used' END, i * 7 % 300000, 'petrol', 'automatic', 150, 5, 'ابيض',
              'وصف ' || i, ($5::text[])[1 + (i % 11) * 11 + (i / 11) % 11] || ' ' || i,
              now() - i * interval '1 minute', now(), 1,
              CASE WHEN i % 6 = 0 THEN 'rent' ELSE 'sale' END,
              CASE WHEN i % 6 = 0 THEN (ARRAY['daily', 'weekly', 'monthly'])[1 + (i / 6) % 3] END,
              true, ($4::text[])[1 + i % 8],
              (1000 + (i * 37) % 60000) * 100, 'USD', (1000 + (i * 37) % 60000) * 100
         FROM generate_series(1, $1) AS i`,
      [LISTINGS, BRANDS, MODELS, CITIES, documents],
    );
    await app.dataSource.query(
      `INSERT INTO car_offers (id, car_id, offer_type, price_minor, currency, pricing_period, location, created_at, updated_at)
       SELECT id, id, offer_type, price_minor, price_currency, pricing_period, location, created_at, created_at FROM cars`,
    );
    // A word of pending and expired listings only: the active listings' vocabulary cannot correct
    // a typo of it, so an admin's list widens to the near words of the listings not active.
    await app.dataSource.query(`UPDATE cars SET search_text = search_text || ' زعفراني' WHERE id % 1000 IN (10, 11)`);
    await deriveListingColumns(app.dataSource);
    await app.dataSource.query(`VACUUM ANALYZE cars`);
    await app.dataSource.query(`VACUUM ANALYZE car_offers`);
  }, 180_000);
  afterAll(() => app.close());

  const SHAPES: Array<[string, Record<string, string | number>]> = [
    ['newest', { page: 1, per_page: 12 }],
    ['one make', { brand: 'toyota' }],
    ['make + price range by price', { brand: 'toyota', 'price[min]': 5000, 'price[max]': 30000, sort: 'price_asc' }],
    ['make + price range by price, dearest first', { brand: 'kia', 'price[min]': 5000, sort: 'price_desc' }],
    ['city + offer type', { location: 'حلب', offer_type: 'sale' }],
    ['one city', { location: 'دمشق' }],
    ['a district (found in the place text)', { location: 'المزة' }],
    ['one fuel', { fuel_type: 'petrol' }],
    ['city + make by price', { location: 'حمص', brand: 'kia', sort: 'price_asc' }],
    ['rentals by period', { offer_type: 'rent', pricing_period: 'monthly' }],
    ['rentals by periods', { offer_type: 'rent', pricing_period: 'daily,weekly' }],
    ['deep page', { page: 300, per_page: 12 }],
    ["a store's stock", { user_id: 77, offer_type: 'sale' }],
    ['featured', { featured: 1, limit: 8 }],
    ['cheapest first', { sort: 'price_asc' }],
    ['one-word search (by relevance)', { search: 'كامري' }],
    ['one-word search, page 3 (by relevance)', { search: 'كامري', page: 3 }],
    ['one-word search, newest', { search: 'كامري', sort: 'newest' }],
    ['search + make (by relevance)', { search: 'سبورتاج', brand: 'kia' }],
    ['two-word search', { search: 'سبورتاج 2015' }],
    ['the start of a word', { search: 'سبور' }],
    ['misspelt search (corrected by the vocabulary)', { search: 'سبورتاح' }],
  ];

  it.each(SHAPES)('%s: no sequential scan of the listings', async (_shape, params) => {
    expect(await seqScans(`/api/cars${query(params)}`)).toEqual([]);
  });

  it.each([['newest'], ['price_asc'], ['price_desc']])(
    'a deep page by cursor (%s), both ways: no sequential scan of the listings',
    async (sort) => {
      const deep = await statementsOf(`/api/cars${query({ sort, page: 300, per_page: 12 })}`);
      const { next_cursor, prev_cursor } = deep.res.body.pagination;
      expect(await seqScans(`/api/cars${query({ sort, per_page: 12, cursor: next_cursor })}`)).toEqual([]);
      expect(await seqScans(`/api/cars${query({ sort, per_page: 12, cursor: prev_cursor })}`)).toEqual([]);
    },
  );

  it('a search by relevance, by cursor both ways, and past its whole-word tier: no sequential scan of the listings', async () => {
    const first = await statementsOf(`/api/cars${query({ search: 'سبور', per_page: 12 })}`);
    const { next_cursor } = first.res.body.pagination;
    expect(next_cursor).not.toBeNull();
    const second = await statementsOf(`/api/cars${query({ search: 'سبور', per_page: 12, cursor: next_cursor })}`);
    expect(await seqScansIn([...first.statements, ...second.statements])).toEqual([]);
    expect(
      await seqScans(`/api/cars${query({ search: 'سبور', per_page: 12, cursor: second.res.body.pagination.prev_cursor })}`),
    ).toEqual([]);
  });

  it('the prepared statements a page runs plan without a sequential scan once their plan is kept (generic plans)', async () => {
    const { named } = await statementsOf(`/api/cars${query({ brand: 'kia', per_page: 12 })}`);
    const carCard = await statementsOf(`/api/cars/4242`);
    const texts = [...new Set([...named, ...carCard.named].map(([text]) => text))];
    // The counter, the page's cards and the car page's car.
    expect(texts).toHaveLength(3);
    expect(await keptPlanSeqScans(texts)).toEqual([]);
  });

  it("the listings page's facet counts, a signed-in visitor's session and favourites are prepared, none scanning the listings once kept", async () => {
    const facets = await statementsOf('/api/cars/facets');
    const signedIn = await statementsOf('/api/cars/4242', admin);
    const favourites = await statementsOf('/api/favourites', admin);
    // Planned on every visit before: the facets' union (0.35 ms), the session's join (0.23 ms),
    // the favourites' cards (0.9 ms).
    const ran = [facets, signedIn, favourites];
    expect(ran.flatMap(({ unnamed }) => unnamed).map(([sql]) => shortened(sql))).toEqual([]);
    const texts = [...new Set(ran.flatMap(({ named }) => named).map(([text]) => text))];
    expect(texts.some((text) => text.includes('projections.users'))).toBe(true);
    expect(texts.some((text) => text.includes('listing_facets'))).toBe(true);
    expect(await keptPlanSeqScans(texts)).toEqual([]);
  });

  it('the suggestions as a buyer types run prepared statements, none scanning the listings once its plan is kept', async () => {
    const texts = new Set<string>();
    // A model begun, a phrase after a model, a make and a model begun typed together, a typo.
    for (const q of ['سبور', 'كامري 20', 'تويوتاكام', 'سبورتاح']) {
      const { res, named, unnamed } = await statementsOf(`/api/search/suggest${query({ q })}`);
      expect({ q, suggested: res.body.data.length > 0 }).toEqual({ q, suggested: true });
      for (const [text] of named) texts.add(text);
      // What every keystroke of a word spelt right runs is prepared: nothing is planned anew.
      if (['سبور', 'كامري 20'].includes(q))
        expect({ q, unnamed: unnamed.map(([sql]) => shortened(sql)) }).toEqual({ q, unnamed: [] });
    }
    expect(texts.size).toBeGreaterThanOrEqual(4);
    expect(await keptPlanSeqScans([...texts])).toEqual([]);
  });

  it('rentals of one period are read in recency order from their index, not gathered and sorted', async () => {
    const { statements } = await statementsOf(
      `/api/cars${query({ offer_type: 'rent', pricing_period: 'monthly', per_page: 12 })}`,
    );
    // The page's cards are put in the order picked (a sort of the page's own rows): not that one.
    const sorts = (await plansOf(statements.filter(([sql]) => !sql.includes('array_position'))))
      .filter(({ planNodes }) => planNodes.some((node) => node['Node Type'] === 'Sort'))
      .map(({ sql }) => shortened(sql));
    expect(sorts).toEqual([]);
  });

  it.each([
    ['newest', { status: 'all' }],
    ['page 3', { status: 'all', page: 3 }],
    ['a make', { status: 'all', brand: 'kia' }],
  ])(
    "an admin's table of every status (%s) is read in recency order from an index, not gathered and sorted",
    async (_shape, params) => {
      const first = await statementsOf(`/api/cars${query({ ...params, per_page: 12 })}`, admin);
      const { next_cursor } = first.res.body.pagination;
      const next = await statementsOf(`/api/cars${query({ ...params, per_page: 12, cursor: next_cursor })}`, admin);
      // A page by cursor sorts what its branches picked (a page each), not the listings.
      const sortsListings = (node: Record<string, any>) => node['Node Type'] === 'Sort' && node['Plan Rows'] > 100;
      const sorts = (await plansOf([...first.statements, ...next.statements]))
        .filter(({ planNodes }) => planNodes.some(sortsListings))
        .map(({ sql }) => shortened(sql));
      expect(sorts).toEqual([]);
      expect(first.res.body.data.map((car: { status: string }) => car.status)).toContain('pending');
    },
  );

  it('sees a sequential scan where there is one (the check itself)', async () => {
    expect(await seqScansIn([[`SELECT c.id FROM cars c WHERE c.color = $1`, ['ابيض']]])).toHaveLength(1);
  });

  /**
   * An admin's lists: of every status, or of one, read by the word index of every listing, their
   * near spellings too (the near words of the listings not active are found among words).
   */
  const ADMIN_SHAPES: Array<[string, Record<string, string | number>]> = [
    ['every status, a search', { search: 'سبورتاج' }],
    ['every status, a search of a begun word (by relevance, past its whole-word tier)', { search: 'سبور', page: 40 }],
    ['every status, newest', { search: 'كامري', sort: 'newest' }],
    ['every status, a misspelt search (corrected by the vocabulary)', { search: 'سبورتاح' }],
    ['every status, a misspelt word of no active listing (near words)', { search: 'زعفرانب' }],
    ['expired, a misspelt search (corrected by the vocabulary)', { status: 'expired', search: 'سبورتاح' }],
    ['expired, a misspelt word of no active listing (near words)', { status: 'expired', search: 'زعفرانب' }],
    ['expired, a search', { status: 'expired', search: 'سبورتاج' }],
    ['pending (the moderation queue), a search', { status: 'pending', search: 'سبورتاج' }],
  ];

  it.each(ADMIN_SHAPES)("an admin's list, %s: no sequential scan of the listings", async (_shape, params) => {
    expect(await seqScans(`/api/cars${query(params)}`, admin)).toEqual([]);
  });

  it.each([
    ['as typed', 'سبورتاج', undefined],
    ['as a typo corrected to it', 'سبورتاح', 'سبورتاج'],
  ])(
    "an admin's list of every status searching a word more active listings hold than the search's cap, %s, reads a page's listings, not the cap's",
    async (_shape, search, corrected) => {
      const cap = 1_000; // LIST_SEARCH_COUNT_CAP's default, which the test app keeps
      const [{ active }] = await app.dataSource.query(
        `SELECT count(*)::int AS active FROM cars WHERE status = 'active' AND search_vector @@ to_tsquery('simple', 'سبورتاج')`,
      );
      expect(active).toBeGreaterThan(cap);
      const { res, statements } = await statementsOf(`/api/cars${query({ search })}`, admin);
      const { total, total_is_estimate } = res.body.pagination;
      expect({ total, total_is_estimate, corrected: res.body.corrected_query }).toEqual({
        total: cap,
        total_is_estimate: true,
        corrected,
      });
      expect(res.body.data).toHaveLength(12);
      let read = 0;
      for (const [sql, params] of statements)
        read += (await rowsReadByTable(app.dataSource, sql, parametersUsed(sql, params))).cars ?? 0;
      // Counting its matches of every status to the cap read the cap's listings and more.
      expect(read).toBeLessThan(cap);
    },
  );

  it("an admin's near spellings of every status are read by the words' indexes, no listing's text", async () => {
    const { res, statements } = await statementsOf(`/api/cars${query({ search: 'زعفرانب', per_page: 100 })}`, admin);
    const statuses = await app.dataSource.query(`SELECT DISTINCT status FROM cars WHERE id = ANY($1::int[])`, [
      (res.body.data as Array<{ id: number }>).map((car) => car.id),
    ]);
    expect({ total: res.body.pagination.total, statuses: statuses.map((row: { status: string }) => row.status).sort() }).toEqual({
      total: 100,
      statuses: ['expired', 'pending'],
    });
    // Trigrams compare a typed word with words (the vocabularies'), never with a listing's text.
    expect(statements.map(([sql]) => sql).filter(readsListingTrigrams)).toEqual([]);
    expect(await seqScansIn(statements)).toEqual([]);
  });

  it("an admin's typo of a word the active listings hold is corrected as a buyer's is, by the word index", async () => {
    const { res, statements } = await statementsOf(`/api/cars${query({ search: 'سبورتاح 2015' })}`, admin);
    expect(res.body.corrected_query).toBe('سبورتاج 2015');
    expect(res.body.pagination.total).toBeGreaterThan(0);
    expect(statements.filter(([sql]) => sql.includes('<%'))).toEqual([]);
  });

  it("an admin's word close to a common word, with a make, finds what its near word finds, without a sequential scan", async () => {
    // «ورتاج» is two letters short of «سبورتاج»: not a typo the vocabulary corrects, but its near word.
    const path = `/api/cars${query({ search: 'ورتاج', brand: 'kia', per_page: 50 })}`;
    expect(await seqScans(path, admin)).toEqual([]);
    const res = await admin.get(path);
    const [{ n }] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM cars WHERE brand = 'kia' AND search_vector @@ to_tsquery('simple', 'سبورتاج')`,
    );
    expect(n).toBeGreaterThan(50);
    expect({ total: res.body.pagination.total, page: res.body.data.length }).toEqual({ total: Math.min(n, 10_000), page: 50 });
  });

  it("an admin's search of every status finds pending, expired and active listings alike", async () => {
    // Listing i's document ends with i: «4240» is listing 4240 (pending) and the start of 42400–42409.
    const res = await admin.get(`/api/cars${query({ search: '4240', per_page: 50 })}`);
    expect(res.status).toBe(200);
    const found = (res.body.data as Array<{ id: number }>).map((car) => car.id).sort((a, b) => a - b);
    const rows: Array<{ id: number; status: string }> = await app.dataSource.query(
      `SELECT id, status FROM cars WHERE id = 4240 OR id BETWEEN 42400 AND 42409 ORDER BY id`,
    );
    expect(found).toEqual(rows.map((row) => row.id));
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['pending', 'expired', 'active']));
  });

  it.each([
    ["another make's name, a buyer's", true, { search: 'هونداي', brand: 'kia' }, 'buyer'],
    ["a word, an admin's of every status", true, { search: 'سبورتاج', brand: 'kia', sort: 'newest' }, 'admin'],
    ["a word no listing of the make holds, an admin's", true, { search: 'زعفراني', brand: 'kia', sort: 'newest' }, 'admin'],
    ["a word of the make, a buyer's (its newest listings hold it)", false, { search: 'سبورتاج', brand: 'kia' }, 'buyer'],
  ])(
    'a search with a make, %s: the word index is asked for the make beside the words: %s',
    async (_shape, asked, params, who) => {
      const { statements } = await statementsOf(`/api/cars${query(params)}`, who === 'admin' ? admin : api);
      const wordScans = (await plansOf(statements)).flatMap(({ planNodes }) =>
        planNodes.filter((node) => /search_vector_idx$/.test(node['Index Name'] ?? '')).map((node) => String(node['Index Cond'])),
      );
      expect(wordScans.length).toBeGreaterThan(0);
      expect(wordScans.every((cond) => cond.includes("'kia'"))).toBe(asked);
    },
  );

  it('similar cars: no sequential scan of the listings, their pick prepared and its kept plan none either', async () => {
    const { res, named, unnamed, statements } = await statementsOf('/api/cars/4242/similar');
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(statements.length).toBeGreaterThan(0);
    expect(await seqScansIn(statements)).toEqual([]);
    // Its pick was planned on every car page (0.76 ms, ten times the running).
    expect(unnamed.map(([sql]) => shortened(sql))).toEqual([]);
    expect(await keptPlanSeqScans([...new Set(named.map(([text]) => text))])).toEqual([]);
  });

  it("the admins' counts per status read no listing: each is a counter's, and each is the listings' own count", async () => {
    const { result: stats, unnamed, named } = await everyStatementDuring(app.dataSource, () => admin.get('/api/admin/stats'));
    expect(stats.status).toBe(200);
    let read = 0;
    for (const [sql, params] of [...unnamed, ...named])
      read += (await rowsReadByTable(app.dataSource, sql, parametersUsed(sql, params))).cars ?? 0;
    // Counted, the pending listings were read from the status index: a tenth of the market here.
    expect(read).toBe(0);
    const rows: Array<{ status: string; n: number }> = await app.dataSource.query(
      `SELECT status, count(*)::int AS n FROM cars GROUP BY status`,
    );
    const counted = { pending: 0, active: 0, rejected: 0, expired: 0, ...Object.fromEntries(rows.map((r) => [r.status, r.n])) };
    expect(counted.pending).toBeGreaterThan(0);
    expect(stats.body.data.cars).toEqual({ total: LISTINGS, ...counted });
  });

  it("an admin's moderation queue as a whole (every pending listing, no filter) reads its page's listings, and its exact total from the counter", async () => {
    const [{ pending }] = await app.dataSource.query(`SELECT count(*)::int AS pending FROM cars WHERE status = 'pending'`);
    const { res, statements } = await statementsOf(`/api/cars${query({ status: 'pending' })}`, admin);
    expect(res.body.pagination).toMatchObject({ total: pending, total_is_estimate: false });
    expect(res.body.data).toHaveLength(12);
    expect(res.body.data.every((car: { status: string }) => car.status === 'pending')).toBe(true);
    let read = 0;
    for (const [sql, params] of statements)
      read += (await rowsReadByTable(app.dataSource, sql, parametersUsed(sql, params))).cars ?? 0;
    // Counted, the queue was read to the list cap: as many listings as the moderators are behind.
    expect(read).toBeLessThan(100);
  });
});
