import { normaliseArabic } from './normalise';

/**
 * Small words a buyer types around what they mean («تويوتا في دمشق», «سيارة من حلب»): no
 * listing is found or missed by them, so a search leaves them out, unless they are all it has.
 * Given as written; compared normalised (على → علي, إلى → الى).
 */
const WRITTEN = [
  'في',
  'من',
  'على',
  'علي',
  'مع',
  'عن',
  'إلى',
  'الى',
  'الي',
  'او',
  'أو',
  'و',
  'ب',
  'ل',
  'ثم',
  'حتى',
  'عند',
  'بين',
  'هذا',
  'هذه',
  'ذلك',
  'تلك',
  'التي',
  'الذي',
  'انا',
  'بدي',
  'اريد',
  'أريد',
  'ابحث',
  'أبحث',
  'عن',
  'لل',
  'ال',
];

export const STOP_WORDS: ReadonlySet<string> = new Set(WRITTEN.map((word) => normaliseArabic(word)));

/** The words without the stop words; all of them when that would leave none. */
export function withoutStopWords(words: string[]): string[] {
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length ? kept : words;
}

// Clitics written onto a word: the article and the prepositions and conjunctions joined to it
// («السيارات», «بالاوتوماتيك», «لكامري», «وكيا»), and common plural and pronoun endings. Longest first.
const ARTICLES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const PREFIXES = [...ARTICLES, 'و', 'ب', 'ل', 'ف', 'ك'];
const SUFFIXES = ['ات', 'ون', 'ين', 'ها', 'ي'];
const STEM_LENGTH = 3;

const length = (w: string) => Array.from(w).length;

/** The word without each of `prefixes` it begins with, keeping at least three letters. */
const withoutPrefixes = (word: string, prefixes: readonly string[]): string[] =>
  prefixes.filter((p) => word.startsWith(p) && length(word) - length(p) >= STEM_LENGTH).map((p) => word.slice(p.length));

/**
 * The lighter forms of an Arabic word, most of it kept first: without a clitic prefix, without a
 * common ending, and without both («بالسيارات» → «سيارات», «بالسيار», «سيار»). Each keeps at least
 * three letters; a Latin word has none.
 */
export function lightStems(word: string): string[] {
  if (!/[\u0600-\u06FF]/.test(word)) return [];
  const unprefixed = withoutPrefixes(word, PREFIXES);
  const unsuffixed = (w: string) =>
    SUFFIXES.filter((s) => w.endsWith(s) && length(w) - length(s) >= STEM_LENGTH).map((s) => w.slice(0, -s.length));
  const stems = [...unprefixed, ...unsuffixed(word), ...unprefixed.flatMap(unsuffixed)];
  return [...new Set(stems)].sort((a, b) => length(b) - length(a));
}

/**
 * The forms a listing's words are also indexed under: each Arabic word written with the article
 * («الكامري», «بالاوتوماتيك», «للبيع») without it («كامري», «اوتوماتيك», «بيع»), the stemmer's
 * article prefixes only. A search matches a word by its beginning, so the endings the query side
 * drops need no form of their own; a lone joined letter (و ب ل ف ك) is left to the query side,
 * as it begins too many words of their own («بنزين», «كهرباء»). Forms the text holds already are left out.
 */
export function articleFreeForms(normalisedText: string): string[] {
  const words = normalisedText.split(' ').filter(Boolean);
  const present = new Set(words);
  const forms = words.filter((w) => /[\u0600-\u06FF]/.test(w)).flatMap((w) => withoutPrefixes(w, ARTICLES));
  return [...new Set(forms)].filter((form) => !present.has(form));
}
