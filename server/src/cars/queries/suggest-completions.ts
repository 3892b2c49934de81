import { PreparedStatement, runPrepared } from '../../database/prepared-statement';
import { Queryable } from '../../database/read-replica/read-database';
import { nearSpellings, typoBudget, VocabularyWord } from '../../shared/arabic/spelling';
import { correctWords } from './search-spelling';
import { wordsBegunBy } from './word-range';

/** A word of the active listings the typed end of a query may become, and how far it was from it. */
export interface Completion extends VocabularyWord {
  /** The typos forgiven to reach it: 0 when the typed letters begin it. */
  cost: number;
}

/**
 * The commonest words of the active listings ($1's range: the words it begins, bytewise, as the
 * primary key of projections.listing_words sorts them). The vocabulary is a few thousand words,
 * so even a one-letter range is a short walk of that key.
 */
const BEGUN_WORDS = new PreparedStatement(`SELECT word, cars FROM listing_words
  WHERE ${wordsBegunBy('word', '$1')} ORDER BY cars DESC, word LIMIT $2`);

/** The same, for each of several spellings at once ($1), `$2` words each. */
const BEGUN_BY_EACH = `SELECT s.form, w.word, w.cars FROM unnest($1::text[]) AS s(form)
  CROSS JOIN LATERAL (SELECT word, cars FROM listing_words l
    WHERE ${wordsBegunBy('l.word', 's.form')} ORDER BY cars DESC, word LIMIT $2) w`;

/**
 * What the last, half-typed word of a query may become, commonest first: the words it begins; if
 * it begins none, it carries a typo (typoCompletions).
 */
export async function completions(db: Queryable, typed: string, limit: number): Promise<Completion[]> {
  const begun = await begunWords(db, typed, limit);
  return begun.length ? begun : typoCompletions(db, typed, limit);
}

/** The words the typed letters begin, commonest first. */
export async function begunWords(db: Queryable, typed: string, limit: number): Promise<Completion[]> {
  const begun = await runPrepared<VocabularyWord[]>(db, BEGUN_WORDS, [typed, limit]);
  return begun.map((word) => ({ ...word, cost: 0 }));
}

/**
 * What letters that begin no word may become: a typo is forgiven as a search forgives one
 * (shared/arabic/spelling.ts: the same budget, cheap long vowels and sound-alike letters), but on
 * what was typed so far — «تويت» is «تويوت» with a long vowel left out, which begins «تويوتا».
 * Those spellings one edit away are read by the primary key, one small look-up; a word two edits
 * away or with a clitic on it is what the search's own correction (correctWords) makes of the
 * whole word.
 */
export async function typoCompletions(db: Queryable, typed: string, limit: number): Promise<Completion[]> {
  const budget = typoBudget(typed);
  if (budget === 0) return [];
  const near = await begunByNear(db, typed, budget, limit);
  if (near.length) return near;
  const fixes = await correctWords(db, [typed]);
  const fix = fixes.get(typed);
  if (fix === undefined) return [];
  const fixed = await runPrepared<VocabularyWord[]>(db, BEGUN_WORDS, [fix, limit]);
  return fixed.map((word) => ({ ...word, cost: budget }));
}

/**
 * The words begun by a spelling of `typed` one edit away and within its typo budget, the nearest
 * first, then the commonest. A letter added at the end is left out: what the typed letters do
 * not begin, they do not begin with one more.
 */
async function begunByNear(db: Queryable, typed: string, budget: number, limit: number): Promise<Completion[]> {
  const costs = nearSpellings(typed, budget, false);
  if (!costs.size) return [];
  const rows = await db.query<Array<{ form: string; word: string; cars: number }>>(BEGUN_BY_EACH, [[...costs.keys()], limit]);
  const best = new Map<string, Completion>();
  for (const { form, word, cars } of rows) {
    const cost = costs.get(form)!;
    const known = best.get(word);
    if (!known || cost < known.cost) best.set(word, { word, cars, cost });
  }
  return [...best.values()].sort((a, b) => a.cost - b.cost || b.cars - a.cars || (a.word < b.word ? -1 : 1)).slice(0, limit);
}
