import { PreparedStatement, runPrepared } from '../../database/prepared-statement';
import { Queryable } from '../../database/read-replica/read-database';
import { CarListFilter } from './list-filters';
import { correctedText, correctWords } from './search-spelling';
import { wordsBegunBy } from './word-range';

/** What the listings' word counts tell of a search's words (see `wordCounts`). */
export interface WordCounts {
  beginNoOther: string[];
  passingCap: string[];
  /** Words that begin no word of any active listing. */
  unknown: string[];
  /** How many active listings hold each word itself (not a longer word it begins). */
  held: ReadonlyMap<string, number>;
  /** The active listings, and the newest listing's id: what a search's matches are a share of. */
  market: { active: number; newestId: number };
}

const NO_WORD_COUNTS: WordCounts = {
  beginNoOther: [],
  passingCap: [],
  unknown: [],
  held: new Map(),
  market: { active: 0, newestId: 0 },
};

/** The search step's outcome: the word counts of the words searched, and the corrected text if any word was a typo. */
export interface ResolvedSearch {
  words: WordCounts;
  correctedQuery: string | null;
}

/**
 * The search step of a list (before counting): a word that begins no word of any active listing
 * is a typo (or names nothing) and is corrected against the vocabulary, the words beside it kept
 * as typed; words that begin no longer word are then searched as whole words (the same listings,
 * read from one posting list each instead of every word they begin). Only public lists (active
 * listings) are corrected against the vocabulary; a list of other statuses (an owner's, an
 * admin's) searches as whole words those that begin no longer word of any listing, whatever its
 * status, and learns which words more active listings than the cap hold (`passingCap`).
 */
export async function resolveSearch(db: Queryable, filter: CarListFilter, typed: string, cap: number): Promise<ResolvedSearch> {
  if (!filter.words.length) return { words: NO_WORD_COUNTS, correctedQuery: null };
  if (!filter.activeOnly) {
    const { whole, counts } = await wordsOfEveryStatus(db, filter.words, cap);
    filter.searchAsWholeWords(whole);
    return { words: counts, correctedQuery: null };
  }
  let words = await wordCounts(db, filter.words, cap);
  let correctedQuery: string | null = null;
  if (words.unknown.length) {
    const fixes = await correctWords(db, words.unknown);
    if (fixes.size) {
      filter.correct(fixes);
      correctedQuery = correctedText(typed, fixes);
      words = await wordCounts(db, filter.words, cap);
    }
  }
  filter.searchAsWholeWords(words.beginNoOther);
  return { words, correctedQuery };
}

interface WordCountRow {
  word: string;
  begins_other: boolean;
  passes_cap: boolean;
  known: boolean;
  held: number;
  active: number;
  newest_id: number;
}

/** Whether a table of words (`listing_words`, `inactive_listing_words`) holds a longer word that `w.word` begins. */
const beginsLongerWordOf = (table: string) => `EXISTS (SELECT FROM ${table} l WHERE ${wordsBegunBy('l.word', 'w.word', true)})`;

/**
 * Whether more active listings than the cap ($2) hold `w.word` or a word it begins: then more
 * than the cap match a search of it alone, whatever other statuses the list also reads.
 */
const PASSES_CAP = `EXISTS (SELECT FROM listing_words l WHERE ${wordsBegunBy('l.word', 'w.word')} AND l.cars > $2)`;

/** `wordCounts`' statement: run on every search, so prepared once per connection, not planned each time. */
const WORD_COUNTS = new PreparedStatement(
  `SELECT w.word,
          ${beginsLongerWordOf('listing_words')} AS begins_other,
          EXISTS (SELECT FROM listing_words l WHERE ${wordsBegunBy('l.word', 'w.word')}) AS known,
          ${PASSES_CAP} AS passes_cap,
          COALESCE((SELECT l.cars FROM listing_words l WHERE l.word = w.word), 0) AS held,
          COALESCE((SELECT f.cars FROM listing_facets f WHERE f.facet = 'all' AND f.value = ''), 0) AS active,
          COALESCE((SELECT max(c.id) FROM cars c), 0) AS newest_id
     FROM unnest($1::text[]) AS w(word)`,
);

/**
 * What the listings' word counts (kept in the same transactions as the listings) tell of each
 * search word, in one read of their primary key: a word's range runs from the word (bytewise,
 * the column's "C" order) to the word followed by the last code point, the words it begins.
 *  - `beginNoOther`: no active listing holds a longer word it begins. For active listings
 *    `word:*` and `word` then select the same rows («سبورتاج», «2015»), and the whole word
 *    costs the index one posting list where the begun word gathers those of its whole range.
 *  - `passingCap`: more than `cap` active listings hold a word it begins, so more than `cap`
 *    match a search for it alone, and its capped count is `cap + 1`, as counting would find.
 *    Counting the first thousand matches of a common word («تويوتا», «دمشق», «اوتوماتيك»)
 *    reads thousands of rows spread over the table.
 *  - `held` and `market`: how common each word is in the active market, for the count to judge
 *    whether the newest listings alone would reach its cap (search-buckets.ts).
 */
async function wordCounts(db: Queryable, words: string[], cap: number): Promise<WordCounts> {
  const rows = await runPrepared<WordCountRow[]>(db, WORD_COUNTS, [words, cap]);
  return {
    beginNoOther: rows.filter((row) => !row.begins_other).map((row) => row.word),
    passingCap: rows.filter((row) => row.passes_cap).map((row) => row.word),
    unknown: rows.filter((row) => !row.known).map((row) => row.word),
    held: new Map(rows.map((row) => [row.word, row.held])),
    market: { active: rows[0]?.active ?? 0, newestId: rows[0]?.newest_id ?? 0 },
  };
}

/** `wordsOfEveryStatus`' statement: prepared once per connection, as `WORD_COUNTS`. */
const WORDS_OF_EVERY_STATUS = new PreparedStatement(
  `SELECT w.word,
          NOT ${beginsLongerWordOf('listing_words')} AND NOT ${beginsLongerWordOf('inactive_listing_words')} AS whole,
          ${PASSES_CAP} AS passes_cap
     FROM unnest($1::text[]) AS w(word)`,
);

/**
 * What the words tell a list of other statuses than active, each read by its primary key as in
 * `wordCounts`:
 *  - `whole`: the search words that begin no longer word of any listing of any status: the active
 *    listings' vocabulary (projections.listing_words) and the words of every listing not active
 *    (public.inactive_listing_words, a superset). For these the whole word finds the same listings
 *    as the begun one, and the word index reads one posting list. At 1,000,000 listings an
 *    admin's «toiota» with kia (every Toyota's document holds «toiota») took 0.9–2.2 s begun, the
 *    planner walking the table, and 19 ms whole.
 *  - `counts.passingCap`: the words more than `cap` active listings hold (or a word they begin):
 *    a list of every status searching one of them alone matches more than `cap`, its active
 *    listings alone do. Counting them to the cap gathered the word's listings of every status
 *    first: an admin's «سبورتاج» took 72 ms at 1,000,000 listings (50,437 of them hold it).
 */
export async function wordsOfEveryStatus(
  db: Queryable,
  words: string[],
  cap: number,
): Promise<{ whole: string[]; counts: WordCounts }> {
  const rows = await runPrepared<Array<{ word: string; whole: boolean; passes_cap: boolean }>>(db, WORDS_OF_EVERY_STATUS, [
    words,
    cap,
  ]);
  return {
    whole: rows.filter((row) => row.whole).map((row) => row.word),
    counts: { ...NO_WORD_COUNTS, passingCap: rows.filter((row) => row.passes_cap).map((row) => row.word) },
  };
}
