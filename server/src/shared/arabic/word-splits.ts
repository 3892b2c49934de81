import { VocabularyWord } from './spelling';

/**
 * Words typed together, the space between them left out («تويوتاكامري», «كامري2018»,
 * «hyundaitucson»): the commonest typo on a phone's keyboard after a wrong letter, and one no edit
 * distance forgives (a space is five letters from either word). Meilisearch and Typesense split
 * such a word into words of their dictionary; so does this, into two or three words of the
 * listings' vocabulary.
 *
 * A piece is at least three letters, or two characters holding a digit («x5», «v6»): shorter
 * pieces are the small words («من», «في») and single letters, which would split many a word that
 * is a typo instead.
 */
export const MAX_PIECES = 3;

const MIN_LETTERS = 3;
const MIN_WITH_DIGIT = 2;

const longEnough = (piece: readonly string[]): boolean =>
  piece.length >= (piece.some((letter) => /\d/.test(letter)) ? MIN_WITH_DIGIT : MIN_LETTERS);

/**
 * Every piece of `word` that a split could make (long enough, not the whole word): the words to
 * look up in the vocabulary, by its primary key.
 */
export function splitPieces(word: string): string[] {
  const letters = Array.from(word);
  const pieces = new Set<string>();
  for (let start = 0; start < letters.length; start++) {
    for (let end = start + 1; end <= letters.length; end++) {
      const piece = letters.slice(start, end);
      if (piece.length < letters.length && longEnough(piece)) pieces.add(piece.join(''));
    }
  }
  return [...pieces];
}

interface Split {
  words: string[];
  /** How many listings hold the rarest of its words. */
  rarest: number;
}

/**
 * The words `word` is most likely typed from, or null when it is not two or three words of the
 * vocabulary run together: the split into the fewest words, then the one whose rarest word the
 * most listings hold (the likelier pair), then the one with the longest first word.
 */
export function bestSplit(word: string, vocabulary: readonly VocabularyWord[]): string[] | null {
  const cars = new Map(vocabulary.map((v) => [v.word, v.cars]));
  const letters = Array.from(word);
  // best[i][k]: the best split of the first i letters into k words.
  const best: Array<Array<Split | null>> = letters.map(() => []);
  best.push([]);
  best[0][0] = { words: [], rarest: Infinity };
  for (let end = 1; end <= letters.length; end++) {
    for (let start = 0; start < end; start++) {
      const piece = letters.slice(start, end);
      const held = cars.get(piece.join(''));
      if (held === undefined || piece.length === letters.length || !longEnough(piece)) continue;
      for (let k = 1; k <= MAX_PIECES; k++) {
        const before = best[start][k - 1];
        if (!before) continue;
        const split = { words: [...before.words, piece.join('')], rarest: Math.min(before.rarest, held) };
        if (better(split, best[end][k])) best[end][k] = split;
      }
    }
  }
  for (let k = 2; k <= MAX_PIECES; k++) {
    const split = best[letters.length][k];
    if (split) return split.words;
  }
  return null;
}

function better(split: Split, than: Split | null | undefined): boolean {
  if (!than) return true;
  if (split.rarest !== than.rarest) return split.rarest > than.rarest;
  return Array.from(split.words[0]).length > Array.from(than.words[0]).length;
}

/** Whole words typed together with the first letters of the next one («تويوتاكام»: «تويوتا», then «كام»). */
export interface HalfTypedSplit {
  /** One or two words of the vocabulary. */
  words: string[];
  /** The letters typed after them: the next word begun. */
  tail: string;
}

/**
 * The ways a word being typed may be whole words typed together with the next one begun
 * («تويوتاكام», as the buyer goes on to «تويوتاكامري»): one or two words of the vocabulary, then
 * letters that begin a word of it (`begun`: which of the word's ends do). As bestSplit orders
 * them: the fewest words first («2013اقتصاديه» is «2013» then «اقتصاديه», not «2013 اقتصادي»
 * then «ه»), then the commonest rarest whole word («كياني»: «كيا» then «ني», not «كيان» then
 * «ي»), then the longest whole words. `vocabulary`: the held words among splitPieces(word).
 */
export function halfTypedSplits(
  word: string,
  vocabulary: readonly VocabularyWord[],
  begun: ReadonlySet<string>,
): HalfTypedSplit[] {
  const cars = new Map(vocabulary.map((v) => [v.word, v.cars]));
  const letters = Array.from(word);
  const splits: Array<HalfTypedSplit & { rarest: number }> = [];
  for (let end = letters.length - 1; end >= MIN_WITH_DIGIT; end--) {
    const tail = letters.slice(end).join('');
    if (!begun.has(tail)) continue;
    const head = letters.slice(0, end);
    const text = head.join('');
    const words = cars.has(text) && longEnough(head) ? [text] : bestSplit(text, vocabulary);
    if (words && words.length < MAX_PIECES) splits.push({ words, tail, rarest: Math.min(...words.map((w) => cars.get(w)!)) });
  }
  return splits
    .sort((a, b) => a.words.length - b.words.length || b.rarest - a.rarest || a.tail.length - b.tail.length)
    .map(({ words, tail }) => ({ words, tail }));
}
