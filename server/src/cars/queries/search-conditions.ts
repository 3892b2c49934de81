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

/** A typed word the vocabulary could not correct, and the vocabulary's words near it (search-spelling.ts `nearSpellings`). */
export interface NearWord {
  word: string;
  known: readonly string[];
  /** The pending listings' words near it, when the list is the moderation queue. */
  queued?: readonly string[];
}

/**
 * The fallback for a word no listing holds and the vocabulary cannot correct: a listing holding
 * a word close to it (trigram word similarity ≥ 0.6, pg_trgm's default), which forgives a letter
 * wrong, missing or added in a word of five or more («كورولب», «حاجه» in «بحاجه»). The active
 * listings' vocabulary tells which of their words are close, and in the moderation queue the
 * queue's own words tell which of its listings' are (`queued`): both are found by the word
 * index. Listings neither describes (expired, rejected, the pending ones of a list of every
 * status or of one owner) are read by trigrams. The trigram index leaves out pending listings (a
 * new listing writes none of its entries) and active ones (the vocabulary answers for them):
 * migration ListingTrigramsOfInactiveListings. So in a list of every status, pending listings
 * are read apart, by the status index, and the others by the trigram index, the bitmaps joined.
 */
export const nearCondition = ({ word, known, queued }: NearWord, status: string, p: (value: unknown) => string): string => {
  const close = [...new Set([...known, ...(queued ?? [])])];
  const arms = close.length ? [`c.search_vector @@ to_tsquery('simple', ${p(anyWordQuery(close))})`] : [];
  if (queued) return arms.length ? `(${arms[0]})` : 'FALSE';
  const typed = p(word);
  const similar = `${typed} <% c.search_text`;
  // The pending arm says the same test commuted: written alike, PostgreSQL would factor it out of
  // the OR and run it before the list's cheaper conditions (a make), on every pending listing.
  if (status === 'all')
    arms.push(`(c.status NOT IN ('active', 'pending') AND ${similar})`, `(c.status = 'pending' AND c.search_text %> ${typed})`);
  else arms.push(similar);
  return `(${arms.join(' OR ')})`;
};

/** The tsquery text of any of these whole words, each quoted as a lexeme (none can carry syntax). */
export const anyWordQuery = (words: readonly string[]): string =>
  words.map((word) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
