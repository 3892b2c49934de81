import { MigrationInterface, QueryRunner } from 'typeorm';
import { cityOf } from '../server/src/cars/domain/listing-city';

/**
 * The listing's city, and counters of active listings per make, city, fuel and offer type:
 *  - `cars.city` is the city of the offer's place («دمشق - المزة» → «دمشق»), written by the
 *    listing projection, so `location=دمشق` is an equality on an index instead of a trigram
 *    match over every Damascus listing;
 *  - `listing_facet_cars` / `listing_facets` belong to the facets projection: what each car counts
 *    under, and the counts (the listings page's facets, and the list's total for those filters).
 * Existing rows are filled here exactly as the projections would write them, so a replay finds
 * the same rows.
 */
export class ListingCityAndFacets1763870000000 implements MigrationInterface {
  name = 'ListingCityAndFacets1763870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE projections.cars ADD COLUMN city text`);
    // In batches by id, one UPDATE each (the city is derived in TypeScript, as the projection does).
    for (let after = 0; ;) {
      const rows = (await q.query(`SELECT id, location FROM projections.cars WHERE id > $1 ORDER BY id LIMIT 5000`, [
        after,
      ])) as Array<{ id: number; location: string | null }>;
      if (rows.length === 0) break;
      await q.query(
        `UPDATE projections.cars c SET city = u.city
           FROM unnest($1::int[], $2::text[]) AS u(id, city) WHERE c.id = u.id AND u.city IS NOT NULL`,
        [rows.map((row) => row.id), rows.map((row) => cityOf(row.location))],
      );
      after = rows[rows.length - 1].id;
    }
    await q.query(
      `CREATE INDEX cars_active_city_created_idx ON projections.cars (city, created_at DESC, id DESC) WHERE status = 'active'`,
    );

    await q.query(`
      CREATE TABLE projections.listing_facet_cars (
        car_id     integer PRIMARY KEY,
        active     boolean NOT NULL,
        brand      text    NOT NULL,
        city       text,
        fuel_type  text    NOT NULL,
        offer_type text
      )`);
    await q.query(`
      CREATE TABLE projections.listing_facets (
        facet text    NOT NULL,
        value text    NOT NULL,
        cars  integer NOT NULL,
        PRIMARY KEY (facet, value)
      )`);
    await q.query(`
      INSERT INTO projections.listing_facet_cars (car_id, active, brand, city, fuel_type, offer_type)
      SELECT id, status = 'active', brand, city, fuel_type, offer_type FROM projections.cars`);
    await q.query(`
      INSERT INTO projections.listing_facets (facet, value, cars)
      SELECT facet, value, count(*) FROM (
        SELECT 'all' AS facet, '' AS value FROM projections.listing_facet_cars WHERE active
        UNION ALL SELECT 'brand', brand FROM projections.listing_facet_cars WHERE active AND brand <> ''
        UNION ALL SELECT 'city', city FROM projections.listing_facet_cars WHERE active AND city <> ''
        UNION ALL SELECT 'fuel_type', fuel_type FROM projections.listing_facet_cars WHERE active AND fuel_type <> ''
        UNION ALL SELECT 'offer_type', offer_type FROM projections.listing_facet_cars WHERE active AND offer_type <> ''
      ) counted GROUP BY facet, value`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projections.listing_facets`);
    await q.query(`DROP TABLE projections.listing_facet_cars`);
    await q.query(`DROP INDEX projections.cars_active_city_created_idx`);
    await q.query(`ALTER TABLE projections.cars DROP COLUMN city`);
  }
}
