import { PreparedStatement, runPrepared } from '../../database/prepared-statement';
import { Queryable } from '../../database/read-replica/read-database';
import { BRAND_ALIASES } from '../../shared/arabic/brand-names';
import { normaliseArabic } from '../../shared/arabic/normalise';
import { lightStems, withoutStopWords } from '../../shared/arabic/stop-words';
import { bestCorrection, edits, typoBudget, typoCost, VocabularyWord } from '../../shared/arabic/spelling';
import { bestSplit, splitPieces } from '../../shared/arabic/word-splits';
import { nearWordsOf } from './near-words';
import { NearWord } from './search-conditions';
import { wordsBegunBy } from './word-range';

/**
 * The vocabulary word each typed word most likely means (shared/arabic/spelling.ts), for words
 * that begin no word of any active listing, in one small read of projections.listing_words: the
 * words one edit away by its primary key (every one of them, which trigrams alone miss in short
 * words: «akmry» shares two of «kamry»'s six), and the words sharing enough trigrams (its trigram
 * index), which reach the words two edits away («kamree» for «kamri»). A typo costs this look-up, not a fuzzy scan of the
 * listings. A make's own name is never corrected: a make with no listing today still names it.
 * A word that is two or three words of the vocabulary typed together is split into them: its fix
 * is those words with a space between them («تويوتاكامري» → «تويوتا كامري»).
 * Words with no near word are left out of the answer (they find nothing, as typed).
 */
export async function correctWords(db: Queryable, unknown: readonly string[]): Promise<Map<string, string>> {
  const typed = unknown.filter(mayBeTypo);
  const splittable = unknown.filter(mayBeSplit);
  // One read of the vocabulary's primary key: the words one edit from each typo (most typos are
  // one edit) and every piece a split could make.
  const oneEdit = new Set(typed.flatMap(edits));
  const held = await heldWords(db, [...oneEdit, ...splittable.flatMap(splitPieces)]);
  const corrections = await typos(
    db,
    typed,
    held.filter((v) => oneEdit.has(v.word)),
  );
  const fixes = new Map<string, string>();
  for (const word of unknown) {
    const split = mayBeSplit(word) ? bestSplit(word, held) : null;
    // Its small words are left out, as typed apart they would be (searchWords): «kornishعلي» is «kornish».
    const fix = likelier(word, corrections.get(word), split && withoutStopWords(split));
    if (fix !== undefined) fixes.set(word, fix);
  }
  // A word no typo explains may be a word of the listings with a clitic or an ending on it.
  for (const [word, stem] of await stemmed(
    db,
    unknown.filter((w) => !fixes.has(w)),
  ))
    fixes.set(word, stem);
  return fixes;
}

/**
 * What a split costs against a typo's correction: one typo, as Meilisearch counts it. A correction
 * as near or nearer is the likelier reading («الينترا» is «النترا» with a long vowel added, not
 * «الي نترا»); a farther one would drop letters the split keeps («hyundaih1»: «hyundai h1», not
 * «hyundai»). A stem drops letters too, so a split comes before it.
 */
const SPLIT_COST = 1;

function likelier(word: string, correction: string | undefined, split: string[] | null): string | undefined {
  if (split && (correction === undefined || typoCost(word, correction) > SPLIT_COST)) return split.join(' ');
  return correction;
}

/** A word that may be words typed together: a number is meant as typed («20152018» is no two years). */
const mayBeSplit = (word: string): boolean => !/^\d+$/.test(word);

/** Which of these words the vocabulary holds, and in how many active listings, by its primary key. */
async function heldWords(db: Queryable, words: string[]): Promise<VocabularyWord[]> {
  if (!words.length) return [];
  return db.query<VocabularyWord[]>(`SELECT word, cars FROM listing_words WHERE word = ANY($1::text[])`, [[...new Set(words)]]);
}

/** A word long enough to hold a typo, and not a make's own name (a make with no listing today still names it). */
const mayBeTypo = (word: string): boolean => typoBudget(word) > 0 && !(word in BRAND_ALIASES);

/**
 * The corrections the public search makes to these words: those that begin no word of any active
 * listing (the live list finds them so, in its word counts) corrected by `correctWords`. For a
 * caller that must agree with the list without listing (a saved search's match).
 */
export async function correctUnknownWords(db: Queryable, words: readonly string[]): Promise<Map<string, string>> {
  const unknown = await unknownWords(db, words);
  return unknown.length ? correctWords(db, unknown) : new Map();
}

const UNKNOWN_WORDS = new PreparedStatement(`SELECT w.word FROM unnest($1::text[]) AS w(word)
  WHERE NOT EXISTS (SELECT FROM listing_words l WHERE ${wordsBegunBy('l.word', 'w.word')})`);

/**
 * The words that begin no word of any active listing (the vocabulary), in one read of its primary
 * key: a statement of fixed text on most searches and suggestions, so prepared.
 */
