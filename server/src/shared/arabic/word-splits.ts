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
  const letters = Array.from(word);
  const best = splitTable(letters, new Map(vocabulary.map((v) => [v.word, v.cars])), MAX_PIECES);
  for (let k = 2; k <= MAX_PIECES; k++) {
    const split = best[letters.length][k];
    if (split) return split.words;
  }
  return null;
}

/**
 * best[i][k]: the likeliest split of the first i letters into k words of the vocabulary, k up to
 * `most` (never the whole word as one). A piece is never longer than the vocabulary's longest
 * word, so a long word costs its length times that, not its length squared.
 */
function splitTable(
  letters: readonly string[],
  cars: ReadonlyMap<string, number>,
  most: number,
): Array<Array<Split | undefined>> {
  let longest = 0;
  for (const word of cars.keys()) longest = Math.max(longest, Array.from(word).length);
  const best: Array<Array<Split | undefined>> = Array.from({ length: letters.length + 1 }, () => []);
  best[0][0] = { words: [], rarest: Infinity };
  for (let end = 1; end <= letters.length; end++) {
    for (let start = Math.max(0, end - longest); start < end; start++) {
      const piece = letters.slice(start, end);
      const held = cars.get(piece.join(''));
      if (held === undefined || piece.length === letters.length || !longEnough(piece)) continue;
      for (let k = 1; k <= most; k++) {
        const before = best[start][k - 1];
        if (!before) continue;
        const split = { words: [...before.words, piece.join('')], rarest: Math.min(before.rarest, held) };
        if (better(split, best[end][k])) best[end][k] = split;
      }
    }
  }
  return best;
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
  const letters = Array.from(word);
  // Every start of the word split at once: one or two whole words before the letters begun.
  const best = splitTable(letters, new Map(vocabulary.map((v) => [v.word, v.cars])), MAX_PIECES - 1);
  const splits: Array<HalfTypedSplit & { rarest: number }> = [];
  for (let end = letters.length - 1; end >= MIN_WITH_DIGIT; end--) {
    const tail = letters.slice(end).join('');
    const head = best[end][1] ?? best[end][2];
    if (head && begun.has(tail)) splits.push({ words: head.words, tail, rarest: head.rarest });
  }
  return splits
    .sort((a, b) => a.words.length - b.words.length || b.rarest - a.rarest || a.tail.length - b.tail.length)
    .map(({ words, tail }) => ({ words, tail }));
}
