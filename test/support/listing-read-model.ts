import { DataSource } from 'typeorm';
import { cityOf } from '../../server/src/cars/domain/listing-city';

/**
 * For tests that write listings straight into `projections.cars` (ties to the microsecond, 50,000
 * rows): fills in what the projections would have derived from those rows — each car's city, and
 * the facet counters with their per-car rows, the word counts — as the migrations that introduced them do.
 */
export async function deriveListingColumns(dataSource: DataSource): Promise<void> {
  const places: Array<{ location: string }> = await dataSource.query(
    `SELECT DISTINCT location FROM projections.cars WHERE location IS NOT NULL`,
  );
  await dataSource.query(
    `UPDATE projections.cars c SET city = u.city FROM unnest($1::text[], $2::text[]) AS u(location, city)
      WHERE c.location = u.location`,
    [places.map((p) => p.location), places.map((p) => cityOf(p.location))],
  );
  await dataSource.query(`TRUNCATE projections.listing_facet_cars, projections.listing_facets`);
  await dataSource.query(
    `INSERT INTO projections.listing_facet_cars (car_id, active, brand, city, fuel_type, offer_type)
     SELECT id, status = 'active', brand, city, fuel_type, offer_type FROM projections.cars`,
  );
  await dataSource.query(
    `INSERT INTO projections.listing_facets (facet, value, cars)
     SELECT facet, value, count(*) FROM projections.listing_facet_cars
      CROSS JOIN LATERAL (VALUES ('all', ''), ('brand', brand), ('city', city), ('fuel_type', fuel_type), ('offer_type', offer_type))
            AS f(facet, value)
      WHERE active AND (facet = 'all' OR value <> '')
      GROUP BY facet, value`,
  );
  await dataSource.query(`TRUNCATE projections.listing_words`);
  await dataSource.query(
    `INSERT INTO projections.listing_words (word, cars)
     SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM projections.cars WHERE status = ''active''')`,
  );
}
