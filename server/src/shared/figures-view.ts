/**
 * A text's numbers as a reader takes them in, for the contact check: numbers written in words
 * («صفر تسعة أربعة أربعة…», «zero nine…», «خمسمية خمسة وخمسين», or words and figures mixed:
 * «0944 خمسة خمسة خمسة 666») read as figures (number-words.ts); characters that show nothing
 * (marks, tatweel, zero-width and direction characters) not read at all, however many stand
 * between two groups of a number; and a Latin O, l or I beside a figure read as the figure it
 * looks like. The phone finder reads this view as it reads the text; the view remembers where
 * each of its characters came from, so a finding quotes the text as written.
 */
import { foldLetter } from './arabic/normalise';
import { figuresOf, NUMBER_WORDS } from './number-words';

/**
 * What a reader does not see as a character: marks (tashkeel, the superscript alef), the tatweel
 * that only stretches a word, and format characters (zero-width joiners, direction marks, the
 * soft hyphen).
 */
const SILENT = /[\p{M}\p{Cf}\u0640]/u;

/**
 * One character as the view reads it: as the search folds its letters (foldLetter), A–Z in
 * lower case. Always one character for one (toLowerCase of «İ» is two), so the view's offsets
 * map back.
 */
function folded(char: string): string {
  return char >= 'A' && char <= 'Z' ? char.toLowerCase() : foldLetter(char);
}

/** A Latin letter beside a figure that reads as one (the view's are lower case): «O944…» is 0944, «O9II» is 0911. */
const LOOKALIKE = /(?<=\d)[oli]|[oli](?=\d)/g;
const LOOKALIKE_DIGIT: Record<string, string> = { o: '0', l: '1', i: '1' };

/** Lookalike letters beside figures as figures, until none is left («OO963…» takes two rounds). One for one. */
function withLookalikes(text: string): string {
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(LOOKALIKE, (letter) => LOOKALIKE_DIGIT[letter]);
  }
  return text;
}

/** A text as read for its numbers, and where in the text each of its characters was. */
export interface FiguresView {
  readonly text: string;
  /** The quoted span of the original text from view offset `start` to `end`. */
  readonly quote: (start: number, end: number) => string;
}

/**
 * The view of `original` with each number in words as its figures, nothing silent and look-alike
 * letters beside figures as figures, or null when it holds none of these.
 */
export function asFigures(original: string): FiguresView | null {
  // The folded letters without the silent marks, each with the offset it came from.
  let plain = '';
  const from: number[] = [];
  for (let i = 0; i < original.length; i++) {
    if (SILENT.test(original[i])) continue;
    plain += folded(original[i]);
    from.push(i);
  }
  const words = [...plain.matchAll(NUMBER_WORDS)];
  let text = '';
  // For each view character, the span of the original it stands for.
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  const copy = (to: number) => {
    for (; at < to; at++) {
      text += plain[at];
      starts.push(from[at]);
      ends.push(from[at] + 1);
    }
  };
  for (const match of words) {
    copy(match.index);
    const end = match.index + match[0].length;
    // Every figure of a number in words stands for all of its words.
    for (const figure of figuresOf(match[0])) {
      text += figure;
      starts.push(from[match.index]);
      ends.push(from[end - 1] + 1);
    }
    at = end;
  }
  copy(plain.length);
  const read = withLookalikes(text);
  // Folded letters alone find what the text finds (letters end a run of figures either way):
  // the text itself is then all there is to read, and the finder reads it once.
  if (!words.length && plain.length === original.length && read === text) return null;
  text = read;
  return { text, quote: (start, end) => original.slice(starts[start], ends[end - 1]) };
}
