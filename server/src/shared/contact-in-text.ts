/**
 * Contact details written into text buyers read: the classic way around a marketplace (the
 * buyer calls the number in the description, the site never sees the lead, the scammer never
 * meets a moderator). The risk checks flag them in a listing; an account's name may not hold
 * them. Finds Syrian phone numbers in every form people write them — 09xx xxx xxx, +963 / 00963
 * / 963, spaced, dashed, dotted or bracketed, in Western or Arabic-Indic digits — WhatsApp and
 * Telegram handles and links, web links and e-mail addresses. A number spelled out in words,
 * Arabic or English, is found as one written in figures (figures-view.ts), and a mobile whose
 * groups are split by words as one written whole (mobilesAcrossWords).
 */
import { asFigures } from './figures-view';

export type ContactKind = 'phone' | 'messenger' | 'link' | 'email';

export interface ContactFinding {
  kind: ContactKind;
  /** The text as written (for the admin to see). */
  text: string;
}

/** ٠–٩ (Arabic-Indic) and ۰–۹ (Extended, Persian/Urdu) to 0–9, one character each (offsets stay). */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.codePointAt(0)! & 0xf) % 10));
}

/**
 * A run of digits a phone number may hide in: an optional + and at least 7 digits with at most
 * three characters that are neither letters nor digits between any two of them. Not a list of
 * separators: any other one (an Arabic comma, a middle dot, a zero-width joiner that shows
 * nothing) would write the same number past the check. SYRIAN_NUMBER then judges the digits.
 */
