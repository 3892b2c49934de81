import { normaliseArabic } from '../../server/src/shared/arabic/normalise';
import { query } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';
import { parametersUsed, planNodes, statementsDuring } from '../support/query-plans';

const LISTINGS = 10_000;
/** A description of the usual length, so rows are as wide as real listings. */
const DESCRIPTION =
  'سيارة نظيفة جدًا، صيانة دورية في الوكالة، فحص كامل، بدون حوادث، فرش جلد وشاشة وكاميرا خلفية، الأوراق نظامية وجاهزة للفراغ في أي وقت.';

/**
 * A text search over 10,000 listings uses the word index (GIN over the search vector), a
 * misspelt one too once corrected against the listings' vocabulary, checked on the very statements
 * GET /api/cars runs. The listings are written straight into this test's own
 * database's read model (cars and offers) with one INSERT … SELECT each: appending 20,000 events
 * through the commands would take minutes on the CI machine, and what is under test here is the
 * read model's index, not the projection (the projection's search column is tested elsewhere).
 */
describe('car search at scale', () => {
  let app: TestApp;
  let api: StrictApi;

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    await app.dataSource.query(
      `INSERT INTO cars (id, user_id, status, name, brand, model, year, condition, mileage, fuel_type, transmission,
                         horsepower, seats, color, description, search_text, created_at, updated_at, version)
       SELECT i, 1, 'active',
              (ARRAY['تويوتا كامري', 'هيونداي النترا', 'كيا ريو', 'نيسان صني', 'مرسيدس C200'])[1 + i % 5] || ' ' || i,
              (ARRAY['toyota', 'hyundai', 'kia', 'nissan', 'mercedes'])[1 + i % 5], 'Model', 2000 + i % 24, 'used',
              i * 7 % 300000, 'petrol', 'automatic', 150, 5, 'ابيض', $2 || ' رقم ' || i,
              (ARRAY['تويوتا كامري toyota', 'هيونداي النترا hyundai', 'كيا ريو kia', 'نيسان صني nissan', 'مرسيدس c200 mercedes'])[1 + i % 5]
                || ' ' || i || ' ' || (2000 + i % 24) || ' ' || $3 || ' ' || md5(i::text),
              now() - i * interval '1 minute', now(), 1
         FROM generate_series(1, $1) AS i`,
      [LISTINGS, DESCRIPTION, normaliseArabic(DESCRIPTION)],
    );
    // One listing with a word no other has.
    await app.dataSource.query(`UPDATE cars SET search_text = search_text || ' زعفراني' WHERE id = 4242`);
    // The active listings' vocabulary, as the projection keeps it: where a misspelt word is corrected.
    await app.dataSource.query(`INSERT INTO projections.listing_words (word, cars) VALUES ('زعفراني', 1) ON CONFLICT DO NOTHING`);
    await app.dataSource.query(
      `INSERT INTO car_offers (id, car_id, offer_type, price_minor, currency, location, created_at, updated_at)
       SELECT i, i, 'sale', (5000 + i % 40000) * 100, 'USD', 'دمشق', now(), now() FROM generate_series(1, $1) AS i`,
      [LISTINGS],
    );
    // What autovacuum does after a bulk load: fresh statistics, and the GIN index's pending list
    // (where fast-update inserts wait) merged into the index proper.
    await app.dataSource.query(`VACUUM ANALYZE cars`);
    await app.dataSource.query(`VACUUM ANALYZE car_offers`);
  }, 120_000);
  afterAll(() => app.close());

  it.each([
    // The word index of active listings (a public search counts active ones) or the whole table's.
    ['a word: the count uses the word index', 'زعفراني', 'search_vector @@', 'cars_(active_)?search_vector_idx'],
    // Corrected against the vocabulary first (projections.listing_words), then searched as the word.
    ['a misspelt word: corrected, then the word index', 'زعفرانب', 'search_vector @@', 'cars_(active_)?search_vector_idx'],
  ])('%s', async (_what, search, marker, index) => {
    const { result: res, statements: sent } = await statementsDuring(app.dataSource, () =>
      api.get(`/api/cars${query({ search, limit: 6 })}`),
    );
    const statements = sent.filter(([sql]) => sql.includes(marker));

    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(1);
    expect(res.body.data[0].id).toBe(4242);
    // The count and the page; a search by relevance also reads its tiers (whole words, then begun words).
    expect(statements.length).toBeGreaterThanOrEqual(2);
    for (const [sql, params] of statements) {
      const [{ 'QUERY PLAN': plan }] = await app.dataSource.query(`EXPLAIN (FORMAT JSON) ${sql}`, parametersUsed(sql, params));
      const used = planNodes(plan[0].Plan)
        .map((node) => node['Index Name'])
        .filter(Boolean);
      // The count must find its matches by the index. The page of the newest matches may instead
      // walk the newest-first index and stop at the sixth match, when the planner expects
      // matches to be common enough for that to be cheaper: either way, never the whole table.
      const page = !sql.includes('AS counted');
      expect({ sql: sql.slice(0, 60), used }).toEqual({
        sql: sql.slice(0, 60),
        used: expect.arrayContaining([expect.stringMatching(page ? `^(${index}|cars_status_created_idx)$` : `^${index}$`)]),
      });
      expect(planNodes(plan[0].Plan).some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'cars')).toBe(
        false,
      );
    }
  });
});
