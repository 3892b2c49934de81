import { BRAND_ARABIC } from '../../../shared/arabic/brand-names';
import { arabizi, CONDITION_WORDS, FUEL_WORDS, TRANSMISSION_WORDS } from '../../../shared/arabic/car-words';
import { normaliseArabic, searchDocument } from '../../../shared/arabic/normalise';
import { articleFreeForms } from '../../../shared/arabic/stop-words';

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
 * model and city («kamri», «dimashq»); each word written with the article also without it
 * («الكامري» → «كامري», «alkamri» → «kamri»), as the query side stems it.
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
  const named = normaliseArabic([f.name, BRAND_ARABIC[f.brand], f.model, f.location].filter(Boolean).join(' '));
  const latin = arabizi([named, ...articleFreeForms(named)].join(' '));
  return [document, ...articleFreeForms(document), latin].filter(Boolean).join(' ');
}
