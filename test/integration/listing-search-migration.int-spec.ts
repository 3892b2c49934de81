import { listingSearchText } from '../../server/src/cars/projections/car-listing/listing-search';
import { useTestDataSource } from '../support/databases';

/**
 * The search-vector migration rewrites the search document of listings that exist already, in
 * batches: every row of a market larger than one batch gets the document the projection would
 * write, and the word index finds it.
 */
const MIGRATION_TIMESTAMP = 1763850000100;

describe('the listing search migration on an existing market', () => {
  const db = useTestDataSource();

  it('gives every listing, across batches, the document the projection writes', async () => {
    // Back to just before it (and whatever came after it).
    const [{ later }] = await db.dataSource.query(
      `SELECT count(*)::int AS later FROM public.schema_migrations WHERE timestamp >= $1`,
      [MIGRATION_TIMESTAMP],
    );
    for (let i = 0; i < later; i++) await db.dataSource.undoLastMigration({ transaction: 'each' });
    await db.dataSource.query(`
      INSERT INTO projections.cars (id, user_id, status, name, brand, model, year, condition, mileage, fuel_type,
                                    transmission, horsepower, seats, color, description, location, search_text,
                                    created_at, updated_at, version)
      SELECT n, 1, 'active', 'سيارة ' || n, 'toyota', 'Camry', 2015, 'used', 1000, 'diesel',
             'automatic', 150, 5, 'أبيض', 'نظيفة', CASE WHEN n % 2 = 0 THEN 'دمشق' ELSE 'حلب' END, 'old',
             now(), now(), 1
        FROM generate_series(1, 2500) n`);
    await db.dataSource.runMigrations({ transaction: 'each' });

    const rows: Array<{ id: number; search_text: string }> = await db.dataSource.query(
      `SELECT id, name, brand, model, year, description, fuel_type, transmission, condition, location, search_text
         FROM projections.cars ORDER BY id`,
    );
    expect(rows).toHaveLength(2500);
    const stale = rows.filter((row) => row.search_text !== listingSearchText(row as never));
    expect(stale.map((row) => row.id)).toEqual([]);
    const [{ n }] = await db.dataSource.query(
      `SELECT count(*)::int AS n FROM projections.cars WHERE search_vector @@ to_tsquery('simple', 'ديزل & دمشق')`,
    );
    expect(n).toBe(1250);
  });
});
