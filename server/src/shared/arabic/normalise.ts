import { BRAND_ALIASES } from './brand-names';

// Harakat, Quranic marks and the superscript alef: ignored when people type.
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
// آ أ إ ٱ → ا, ة → ه, ى → ي: one letter for one, so a text folded keeps its offsets.
const LETTER_FORMS: Readonly<Record<string, string>> = { آ: 'ا', أ: 'ا', إ: 'ا', ٱ: 'ا', ة: 'ه', ى: 'ي' };
const LETTER_FORM = /[\u0622\u0623\u0625\u0671\u0629\u0649]/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g; // ٠-٩
const PERSIAN_DIGITS = /[\u06F0-\u06F9]/g; // ۰-۹
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * The one Arabic text normaliser: used to build every search column and every query, so both
 * sides agree. Folds alef forms, taa marbuta/haa, alef maqsura/yaa, drops diacritics and tatweel,
 * maps Arabic-Indic digits to Latin, lower-cases Latin, and reduces punctuation to single spaces.
 */
export function normaliseArabic(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .normalize('NFC')
    .replace(DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(LETTER_FORM, foldLetter)
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(NOT_WORD, ' ')
    .trim();
}

/**
 * A letter people write more than one way as the one normaliseArabic keeps (alef forms as ا, ة as
 * ه, ى as ي); any other character as it is. One character for one, so a text read a character
 * at a time keeps its offsets.
 */
export const foldLetter = (char: string): string => LETTER_FORMS[char] ?? char;

// Longest aliases first, so 'مرسيدس بنز' wins over 'مرسيدس'.
const ALIASES: Array<[alias: string, canonical: string]> = Object.entries(BRAND_ALIASES)
  .flatMap(([canonical, aliases]) => [canonical, ...aliases].map((a) => [normaliseArabic(a), canonical] as [string, string]))
  .sort((a, b) => b[0].length - a[0].length);

const containsPhrase = (haystack: string, phrase: string): boolean => ` ${haystack} `.includes(` ${phrase} `);

/** Canonical makes mentioned in a normalised text, in either script. */
export function brandsIn(normalised: string): string[] {
  const found = new Set<string>();
  for (const [alias, canonical] of ALIASES) if (containsPhrase(normalised, alias)) found.add(canonical);
  return [...found];
}

/**
 * The text stored in a search column: the normalised parts plus every alias of each make they
 * mention, so a listing written 'Toyota' is found by 'تويوتا' and by a prefix of either.
 */
export function searchDocument(...parts: Array<string | number | null | undefined>): string {
  const text = normaliseArabic(parts.filter((p) => p !== null && p !== undefined).join(' '));
  const extra = brandsIn(text).flatMap((brand) =>
    [brand, ...(BRAND_ALIASES[brand] ?? [])].map((alias) => normaliseArabic(alias)),
  );
  return [text, ...extra].filter(Boolean).join(' ');
}

/**
 * The terms a query must all match (each as a substring of the search column). A make's alias
 * becomes its canonical name, which every document mentioning the make contains.
 */
export function searchTerms(query: string | null | undefined): string[] {
  let text = ` ${normaliseArabic(query)} `;
  const terms: string[] = [];
  for (const [alias, canonical] of ALIASES) {
    if (text.includes(` ${alias} `)) {
      terms.push(canonical);
      text = text.split(` ${alias} `).join(' ');
    }
  }
  return [...new Set([...terms, ...text.split(' ').filter(Boolean)])].slice(0, 8);
}

/** Escapes LIKE wildcards so a query term matches literally. */
export const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
