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
  const key = JSON.stringify([
    f.name,
    f.brand,
    f.model,
    f.year,
    f.description,
    f.fuel_type,
    f.transmission,
    f.condition,
    f.location,
  ]);
  const known = recentDocuments.get(key);
  if (known !== undefined) return known;
  const text = searchText(f);
  if (recentDocuments.size >= RECENT_DOCUMENTS) recentDocuments.delete(recentDocuments.keys().next().value as string);
  recentDocuments.set(key, text);
  return text;
}

/**
 * The last documents made, by their fields: an audited history folds a listing one event at a
 * time, and most events (a price, a status, the mileage) leave the searched fields as they were,
 * so the same document would be normalised again for each (most of a fold's time).
 */
const recentDocuments = new Map<string, string>();
const RECENT_DOCUMENTS = 256;

function searchText(f: SearchFields): string {
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
