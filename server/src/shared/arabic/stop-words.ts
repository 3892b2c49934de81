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
const PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال', 'و', 'ب', 'ل', 'ف', 'ك'];
const SUFFIXES = ['ات', 'ون', 'ين', 'ها', 'ي'];
const STEM_LENGTH = 3;

/**
 * The lighter forms of an Arabic word, most of it kept first: without a clitic prefix, without a
 * common ending, and without both («بالسيارات» → «سيارات», «بالسيار», «سيار»). Each keeps at least
 * three letters; a Latin word has none.
 */
export function lightStems(word: string): string[] {
  if (!/[\u0600-\u06FF]/.test(word)) return [];
  const length = (w: string) => Array.from(w).length;
  const unprefixed = PREFIXES.filter((p) => word.startsWith(p) && length(word) - length(p) >= STEM_LENGTH).map((p) =>
    word.slice(p.length),
  );
  const unsuffixed = (w: string) =>
    SUFFIXES.filter((s) => w.endsWith(s) && length(w) - length(s) >= STEM_LENGTH).map((s) => w.slice(0, -s.length));
  const stems = [...unprefixed, ...unsuffixed(word), ...unprefixed.flatMap(unsuffixed)];
  return [...new Set(stems)].sort((a, b) => length(b) - length(a));
}
