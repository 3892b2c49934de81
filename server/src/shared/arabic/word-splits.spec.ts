import { bestSplit, halfTypedSplits, splitPieces } from './word-splits';

const vocabulary = (entries: Record<string, number>) => Object.entries(entries).map(([word, cars]) => ({ word, cars }));

describe('words typed together', () => {
  const words = vocabulary({
    تويوتا: 900,
    كامري: 300,
    كيا: 500,
    ريو: 80,
    2018: 400,
    سياره: 2000,
    من: 5000,
    حلب: 700,
    x5: 20,
    bmw: 60,
  });

  it('splits a word into the two or three words of the vocabulary it was typed from', () => {
    expect(bestSplit('تويوتاكامري', words)).toEqual(['تويوتا', 'كامري']);
    expect(bestSplit('كامري2018', words)).toEqual(['كامري', '2018']);
    expect(bestSplit('تويوتاكامري2018', words)).toEqual(['تويوتا', 'كامري', '2018']);
    expect(bestSplit('كياريو', words)).toEqual(['كيا', 'ريو']);
    expect(bestSplit('bmwx5', words)).toEqual(['bmw', 'x5']);
  });

  it('leaves a word that is not words of the vocabulary run together, or needs a short piece', () => {
    expect(bestSplit('تويوتاكامرب', words)).toBeNull(); // a typo in a piece: not a split
    expect(bestSplit('سيارهمنحلب', words)).toBeNull(); // «من» is too short a piece
    expect(bestSplit('كامري', words)).toBeNull(); // a word is not split into itself
    expect(bestSplit('تويوتاكامريتويوتاكامري', words)).toBeNull(); // four words
  });

  it('takes the split into the fewest words, then the one whose rarest word the most listings hold', () => {
    const either = vocabulary({ abc: 50, defg: 5, abcd: 30, efg: 40 });
    expect(bestSplit('abcdefg', either)).toEqual(['abcd', 'efg']);
    expect(bestSplit('abcdefg', vocabulary({ abc: 50, defg: 35, abcd: 30, efg: 40 }))).toEqual(['abc', 'defg']);
    const fewest = vocabulary({ abc: 100, def: 100, ghi: 100, abcd: 1, efghi: 1 });
    expect(bestSplit('abcdefghi', fewest)).toEqual(['abcd', 'efghi']);
  });

  it('looks up every piece a split could make, and only those', () => {
    const pieces = splitPieces('كياريو');
    expect(pieces).toEqual(expect.arrayContaining(['كيا', 'ريو', 'يار', 'كيار', 'ياريو']));
    expect(pieces).not.toContain('كياريو');
    expect(pieces).not.toContain('كي');
    expect(splitPieces('x5v6')).toEqual(expect.arrayContaining(['x5', 'v6', '5v']));
    // Every split bestSplit can make is among the pieces looked up.
    for (const word of ['تويوتاكامري2018', 'bmwx5', 'كياريو']) {
      const held = splitPieces(word).map((piece) => ({ word: piece, cars: 1 }));
      expect(bestSplit(word, held)?.every((piece) => splitPieces(word).includes(piece))).toBe(true);
    }
  });

  describe('as the next word is begun', () => {
    /** The ends of `word` that begin a word of `words`. */
    const begun = (word: string) => {
      const letters = Array.from(word);
      return new Set(letters.map((_, i) => letters.slice(i).join('')).filter((end) => words.some((v) => v.word.startsWith(end))));
    };
    const readings = (word: string) => halfTypedSplits(word, words, begun(word));

    it('reads whole words, then the letters that begin the next', () => {
      expect(readings('تويوتاكا')).toEqual([{ words: ['تويوتا'], tail: 'كا' }]);
      expect(readings('تويوتاكامري')).toEqual([{ words: ['تويوتا'], tail: 'كامري' }]);
      expect(readings('تويوتاكامريح')).toEqual([{ words: ['تويوتا', 'كامري'], tail: 'ح' }]);
      expect(readings('bmwx')).toEqual([{ words: ['bmw'], tail: 'x' }]);
    });

    it('reads none when the letters after whole words begin no word, or before them is no whole word', () => {
      expect(readings('تويوتاكز')).toEqual([]);
      expect(readings('تويوكا')).toEqual([]);
      expect(readings('منحلب')).toEqual([]); // «من» is too short a piece
      expect(readings('تويوتاكامريحلبك')).toEqual([]); // three whole words before: four in all
    });

    it('takes the fewest whole words first, then the commonest, then the longest', () => {
      const held = vocabulary({ abc: 50, abcd: 30, defg: 5, efg: 40 });
      const ends = (word: string) => new Set(Array.from(word).map((_, i) => word.slice(i)));
      expect(halfTypedSplits('abcdefgx', held, ends('abcdefgx')).map((s) => s.words.join(' '))).toEqual([
        'abc',
        'abcd',
        'abcd efg', // bestSplit's pair for «abcdefg»: its rarest word is commoner than «abc defg»'s
      ]);
      expect(halfTypedSplits('abcdx', vocabulary({ abc: 5, abcd: 5 }), ends('abcdx'))[0]).toEqual({ words: ['abcd'], tail: 'x' });
    });
  });
});