export async function unknownWords(db: Queryable, words: readonly string[]): Promise<string[]> {
  if (!words.length) return [];
  const rows = await runPrepared<Array<{ word: string }>>(db, UNKNOWN_WORDS, [[...new Set(words)]]);
  return rows.map((row) => row.word);
}

/** How a list that matched nothing widens its search: `fixes` as for the public search, `fuzzy` by near words. */
export interface NearSpellings {
  fixes: Map<string, string>;
  fuzzy: NearWord[];
}

/**
 * The near spellings of a list of other statuses (an owner's, an admin's) whose words matched
 * nothing. Only words the active listings' vocabulary does not know are typos: each is corrected
 * against it as the public search corrects it, and a word of four or more letters it cannot
 * correct is searched by its near words (`fuzzy`, search-conditions.ts `nearCondition`): the
 * vocabulary's words close to it for active listings, and the words of the listings not active
 * close to it for the others, in one read (near-words.ts). A known word stays as typed, and so
 * does a corrected one: all are searched by the word index.
 *
 * Why not every word by trigrams over the listings, as before: the listings close to a common
 * word are a market's share of it (every Toyota is close to «toiota»), each rechecked word by
 * word. At 1,000,000 listings an admin's «toiota» with kia read and rechecked them all, 26 s, to
 * find no Kia; «حاجه» (close to «بحاجه», in 180,000 listings) with ford took 30 s.
 */
export async function nearSpellings(db: Queryable, words: readonly string[]): Promise<NearSpellings> {
  const unknown = await unknownWords(db, words);
  if (!unknown.length) return { fixes: new Map(), fuzzy: [] };
  const fixes = await correctWords(db, unknown);
  const uncorrected = unknown.filter((word) => !fixes.has(word) && mayBeTypo(word));
  return { fixes, fuzzy: await nearWordsOf(db, uncorrected) };
}

/** Each typo's likeliest correction: among the words one edit away (`near`), else among those sharing enough trigrams. */
async function typos(db: Queryable, typed: string[], near: readonly VocabularyWord[]): Promise<Map<string, string>> {
  const fixes = new Map<string, string>();
  const unfixed: string[] = [];
  for (const word of typed) {
    const fix = bestCorrection(word, near);
    if (fix !== null) fixes.set(word, fix);
    else unfixed.push(word);
  }
  if (!unfixed.length) return fixes;
  // Then, for the others, the words sharing enough trigrams: two edits, or cheap ones.
  const similar = await db.query<VocabularyWord[]>(
    `SELECT DISTINCT l.word, l.cars FROM unnest($1::text[]) AS q(word) JOIN listing_words l ON l.word % q.word`,
    [unfixed],
  );
  for (const word of unfixed) {
    const fix = bestCorrection(word, similar);
    if (fix !== null) fixes.set(word, fix);
  }
  return fixes;
}

/**
 * Light stemming, on the query: a word the listings do not hold, written with the article or a
 * joined preposition or a plural ending («لكامري», «بالاوتوماتيك», «السيارات»), is searched as the
 * longest of its lighter forms that begins a word of the listings («كامري», «اوتوماتيك», «سيار»).
 */
async function stemmed(db: Queryable, unknown: readonly string[]): Promise<Map<string, string>> {
  const stems = unknown.map((word) => [word, lightStems(word)] as const).filter(([, forms]) => forms.length);
  const fixes = new Map<string, string>();
  if (!stems.length) return fixes;
  const rows = await db.query<Array<{ form: string }>>(
    `SELECT s.form FROM unnest($1::text[]) AS s(form)
      WHERE EXISTS (SELECT FROM listing_words l WHERE ${wordsBegunBy('l.word', 's.form')})`,
    [[...new Set(stems.flatMap(([, forms]) => forms))]],
  );
  const known = new Set(rows.map((row) => row.form));
  for (const [word, forms] of stems) {
    const form = forms.find((f) => known.has(f));
    if (form !== undefined) fixes.set(word, form);
  }
  return fixes;
}

/**
 * The words searched once `fixes` are made: each corrected word as its correction, which is two or
 * three words for words typed together («تويوتاكامري» → «تويوتا», «كامري»), every other as it was.
 */
export const respelled = (words: readonly string[], fixes: ReadonlyMap<string, string>): string[] =>
  words.flatMap((word) => fixes.get(word)?.split(' ') ?? [word]);

/**
 * The buyer's search as it was run: each typed word the vocabulary corrected replaced by its
 * correction, every other word as the buyer wrote it («تويتا كامري 2018» → «تويوتا كامري 2018»).
 */
export function correctedText(search: string, fixes: ReadonlyMap<string, string>): string {
  return search
    .trim()
    .split(/\s+/)
    .map((token) => fixes.get(normaliseArabic(token)) ?? token)
    .join(' ');
}
