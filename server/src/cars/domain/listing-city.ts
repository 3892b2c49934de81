import { normaliseArabic } from '../../shared/arabic/normalise';

/**
 * The governorate centres of Syria as the marketplace spells them (the client's city
 * suggestions, client/src/shared/domain/cities.ts, use the same names).
 */
export const SYRIAN_CITIES = [
  'دمشق',
  'حلب',
  'حمص',
  'اللاذقية',
  'طرطوس',
  'ريف دمشق',
  'حماة',
  'إدلب',
  'درعا',
  'السويداء',
  'القنيطرة',
  'دير الزور',
  'الرقة',
  'الحسكة',
] as const;

const KNOWN = SYRIAN_CITIES.map((city) => ({ city, key: normaliseArabic(city) }));
const BY_KEY = new Map(KNOWN.map(({ city, key }) => [key, city]));

/**
 * The city of an offer's free-text place («دمشق - المزة» → «دمشق»), stored on the listing so the
 * city filter and the city facet are an equality. The known city named first in the text wins
 * («ريف دمشق» is its own governorate, «حمص - طريق دمشق» is in Homs); a place naming none is its
 * own city, the part before the first dash or comma as written. Null without a place.
 */
export function cityOf(location: string | null | undefined): string | null {
  const text = normaliseArabic(location);
  if (!text) return null;
  const padded = ` ${text} `;
  let best: { city: string; at: number; length: number } | null = null;
  for (const { city, key } of KNOWN) {
    const at = padded.indexOf(` ${key} `);
    if (at < 0) continue;
    if (!best || at < best.at || (at === best.at && key.length > best.length)) best = { city, at, length: key.length };
  }
  if (best) return best.city;
  const first = String(location)
    .split(/\s+-\s+|[-،,]/)[0]
    .trim();
  return first || String(location).trim() || null;
}

/**
 * The known city a `location` filter names, spelt as stored («اللاذقيه» → «اللاذقية»), or null
 * when the text is not exactly one city (a district, a street: the filter then matches the
 * place's text as before).
 */
export const knownCity = (input: string | null | undefined): string | null => BY_KEY.get(normaliseArabic(input)) ?? null;
