import { PreparedStatement, runPrepared } from '../../database/prepared-statement';
import { Queryable } from '../../database/read-replica/read-database';
import { brandsIn, normaliseArabic } from '../../shared/arabic/normalise';
import { BRANDS } from '../domain/car.constants';

/** What a suggested word names: a make or a city (a filter of the list), a model, or any other word. */
export interface WordKind {
  kind: 'make' | 'model' | 'city' | 'word';
  /** The canonical make: of a make, or of a model. */
  brand?: string;
  /** A city as the listings' city filter names it. */
  city?: string;
  /** For a make or a city, its facet counter: the listings its filter shows. */
  count?: number;
}

/**
 * In one statement: the single make and city counters (ListingFacetsProjection, a few dozen rows),
 * and the suggested words ($2) that are an active listing's model, with its make, read from the
 * sale comparables' index ((brand, lower(btrim(model)), year) over active sales): one probe per
 * make ($1) and word, each stopping at its first listing (LATERAL … LIMIT 1). Asked as one `= ANY`
 * each, PostgreSQL reads every listing of those models (0.5 s at 200,000 listings).
 */
const FACETS_AND_MODELS =
  new PreparedStatement(`SELECT facet AS source, value, NULL AS brand, cars FROM listing_facets WHERE facet IN ('brand', 'city')
  UNION ALL
  SELECT 'model', w.word, b.brand, 0 FROM unnest($2::text[]) AS w(word) CROSS JOIN unnest($1::text[]) AS b(brand)
  CROSS JOIN LATERAL (SELECT FROM cars c WHERE c.status = 'active' AND c.offer_type = 'sale'
    AND c.brand = b.brand AND lower(btrim(c.model)) = w.word LIMIT 1) listed`);

/**
 * What each of these vocabulary words names. A make by any of its names in either script
 * («تويوتا», «toyota», «hundai»: brand-names.ts), a city by its facet's value, a model by the
 * listings' model column; the make and the city carry their facet's count, what picking them shows.
 */
export async function kindsOf(db: Queryable, words: readonly string[]): Promise<Map<string, WordKind>> {
  const kinds = new Map<string, WordKind>();
  if (!words.length) return kinds;
  const rows = await runPrepared<
    Array<{ source: 'brand' | 'city' | 'model'; value: string; brand: string | null; cars: number }>
  >(db, FACETS_AND_MODELS, [BRANDS, words]);
  const facets = rows.filter((row) => row.source !== 'model');
  const models = rows.filter((row) => row.source === 'model').map((row) => ({ model: row.value, brand: row.brand! }));
  const makes = new Map(facets.filter((f) => f.source === 'brand').map((f) => [f.value, f.cars]));
  const cities = new Map(facets.filter((f) => f.source === 'city').map((f) => [normaliseArabic(f.value), f]));
  const modelMakes = new Map(models.map((m) => [m.model, m.brand]));
  for (const word of words) {
    const brand = brandsIn(word).at(0);
    const city = cities.get(word);
    if (brand !== undefined) kinds.set(word, { kind: 'make', brand, count: makes.get(brand) ?? 0 });
    else if (city) kinds.set(word, { kind: 'city', city: city.value, count: city.cars });
    else if (modelMakes.has(word)) kinds.set(word, { kind: 'model', brand: modelMakes.get(word) });
    else kinds.set(word, { kind: 'word' });
  }
  return kinds;
}
