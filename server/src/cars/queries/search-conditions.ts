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

/** A typed word the vocabulary could not correct, and the words near it (search-spelling.ts `nearSpellings`). */
export interface NearWord {
  word: string;
  /** The listings' words near it, of every status (near-words.ts). */
  near: readonly string[];
}

/**
 * The fallback for a word no listing holds and the vocabulary cannot correct: a listing holding
 * a word close to it (trigram word similarity ≥ 0.6, pg_trgm's default, or within its typo
 * budget), which forgives a letter wrong, missing or added in a word of five or more («كورولب»,
 * «حاجه» for «بحاجه»). The active listings' vocabulary tells which of their words are close, and
 * the words of the listings not active tell which of theirs are: the listings holding any of
 * them are read by the word index, whatever the list's statuses. The listings' texts are never
 * read by trigrams: that read a market's share of a common word's listings, and each pending
 * listing's text in a list of every status.
 */
export const nearCondition = ({ near }: NearWord, p: (value: unknown) => string): string =>
  near.length ? `c.search_vector @@ to_tsquery('simple', ${p(anyWordQuery(near))})` : 'FALSE';

/** The tsquery text of any of these whole words, each quoted as a lexeme (none can carry syntax). */
export const anyWordQuery = (words: readonly string[]): string =>
  words.map((word) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