const DIGIT_RUN = /\+?\(?\d(?:[^\p{L}\p{N}]{0,3}\d){6,16}/gu;

/**
 * Syrian numbers once the separators are gone: mobiles 09x xxx xxxx (or 9x… after the country
 * code 963, written 00963 or +963, sometimes with the trunk 0 kept), and landlines 0 + area code
 * (11 Damascus, 21 Aleppo, 31 Homs, 33 Hama, 41 Latakia, 43 Tartus…) + 6–7 digits.
 */
const SYRIAN_NUMBER = /^(?:(?:00|\+)?9630?9\d{8}|09\d{8}|(?:(?:00|\+)?9630?|0)[1-5]\d{7,8})$/;

/**
 * A mobile written without its trunk 0 («944 555 666»): a buyer adds the 0, as after +963. Nine
 * figures from 93 to 99 are also a price in pounds («935,000,000 ل.س») or a piece of a chassis or
 * engine number, so this form counts only where no Latin letter or figure touches it (not
 * «E960123456»; an Arabic letter may, as «و944…» and «على944…» are written), and not when it ends
 * in four zeros: a price is rounded at least that far, a mobile seldom is.
 */
const BARE_MOBILE = /^9[3-689]\d{7}$/;
const ROUNDED = /0000$/;
const LATIN_OR_FIGURE = /[A-Za-z\p{N}]/u;

function isPhone(digits: string, text: string, start: number, end: number): boolean {
  if (SYRIAN_NUMBER.test(digits)) return true;
  if (!BARE_MOBILE.test(digits) || ROUNDED.test(digits)) return false;
  return !LATIN_OR_FIGURE.test(text[start - 1] ?? '') && !LATIN_OR_FIGURE.test(text[end] ?? '');
}

const MESSENGER_WORDS =
  /(?:wh?ats?\s*app|واتس\s*(?:اب|آب)?|وات\s*ساب|الواتس|وتس\s*اب|telegram|تلغرام|تليغرام|تلجرام|تيليجرام|تيلغرام|viber|فايبر|signal|سيجنال)/iu;
const MESSENGER_LINK = /(?:https?:\/\/)?(?:wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|t\.me|telegram\.me)\/[^\s]*/iu;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/u;
const HANDLE = /(?:^|[^A-Za-z0-9._%+-])(@[A-Za-z][A-Za-z0-9_.]{2,31})/u;
const LINK =
  /(?:https?:\/\/|www\.)[^\s]+|\b[A-Za-z0-9-]{2,}\.(?:com|net|org|sy|me|io|ly|info|biz|co|app|link|site|online|store|shop)(?:\/[^\s]*)?\b/iu;

/**
 * Where the phone numbers in `text` are, as offsets. A run of digits may hold a number beside
 * other figures («موديل 2015 0933…»): every span of whole groups of the run is tried, the longest
 * that is a number wins.
 */
export function phoneSpans(text: string): Array<{ start: number; end: number }> {
  const western = westernDigits(text);
  const spans: Array<{ start: number; end: number }> = [];
  for (const match of western.matchAll(DIGIT_RUN)) {
    const groups = [...match[0].matchAll(/\+?\d+/g)];
    let best: { start: number; end: number } | null = null;
    for (let i = 0; i < groups.length; i++) {
      for (let j = groups.length - 1; j >= i; j--) {
        const start = groups[i].index;
        const end = groups[j].index + groups[j][0].length;
        // Only the digits and a leading + are the number; the rest is how it was written.
        const digits = match[0].slice(start, end).replace(/[^\d+]/g, '');
        if (isPhone(digits, western, match.index + start, match.index + end)) {
          if (!best || end - start > best.end - best.start) best = { start, end };
          break;
        }
      }
    }
    if (best) spans.push({ start: match.index + best.start, end: match.index + best.end });
  }
  return spans;
}

/** The phone numbers in `text`, quoted by `quote` (a view's offsets back to what was written). */
function phones(text: string, quote = (start: number, end: number) => text.slice(start, end)): ContactFinding[] {
  return [
    ...phoneSpans(text).map(({ start, end }): ContactFinding => ({ kind: 'phone', text: quote(start, end) })),
    ...mobilesAcrossWords(text, quote),
  ];
}

/**
 * A mobile of the operators' ranges (093–099), whole: the one number a split by words is taken
 * for (see mobilesAcrossWords). Not 090–092: an inspection month and year read on into a price
 * or an engine size further on («فحص 09/2024 … محرك 1600») would be one.
 */
const MOBILE = /^(?:(?:00|\+)?9630?9[3-9]\d{7}|09[3-9]\d{7})$/;

const MOBILE_START = /09|963/;

/**
 * Runs a split mobile may take: after its first two figures, one figure to a run («0944 س 5 س 5
 * س 5 س 6 س 66» passed a limit of five runs), and after a + 963 prefix in a run of its own.
 */
const MOST_RUNS = 10;

/** The figures between two of a text's words: from a figure (or a + before one) to the last figure before a letter. */
const FIGURE_RUN = /\+?\d(?:[^\p{L}]*\d)?/gu;

/**
 * Mobiles split by words inside one text: «للتواصل 0944 سيارة 555 نظيفة 666», «0944 بحالة ممتازة
 * 555666». DIGIT_RUN stops at a letter, so each group alone was too short to be a number, and a
 * buyer reads the groups in order and calls. Two to ten runs of figures in a row are read as
 * one; a number across them counts only when it is a mobile (MOBILE) whose part in the first run
 * has two figures at least: honest figures side by side (a year, a mileage, a price, an engine
 * size; «عداد 0 كم … 96,000 … 2400») do not begin so.
 */
function mobilesAcrossWords(text: string, quote: (start: number, end: number) => string): ContactFinding[] {
  const western = westernDigits(text);
  const runs = [...western.matchAll(FIGURE_RUN)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  const found: ContactFinding[] = [];
  for (let first = 0; first < runs.length - 1; first++) {
    // A mobile begins 09 or 963 (MOBILE): a run holding neither begins none.
    if (!MOBILE_START.test(western.slice(runs[first].start, runs[first].end).replace(/\D/g, ''))) continue;
    for (let count = 2; count <= MOST_RUNS; count++) {
      const chain = runs.slice(first, first + count);
      const parts = chain.length === count ? mobileAcross(western, chain) : null;
      if (!parts) continue;
      found.push({ kind: 'phone', text: parts.map(({ start, end }) => quote(start, end)).join(PART_JOINER) });
      first += count - 1;
      break;
    }
  }
  return found;
}

/** The spans of `runs` (in `text`) a mobile read across all of them takes, or null. */
function mobileAcross(
  text: string,
  runs: ReadonlyArray<{ start: number; end: number }>,
): Array<{ start: number; end: number }> | null {
  const pieces = runs.map((run) => text.slice(run.start, run.end));
  const across = phonesAcross(pieces).find(
    ({ digits, shares }) =>
      shares.length === runs.length &&
      MOBILE.test(digits) &&
      pieces[0].slice(shares[0].from, shares[0].to).replace(/\D/g, '').length >= 2,
  );
  return across ? across.shares.map(({ at, from, to }) => ({ start: runs[at].start + from, end: runs[at].start + to })) : null;
}

/** How the parts of a number read across pieces are quoted (« … » between them), and told apart again (public-name.ts). */
export const PART_JOINER = ' … ';

/** A number read across pieces of figures: its digits, and its share of each piece it takes. */
export interface NumberAcross {
  digits: string;
  /** Offsets in piece `at`; pieces the number does not reach are left out. */
  shares: Array<{ at: number; from: number; to: number }>;
}

/**
 * The phone numbers read across `pieces` of figures joined by one space: the words between two
 * runs of one text (mobilesAcrossWords), or the seam between two texts (split-phones.ts), read
 * as a separator, as a line break between two fields does.
 */
export function phonesAcross(pieces: readonly string[]): NumberAcross[] {
  const joined = pieces.join(' ');
  const starts = pieces.map((_, at) => pieces.slice(0, at).reduce((length, piece) => length + piece.length + 1, 0));
  return phoneSpans(joined).map(({ start, end }) => ({
    digits: joined.slice(start, end).replace(/[^\d+]/g, ''),
    shares: pieces
      .map((piece, at) => ({ at, from: Math.max(start - starts[at], 0), to: Math.min(end - starts[at], piece.length) }))
      .filter(({ from, to }) => to > from),
  }));
}

/**
 * The numbers in `text` and in its view as read (figures-view.ts): a number spelled out, wholly
 * or in part («صفر تسعة أربعة أربعة…», «0944 خمسة خمسة خمسة…»), or split by more characters
 * that show nothing than DIGIT_RUN allows, is found in the view. A number found in both is one.
 */
function writtenOrSpelledPhones(text: string): ContactFinding[] {
  const written = phones(text);
  const read = asFigures(text);
  if (!read) return written;
  const quoted = new Set(written.map((finding) => finding.text));
  return [...written, ...phones(read.text, read.quote).filter((finding) => !quoted.has(finding.text))];
}

function first(pattern: RegExp, text: string, kind: ContactKind, group = 0): ContactFinding[] {
  const match = pattern.exec(text);
  return match ? [{ kind, text: match[group] }] : [];
}

/**
 * Everything in `text` that is a way to reach the seller outside the site, in reading order of
 * kind. The text is read in its compatibility form (NFKC) first: full-width, mathematical and
 * circled digits and letters, and Arabic presentation forms, show as the ordinary ones do and
 * would write a number, an address or «واتساب» past every pattern below. Findings quote that form.
 */
export function findContactDetails(written: string): ContactFinding[] {
  if (!written) return [];
  const text = written.normalize('NFKC');
  const emails = first(EMAIL, text, 'email');
  // An e-mail's `@domain` is not a handle and its domain not a link: look at the rest.
  const rest = emails.length ? text.replace(emails[0].text, ' ') : text;
  const messengerLinks = first(MESSENGER_LINK, rest, 'messenger');
  const withoutMessengerLinks = messengerLinks.length ? rest.replace(messengerLinks[0].text, ' ') : rest;
  return [
    ...writtenOrSpelledPhones(text),
    ...messengerLinks,
    ...first(MESSENGER_WORDS, withoutMessengerLinks, 'messenger'),
    ...first(HANDLE, withoutMessengerLinks, 'messenger', 1),
    ...emails,
    ...first(LINK, withoutMessengerLinks, 'link'),
  ];
}
