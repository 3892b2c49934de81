import { BRAND_ALIASES, BRAND_ARABIC } from './brand-names';
import { normaliseArabic } from './normalise';

/**
 * The words buyers type for a car's fuel, gearbox and condition, in Arabic as written in Syria
 * (and the Latin the forms store): they go into the listing's search document, so «أوتوماتيك»,
 * «ديزل» or «جديدة» find the cars that are so, not only those whose seller wrote the word.
 */
export const FUEL_WORDS: Record<string, readonly string[]> = {
  petrol: ['بنزين'],
  diesel: ['ديزل', 'مازوت'],
  hybrid: ['هجين', 'هايبرد'],
  electric: ['كهرباء', 'كهربائي', 'كهربائية'],
};

export const TRANSMISSION_WORDS: Record<string, readonly string[]> = {
  automatic: ['أوتوماتيك', 'اوتوماتيك', 'أوتوماتيكي'],
  manual: ['يدوي', 'عادي', 'جير عادي'],
  cvt: ['أوتوماتيك', 'CVT'],
  dct: ['أوتوماتيك', 'DCT'],
};

export const CONDITION_WORDS: Record<string, readonly string[]> = {
  new: ['جديد', 'جديدة', 'زيرو'],
  used: ['مستعمل', 'مستعملة'],
};

// Arabic letters (after normalise.ts) as people write them in Latin letters when they chat.
const ARABIZI: Record<string, string> = {
  ا: 'a',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'th',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: 'o',
  ي: 'i',
  ء: '',
  ئ: 'e',
  ؤ: 'o',
  پ: 'p',
  چ: 'ch',
  ڤ: 'v',
  گ: 'g',
};

/** Code points, not graphemes, on purpose: a letter and a mark on it each map on their own. */
const codePoints = (word: string): string[] => Array.from(word);

/**
 * The Arabizi spelling of each Arabic word of a normalised text («كامري» → «kamri»), for the
 * words a buyer may type in Latin letters: makes, models, cities. Latin words are left out.
 */
export function arabizi(normalised: string): string {
  return normalised
    .split(' ')
    .filter((word) => /[\u0600-\u06FF]/.test(word))
    .map((word) =>
      codePoints(word)
        .map((ch) => ARABIZI[ch] ?? (/[a-z0-9]/.test(ch) ? ch : ''))
        .join(''),
    )
    .filter((word) => word.length > 1)
    .join(' ');
}

/**
 * Each one-word Latin spelling of a make, as its canonical name: the canonical name and the
 * Arabizi of its Arabic spellings («toiota», «hiondai»), which listings' documents hold too. Its
 * Arabic spellings need no entry: a search names them by the canonical name already
 * (normalise.ts `searchTerms`).
 */
const MAKE_SPELLINGS = new Map<string, string>(
  Object.entries(BRAND_ALIASES).flatMap(([make, aliases]) =>
    [make, ...[BRAND_ARABIC[make] ?? '', ...aliases].map((alias) => arabizi(normaliseArabic(alias)))]
      .filter((spelling) => spelling && !spelling.includes(' '))
      .map((spelling) => [spelling, make] as const),
  ),
);

/** The make a search word names, as its canonical name, or null. */
export const makeNamedBy = (word: string): string | null => MAKE_SPELLINGS.get(word) ?? null;
