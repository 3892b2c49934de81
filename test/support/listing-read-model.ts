import { DataSource } from 'typeorm';
import { cityOf } from '../../server/src/cars/domain/listing-city';
import { catalogueBodyType } from '../../server/src/cars/domain/model-body-types';
import { BODY_TYPES } from '../../server/src/cars/dto/car-list-query.dto';
import { FilterFields, listingFilterTags } from '../../server/src/cars/projections/car-listing/listing-filter-tags';
import { COUNTER_SHARDS } from '../../server/src/cars/projections/listing-facets/listing-facets.projection';

/** Body type names by category id − 1. */
const BODY_NAMES = Object.keys(BODY_TYPES);

/** A listing row as `projections.cars` holds it; what a test leaves out takes `LISTING_DEFAULTS`. */
export interface ListingRow {
  id: number;
  user_id?: number;
  status?: string;
  name?: string;
  brand?: string;
  category_id?: number;
  model?: string;
  year?: number | null;
  condition?: string;
  mileage?: number | null;
  fuel_type?: string;
  transmission?: string | null;
  horsepower?: number;
  description?: string;
  search_text?: string;
  location?: string | null;
  offer_type?: string;
  /** How long ago it was listed, in minutes (by default its id: a lower id is newer). */
  minutes_old?: number;
}

const LISTING_DEFAULTS = {
  user_id: 1,
  status: 'active',
  name: 'سيارة',
  brand: 'kia',
  category_id: 1,
  model: 'X',
  year: 2015,
  condition: 'used',
  mileage: 1000,
  fuel_type: 'petrol',
  transmission: 'automatic',
  horsepower: 100,
  description: '',
  search_text: '',
  location: 'حمص',
  offer_type: 'sale',
};

/**
 * Writes listings straight into `projections.cars`, in one statement: a white five-seat car,
 * `LISTING_DEFAULTS` for every column a row leaves out, listed `minutes_old` minutes ago (its id by default, so a
 * lower id is newer). `deriveListingColumns` then fills in what the projections derive.
 */
export async function insertListings(db: DataSource, rows: readonly ListingRow[]): Promise<void> {
  await db.query(
    `INSERT INTO projections.cars (id, user_id, status, name, brand, category_id, model, year, condition, mileage,
            fuel_type, transmission, horsepower, seats, color, description, search_text, location, offer_type,
            created_at, updated_at, version)
     SELECT u.id, u.user_id, u.status, u.name, u.brand, u.category_id, u.model, u.year, u.condition, u.mileage,
            u.fuel_type, u.transmission, u.horsepower, 5, 'أبيض', u.description, u.search_text, u.location, u.offer_type,
            now() - u.minutes_old * interval '1 minute', now(), 1
       FROM jsonb_to_recordset($1::jsonb) AS u(id int, user_id int, status text, name text, brand text, category_id int,
            model text, year int, condition text, mileage int, fuel_type text, transmission text, horsepower int, description text,
            search_text text, location text, offer_type text, minutes_old float8)`,
    [JSON.stringify(rows.map((row) => ({ ...LISTING_DEFAULTS, minutes_old: row.id, ...row })))],
  );
}

/**
 * For tests that write listings straight into `projections.cars` (ties to the microsecond, 50,000
 * rows): fills in what the projections would have derived from those rows — each car's city and
 * filter tags, and the facet counters with their per-car rows, the word counts — as the
 * projections and the migrations that introduced them do, and the moderation queue's words, as
 * the worker does.
 */
export async function deriveListingColumns(dataSource: DataSource): Promise<void> {
  const filtered: Array<FilterFields & { id: number; active: boolean }> = await dataSource.query(
    `SELECT id, status = 'active' AS active, year, transmission, condition, category_id, mileage, brand, model FROM projections.cars`,
  );
  await dataSource.query(
    `UPDATE projections.cars c SET filter_tags = ARRAY(SELECT jsonb_array_elements_text(u.tags))
       FROM jsonb_to_recordset($1::jsonb) AS u(id int, tags jsonb) WHERE c.id = u.id`,
    [JSON.stringify(filtered.map((row) => ({ id: row.id, tags: listingFilterTags(row) })))],
  );
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
    `INSERT INTO projections.listing_facet_cars (car_id, active, status, brand, city, fuel_type, offer_type, transmission, condition, category_id, model)
     SELECT id, status = 'active', status, brand, city, fuel_type, offer_type,
            CASE WHEN transmission = 'manual' THEN 'manual' WHEN transmission IS NOT NULL THEN 'automatic' END, condition,
            category_id, model
       FROM projections.cars`,
  );
  await dataSource.query(
    `INSERT INTO projections.listing_facets (facet, value, cars)
     SELECT facet, value, count(*) FROM projections.listing_facet_cars
      CROSS JOIN LATERAL (VALUES ('all', ''), ('brand', brand), ('city', city), ('fuel_type', fuel_type), ('offer_type', offer_type),
                                 ('transmission', transmission), ('condition', condition))
            AS f(facet, value)
      WHERE active AND (facet = 'all' OR value <> '')
      GROUP BY facet, value
     UNION ALL
     SELECT 'status', status, count(*) FROM projections.listing_facet_cars WHERE status IN ('rejected', 'expired') GROUP BY status
     UNION ALL
     SELECT 'pending', (car_id % ${COUNTER_SHARDS})::text, count(*) FROM projections.listing_facet_cars
      WHERE status = 'pending' GROUP BY car_id % ${COUNTER_SHARDS}
     UNION ALL
     SELECT 'category', concat_ws(E'\\x1f', category_id, car_id % ${COUNTER_SHARDS}), count(*) FROM projections.listing_facet_cars
      WHERE category_id IS NOT NULL GROUP BY category_id, car_id % ${COUNTER_SHARDS}`,
  );
  // The body type: the seller's category, else the model's by the catalogue.
  const bodies = new Map<string, number>();
  for (const row of filtered.filter((r) => r.active)) {
    const body = BODY_NAMES[(row.category_id ?? catalogueBodyType(row.brand, row.model) ?? 0) - 1];
    if (body) bodies.set(body, (bodies.get(body) ?? 0) + 1);
  }
  await dataSource.query(
    `INSERT INTO projections.listing_facets (facet, value, cars) SELECT 'body_type', * FROM unnest($1::text[], $2::int[])`,
    [[...bodies.keys()], [...bodies.values()]],
  );
  await dataSource.query(`TRUNCATE projections.listing_words`);
  await dataSource.query(
    `INSERT INTO projections.listing_words (word, cars)
     SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM projections.cars WHERE status = ''active''')`,
  );
  // The words of the listings not active, as the projection keeps them with each listing.
  await dataSource.query(
    `INSERT INTO public.inactive_listing_words (word)
     SELECT word FROM ts_stat('SELECT search_vector FROM projections.cars WHERE status <> ''active''') ORDER BY word
     ON CONFLICT (word) DO NOTHING`,
  );
}
