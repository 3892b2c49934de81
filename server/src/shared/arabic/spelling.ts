/**
 * Typo tolerance for search words, as the best engines do it (Meilisearch, Typesense: one typo in
 * a word of 5 letters or more, two from 9, by Damerau edit distance: insert, delete, substitute,
 * transpose), extended for how Arabic and Arabizi are mistyped:
 *  - a long vowel left out or added (ا و ي; a e i o u y in Latin) is a cheap edit, forgiven even
 *    in a word of 4 letters («كمري» → «كامري»);
 *  - letters that sound alike are cheap substitutes (ت/ط، س/ص، ذ/ز، ق/ك، ه/ا at a word's end …),
 *    as are the Arabizi digits for the letters they stand for (3 for ع, 7 for ح …) and Latin
 *    spellings of one sound (k/c/q, i/y/e, o/u/w).
 * Words are normalised first (normaliseArabic), so ة is ه, أ is ا and ى is ي already.
 * Pure: the candidates come from the kept vocabulary (projections.listing_words), by `edits`.
 */

const ARABIC_LETTERS = Array.from('ابتثجحخدذرزسشصضطظعغفقكلمنهويءئؤ');
const LATIN_LETTERS = Array.from('abcdefghijklmnopqrstuvwxyz0123456789');
const LONG_VOWELS = new Set(Array.from('اويaeiouy'));

/** Pairs of letters a buyer confuses because they sound (or, in Arabizi, stand) alike. */
const SOUND_ALIKE: ReadonlyArray<readonly [string, string]> = [
  ['ت', 'ط'],
  ['س', 'ص'],
  ['س', 'ث'],
  ['ذ', 'ز'],
  ['ظ', 'ز'],
  ['ض', 'د'],
  ['ق', 'ك'],
  ['ح', 'ه'],
  ['ه', 'ا'], // «تويوتة» for «تويوتا»: a word's last vowel written as taa marbuta
  ['ع', 'ا'],
  ['ء', 'ا'],
  ['ئ', 'ي'],
  ['ؤ', 'و'],
  // Latin: one sound, several spellings; Arabizi digits for the letters they stand for.
  ['k', 'c'],
  ['k', 'q'],
  ['q', 'g'],
  ['i', 'y'],
  ['i', 'e'],
  ['e', 'a'],
  ['o', 'u'],
  ['o', 'w'],
  ['u', 'w'],
  ['s', 'z'],
  ['j', 'g'],
  ['3', 'a'],
  ['2', 'a'],
  ['7', 'h'],
  ['6', 't'],
  ['9', 's'],
  ['8', 'g'],
];

/** What a cheap edit (a long vowel, a sound-alike letter) costs; any other edit costs 1. */
export const CHEAP_EDIT = 0.5;

const isArabic = (word: string) => /[\u0600-\u06FF]/.test(word);

/**
 * How many typos a query word of this length may carry (Meilisearch's and Typesense's rules,
 * counted in letters), with Arabic's extension: a 4-letter word may carry one cheap edit.
 */
export function typoBudget(word: string): number {
  const length = Array.from(word).length;
  if (/^\d+$/.test(word)) return 0; // a year or a number is meant as typed
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  if (length === 4) return CHEAP_EDIT;
  return 0;
}

/**
 * The weighted Damerau (optimal string alignment) distance from what was typed to a word of the
 * vocabulary: long vowels and sound-alike letters cost CHEAP_EDIT, any other edit 1.
 */
export function typoCost(typed: string, word: string): number {
  return alignmentCost(codePoints(typed), codePoints(word));
}

const codePoints = (word: string): number[] => Array.from(word, (letter) => letter.codePointAt(0)!);

// The costs of `substitution` and `indel` by code point: a cost is asked of hundreds of spellings per typo.
const VOWEL_CODES = new Set(Array.from(LONG_VOWELS, (letter) => letter.codePointAt(0)!));
const ALIKE_CODES = new Set(
  SOUND_ALIKE.flatMap(([a, b]) => [
    pairCode(a.codePointAt(0)!, b.codePointAt(0)!),
    pairCode(b.codePointAt(0)!, a.codePointAt(0)!),
  ]),
);
/**
 * Two letters as one small integer, -1 beyond U+07FF. No sound-alike pair may be there: its -1
 * would make every such pair cheap, so a pair added there stops the module from loading.
 */
function pairCode(a: number, b: number): number {
  return a < 0x800 && b < 0x800 ? a * 0x800 + b : -1;
}
if (ALIKE_CODES.has(-1)) throw new Error('a sound-alike letter beyond U+07FF: pairCode cannot tell its pairs apart');
const indelCost = (letter: number) => (VOWEL_CODES.has(letter) ? CHEAP_EDIT : 1);
const substitutionCost = (a: number, b: number) => (a === b ? 0 : ALIKE_CODES.has(pairCode(a, b)) ? CHEAP_EDIT : 1);

/** Three rows of the alignment table (rows i - 2, i - 1 and i), reused from call to call. */
let table = new Float64Array(0);

