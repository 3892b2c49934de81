import { searchTerms } from '../../shared/arabic/normalise';
import { withoutStopWords } from '../../shared/arabic/stop-words';

/**
 * The words of a buyer's query, normalised, a make in either script as its canonical name, its
 * small words («في», «من» …) left out unless it has no other.
 */
export function searchWords(search: string | null | undefined): string[] {
  return withoutStopWords([...new Set(searchTerms(search).flatMap((term) => term.split(' ')))].filter(Boolean));
}

/**
 * Every word as a whole word or the start of one (`كامر` finds «كامري»), over the GIN-indexed
 * tsvector. Normalised words hold letters and digits only, so none can carry tsquery syntax.
 * `whole`: words that no listing searched holds as the start of a longer word, asked for as whole
 * words — the same matches, but a whole word is one posting list the index intersects with the
 * others, where a begun word gathers every listing of every word it begins before intersecting.
 */
export const wordsCondition = (
  words: string[],
  p: (value: unknown) => string,
  whole: ReadonlySet<string> = new Set(),
): string[] => [`c.search_vector @@ to_tsquery('simple', ${p(wordsQuery(words, whole))})`];

/** The tsquery text of `wordsCondition`: every word, whole or begun. */
export const wordsQuery = (words: string[], whole: ReadonlySet<string> = new Set()): string =>
  words.map((word) => (whole.has(word) ? word : `${word}:*`)).join(' & ');

/**
 * Every word as a whole word (`كامري` finds «كامري», not «كامريات»): the listings that rank first
 * among those `wordsCondition` selects.
 */
export const exactWordsCondition = (words: string[], p: (value: unknown) => string): string =>
  wordsCondition(words, p, new Set(words))[0];

/**
 * The fallback when no listing has every word: each word close to a word of the document
 * (trigram word similarity ≥ 0.6, pg_trgm's default, over the trigram index), which forgives a
 * letter wrong, missing or added in a word of five or more («كامرب», «تويوتة»).
 */
export const similarCondition = (words: string[], p: (value: unknown) => string): string[] =>
  words.map((word) => `${p(word)} <% c.search_text`);

/**
 * Near-spelling conditions for a list of every status (an admin's, an owner's), written so that
 * indexes can answer them: the trigram index leaves pending listings out (a new listing writes
 * none of its entries: migration ListingTrigramsWithoutPending), so pending listings are read
 * apart, by the status index, and the others by the trigram index, the two bitmaps joined. A list
 * of one status needs none of this: `status = 'expired'` implies the index's condition, and
 * pending listings are read by the status index.
 */
export const inEveryStatus = (conditions: readonly string[]): string[] => {
  if (!conditions.length) return [];
  const all = conditions.join(' AND ');
  return [`((c.status <> 'pending' AND ${all}) OR (c.status = 'pending' AND ${all}))`];
};
