import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The filters buyers expect (year from–to, mileage up to, gearbox, condition, body type) without
 * an index per combination: each listing's values as tags in one array (`filter_tags`, computed
 * by PostgreSQL from the row, so the listing projection and a replay need nothing new), under one
 * GIN index of the active listings. Any mix of them is one bitmap read: the planner intersects
 * the tags' lists, or, for a broad mix, walks the recency index as for any filter.
 *   y<year>     the model year («y2018»); a range asks for any of its years
 *   g<gearbox>  automatic (CVT and DCT are automatic to a buyer) or manual
 *   c<new|used> the condition
 *   b<category> the body type (the car form's category: 1 sedan, 2 SUV, 3 hatchback, 4 pick-up,
 *               5 coupé, 6 van)
 *   m<km>       every mileage step the car is within («m50000»: at most 50,000 km)
 * Sorting by year and by mileage walks one index each, in either direction.
 */
export class ListingFilters1765020000100 implements MigrationInterface {
  name = 'ListingFilters1765020000100';

  async up(q: QueryRunner): Promise<void> {
    const steps = MILEAGE_STEPS.map((km) => `CASE WHEN mileage <= ${km} THEN 'm${km}' END`).join(', ');
    await q.query(`
      ALTER TABLE projections.cars ADD COLUMN filter_tags text[] GENERATED ALWAYS AS (array_remove(ARRAY[
        'y' || year::text,
        'g' || CASE WHEN transmission = 'manual' THEN 'manual' ELSE 'automatic' END,
        'c' || condition,
        'b' || category_id::text,
        ${steps}
      ], NULL)) STORED`);
    await q.query(`CREATE INDEX cars_active_filter_tags_idx ON projections.cars USING gin (filter_tags) WHERE status = 'active'`);
    await q.query(`CREATE INDEX cars_active_year_idx ON projections.cars (COALESCE(year, 0), id) WHERE status = 'active'`);
    await q.query(`CREATE INDEX cars_active_mileage_idx ON projections.cars (mileage, id) WHERE status = 'active'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.cars_active_mileage_idx`);
    await q.query(`DROP INDEX projections.cars_active_year_idx`);
    await q.query(`DROP INDEX projections.cars_active_filter_tags_idx`);
    await q.query(`ALTER TABLE projections.cars DROP COLUMN filter_tags`);
  }
}

/** The «up to» mileages the listings page offers, in km (kept as tags; copied, never imported, as a migration must not change). */
const MILEAGE_STEPS = [10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000];