/** typoCost on code points, row by row: a cell reads only the table's rows i - 2 and i - 1. */
function alignmentCost(a: readonly number[], b: readonly number[]): number {
  const width = b.length + 1;
  if (table.length < 3 * width) table = new Float64Array(3 * width);
  const d = table;
  let before = 0; // row i - 2
  let above = width; // row i - 1
  let row = 2 * width; // row i
  d[above] = 0;
  for (let j = 1; j <= b.length; j++) d[above + j] = d[above + j - 1] + indelCost(b[j - 1]);
  for (let i = 1; i <= a.length; i++) {
    const letter = a[i - 1];
    const deleted = indelCost(letter);
    d[row] = d[above] + deleted;
    for (let j = 1; j <= b.length; j++) {
      let best = Math.min(
        d[above + j] + deleted,
        d[row + j - 1] + indelCost(b[j - 1]),
        d[above + j - 1] + substitutionCost(letter, b[j - 1]),
      );
      if (i > 1 && j > 1 && letter === b[j - 2] && a[i - 2] === b[j - 1] && letter !== a[i - 2]) {
        best = Math.min(best, d[before + j - 2] + 1);
      }
      d[row + j] = best;
    }
    const spent = before;
    before = above;
    above = row;
    row = spent;
  }
  return d[above + b.length];
}

/**
 * Every word one edit away (delete, transpose, substitute, insert), in the word's own script:
 * the vocabulary words among them are read by their primary key, one small look-up.
 */
export function edits(word: string): string[] {
  return [...spellingsOf(word).keys()];
}

/**
 * The spellings one edit away from `typed` (edits) that cost at most `budget` (typoCost), with
 * their cost; with `extending` false, leaving out those `typed` begins (a half-typed word: what the
 * typed letters do not begin, they do not begin with one more letter at the end).
 */
export function nearSpellings(typed: string, budget: number, extending = true): Map<string, number> {
  const near = new Map<string, number>();
  for (const [form, cost] of spellingsOf(typed)) {
    if (cost <= budget && (extending || !form.startsWith(typed))) near.set(form, cost);
  }
  return near;
}

const ARABIC_CODES = ARABIC_LETTERS.map((letter) => letter.codePointAt(0)!);
const LATIN_CODES = LATIN_LETTERS.map((letter) => letter.codePointAt(0)!);

/**
 * The spellings of `edits`, each with its typoCost. A spelling one edit away costs what its
 * cheapest edit costs, with no alignment: every edit costs at least CHEAP_EDIT and at most 1, so
 * no two edits cost less than one, and every single edit that makes it is among those tried (an
 * edit with a letter of the other script makes a spelling none of these makes).
 */
function spellingsOf(word: string): Map<string, number> {
  const codes = codePoints(word);
  const letters = Array.from(word);
  const alphabet = isArabic(word) ? ARABIC_CODES : LATIN_CODES;
  const out = new Map<string, number>();
  const add = (form: string, cost: number) => {
    const known = out.get(form);
    if (known === undefined || cost < known) out.set(form, cost);
  };
  for (let i = 0; i <= letters.length; i++) {
    const head = letters.slice(0, i).join('');
    const rest = letters.slice(i + 1).join('');
    if (i < letters.length) add(head + rest, indelCost(codes[i]));
    if (i + 1 < letters.length) add(head + letters[i + 1] + letters[i] + letters.slice(i + 2).join(''), 1);
    const tail = i < letters.length ? letters[i] + rest : '';
    for (const letter of alphabet) {
      const text = String.fromCodePoint(letter);
      if (i < letters.length && letter !== codes[i]) add(head + text + rest, substitutionCost(codes[i], letter));
      add(head + text + tail, indelCost(letter));
    }
  }
  // Arabizi writes one long vowel with two letters («neero», «haees», «toyouta»): two cheap edits
  // that trigrams miss in a short word, so their one-letter spellings are looked up too.
  if (!isArabic(word)) {
    for (const [pair, singles] of VOWEL_PAIRS) {
      for (let at = word.indexOf(pair); at !== -1; at = word.indexOf(pair, at + 1)) {
        for (const single of singles) {
          const form = word.slice(0, at) + single + word.slice(at + pair.length);
          if (!out.has(form)) out.set(form, alignmentCost(codes, codePoints(form)));
        }
      }
    }
  }
  out.delete(word);
  out.delete('');
  return out;
}

const VOWEL_PAIRS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['ee', ['i', 'y', 'e']],
  ['ea', ['i']],
  ['oo', ['o', 'u']],
  ['ou', ['o', 'u']],
  ['ei', ['i', 'e']],
  ['ai', ['a', 'i']],
];

export interface VocabularyWord {
  word: string;
  /** How many active listings hold it: among equally near words, the commonest is meant. */
  cars: number;
}

/**
 * The vocabulary word a typed word most likely means: the nearest within the word's typo budget
 * (cheap edits first), then the one most listings hold, then the first in order; null when none
 * is near enough.
 */
export function bestCorrection(typed: string, candidates: readonly VocabularyWord[]): string | null {
  const budget = typoBudget(typed);
  if (budget === 0) return null;
  let best: { word: string; cost: number; cars: number } | null = null;
  const length = Array.from(typed).length;
  for (const { word, cars } of candidates) {
    // Each letter more or less costs at least a cheap edit: most candidates need no alignment.
    if (word === typed || Math.abs(Array.from(word).length - length) * CHEAP_EDIT > budget) continue;
    const cost = typoCost(typed, word);
    if (cost > budget) continue;
    if (!best || cost < best.cost || (cost === best.cost && (cars > best.cars || (cars === best.cars && word < best.word)))) {
      best = { word, cost, cars };
    }
  }
  return best?.word ?? null;
}
