import { EntityManager } from 'typeorm';
import { BRAND_ARABIC } from '../../../shared/arabic/brand-names';
import { arabizi, CONDITION_WORDS, FUEL_WORDS, TRANSMISSION_WORDS } from '../../../shared/arabic/car-words';
import { normaliseArabic, searchDocument } from '../../../shared/arabic/normalise';

/** What a listing is found by (columns of `cars`). */
export interface SearchFields {
  name: string;
  brand: string;
  model: string;
  year: number | null;
  description: string;
  fuel_type: string;
  transmission: string;
  condition: string;
  location: string | null;
}

/**
 * The listing's search document (`search_text`; `search_vector` is its 'simple' tsvector): the
 * normalised name, make in both scripts with its aliases, model, year, description and city, the
 * Arabic words for its fuel, gearbox and condition, and the Arabizi spelling of its name, make,
 * model and city («kamri», «dimashq»).
 */
export function listingSearchText(f: SearchFields): string {
  const document = searchDocument(
    f.name,
    f.brand,
    BRAND_ARABIC[f.brand],
    f.model,
    f.year,
    f.description,
    f.location,
    ...(FUEL_WORDS[f.fuel_type] ?? []),
    ...(TRANSMISSION_WORDS[f.transmission] ?? []),
    ...(CONDITION_WORDS[f.condition] ?? []),
  );
  const latin = arabizi(normaliseArabic([f.name, BRAND_ARABIC[f.brand], f.model, f.location].filter(Boolean).join(' ')));
  return [document, latin].filter(Boolean).join(' ');
}

/** Recomputes a car's search document from its row (after its details or its place changed). */
export async function refreshSearchText(m: EntityManager, id: number): Promise<void> {
  const [row]: Array<SearchFields | undefined> = await m.query(
    `SELECT name, brand, model, year, description, fuel_type, transmission, condition, location FROM cars WHERE id = $1`,
    [id],
  );
  if (row) await m.query(`UPDATE cars SET search_text = $2 WHERE id = $1`, [id, listingSearchText(row)]);
}
