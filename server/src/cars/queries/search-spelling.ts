import { Queryable } from '../../database/read-replica/read-database';
import { BRAND_ALIASES } from '../../shared/arabic/brand-names';
import { normaliseArabic } from '../../shared/arabic/normalise';
import { lightStems } from '../../shared/arabic/stop-words';
import { bestCorrection, edits, typoBudget, VocabularyWord } from '../../shared/arabic/spelling';

/**
 * The vocabulary word each typed word most likely means (shared/arabic/spelling.ts), for words
 * that begin no word of any active listing, in one small read of projections.listing_words: the
 * words one edit away by its primary key (every one of them, which trigrams alone miss in short
 * words: «akmry» shares two of «kamry»'s six), and the words sharing enough trigrams (its trigram
 * index), which reach the words two edits away («kamree» for «kamri»). A typo costs this look-up, not a fuzzy scan of the
 * listings. A make's own name is never corrected: a make with no listing today still names it.
 * Words with no near word are left out of the answer (they find nothing, as typed).
 */
export async function correctWords(db: Queryable, unknown: readonly string[]): Promise<Map<string, string>> {
  const fixes = new Map<string, string>();
  const typed = unknown.filter((word) => typoBudget(word) > 0 && !(word in BRAND_ALIASES));
  if (typed.length) await typos(db, typed, fixes);
  // A word no typo explains may be a word of the listings with a clitic or an ending on it.
  for (const [word, stem] of await stemmed(
    db,
    unknown.filter((w) => !fixes.has(w)),
  ))
    fixes.set(word, stem);
  return fixes;
}

/**
 * The corrections the public search makes to these words: those that begin no word of any active
 * listing (the live list finds them so, in its word counts) corrected by `correctWords`. For a
 * caller that must agree with the list without listing (a saved search's match).
 */
export async function correctUnknownWords(db: Queryable, words: readonly string[]): Promise<Map<string, string>> {
  if (!words.length) return new Map();
  const rows = await db.query<Array<{ word: string }>>(
    `SELECT w.word FROM unnest($1::text[]) AS w(word)
      WHERE NOT EXISTS (SELECT FROM listing_words l WHERE l.word >= w.word AND l.word < w.word || chr(1114111))`,
    [[...new Set(words)]],
  );
  return rows.length
    ? correctWords(
        db,
        rows.map((row) => row.word),
      )
    : new Map();
}

async function typos(db: Queryable, typed: string[], fixes: Map<string, string>): Promise<void> {
  // The words one edit away first, by the primary key: most typos are one edit.
  const near = await db.query<VocabularyWord[]>(`SELECT word, cars FROM listing_words WHERE word = ANY($1::text[])`, [
    [...new Set(typed.flatMap(edits))],
  ]);
  const unfixed: string[] = [];
  for (const word of typed) {
    const fix = bestCorrection(word, near);
    if (fix !== null) fixes.set(word, fix);
    else unfixed.push(word);
  }
  if (!unfixed.length) return;
  // Then, for the others, the words sharing enough trigrams: two edits, or cheap ones.
  const similar = await db.query<VocabularyWord[]>(
    `SELECT DISTINCT l.word, l.cars FROM unnest($1::text[]) AS q(word) JOIN listing_words l ON l.word % q.word`,
    [unfixed],
  );
  for (const word of unfixed) {
    const fix = bestCorrection(word, similar);
    if (fix !== null) fixes.set(word, fix);
  }
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
      WHERE EXISTS (SELECT FROM listing_words l WHERE l.word >= s.form AND l.word < s.form || chr(1114111))`,
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
