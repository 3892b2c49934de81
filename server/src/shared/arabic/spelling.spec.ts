import { normaliseArabic } from './normalise';
import { bestCorrection, CHEAP_EDIT, edits, nearSpellings, typoBudget, typoCost } from './spelling';

const vocabulary = (...words: Array<[string, number]>) => words.map(([word, cars]) => ({ word: normaliseArabic(word), cars }));

describe('typo tolerance', () => {
  it.each([
    ['a 3-letter word: none', 'كيا', 0],
    ['a 4-letter word: one cheap edit', 'كمري', 0.5],
    ['5 letters: one', 'تويتا', 1],
    ['9 letters: two', 'mitsubishi', 2],
    ['a year: none', '2018', 0],
  ])('%s', (_what, word, budget) => {
    expect(typoBudget(word)).toBe(budget);
  });

  it.each([
    ['a long vowel left out', 'كمري', 'كامري', 0.5],
    ['a long vowel added', 'تويوووتا', 'تويوتا', 1],
    ['a sound-alike letter', 'طويوتا', 'تويوتا', 0.5],
    ['taa marbuta for a final alef', 'تويوته', 'تويوتا', 0.5],
    ['another letter', 'تويوبا', 'تويوتا', 1],
    ['one long vowel for another', 'توييتا', 'تويوتا', 1],
    ['transposed', 'توويتا', 'تويوتا', 1],
    ['an Arabizi digit', '3ali', 'aali', 0.5],
    ['k for c', 'kamry', 'camry', 0.5],
  ])('%s: %s → %s costs %s', (_what, typed, word, cost) => {
    expect(typoCost(normaliseArabic(typed), normaliseArabic(word))).toBe(cost);
  });

  it('generates every single edit in the word’s script', () => {
    const all = edits('kia');
    expect(all).toEqual(expect.arrayContaining(['ia', 'ka', 'ki', 'ika', 'kai', 'kiaa', 'xkia', 'kxa']));
    expect(all.some((word) => /[\u0600-\u06FF]/.test(word))).toBe(false);
    expect(edits('كيا')).toEqual(expect.arrayContaining(['كي', 'يكا', 'كيان', 'كبا']));
  });

  it('prefers the nearest word, then the commonest', () => {
    const words = vocabulary(['كامري', 3], ['كامل', 40], ['عمري', 1]);
    expect(bestCorrection('كمري', words)).toBe('كامري'); // a long vowel (cheap) beats ك→ع
    expect(bestCorrection(normaliseArabic('تويتا'), vocabulary(['تويوتا', 5], ['تويتر', 9]))).toBe('تويوتا');
    expect(bestCorrection('كيان', vocabulary(['كيا', 50]))).toBeNull(); // ن is no long vowel: 4 letters allow none
    expect(bestCorrection('ريو', vocabulary(['رينو', 50]))).toBeNull();
    expect(bestCorrection('toyta', vocabulary(['toyota', 5], ['tonta', 50]))).toBe('toyota');
  });

  it('costs every pair as the textbook alignment does', () => {
    const random = seeded(32);
    const letters = Array.from('ابتثجحخدذرزسشصضطظعغفقكلمنهويءئؤabcdefghijklmnopqrstuvwxyz0123456789é😀');
    const word = () =>
      Array.from({ length: Math.floor(random() * 9) }, () => letters[Math.floor(random() * letters.length)]).join('');
    const differing: Array<[string, string, number, number]> = [];
    for (let n = 0; n < 3000; n++) {
      const typed = word();
      const near = edits(typed);
      const other = n % 2 || !near.length ? word() : near[Math.floor(random() * near.length)];
      const [cost, expected] = [typoCost(typed, other), referenceCost(typed, other)];
      if (cost !== expected) differing.push([typed, other, cost, expected]);
    }
    expect(differing).toEqual([]);
  });

  it('gives the spellings one edit away within a budget, with their aligned costs', () => {
    const random = seeded(26);
    const letters = Array.from('ابتثجحخدذرزسشصضطظعغفقكلمنهويءئؤabcdefghijklmnopqrstuvwxyz0123456789é😀');
    const word = () =>
      Array.from({ length: 1 + Math.floor(random() * 7) }, () => letters[Math.floor(random() * letters.length)]).join('');
    const words = ['toyt', 'تويت', 'kamree', 'toyouta', 'neero', 'كمري', 'تويوتاا', ...Array.from({ length: 60 }, word)];
    const differing: string[] = [];
    for (const typed of words) {
      const costs = new Map(edits(typed).map((form) => [form, referenceCost(typed, form)]));
      for (const budget of [CHEAP_EDIT, 1]) {
        const within = [...costs].filter(([, cost]) => cost <= budget);
        const begun = within.filter(([form]) => !form.startsWith(typed));
        if (JSON.stringify([...nearSpellings(typed, budget)]) !== JSON.stringify(within)) differing.push(`${typed} ${budget}`);
        if (JSON.stringify([...nearSpellings(typed, budget, false)]) !== JSON.stringify(begun))
          differing.push(`${typed} ${budget} begun`);
      }
    }
    expect(differing).toEqual([]);
    expect(nearSpellings('toyt', CHEAP_EDIT, false).get('toyot')).toBe(CHEAP_EDIT);
  });
});

/** A small seeded generator: the same words on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** The weighted optimal string alignment distance of spelling.ts, written plainly over a full table. */
function referenceCost(typed: string, word: string): number {
  const vowels = new Set(Array.from('اويaeiouy'));
  const alike = new Set(
    ['تط', 'سص', 'سث', 'ذز', 'ظز', 'ضد', 'قك', 'حه', 'ها', 'عا', 'ءا', 'ئي', 'ؤو']
      .concat(['kc', 'kq', 'qg', 'iy', 'ie', 'ea', 'ou', 'ow', 'uw', 'sz', 'jg', '3a', '2a', '7h', '6t', '9s', '8g'])
      .flatMap((pair) => [pair, Array.from(pair).reverse().join('')]),
  );
  const indel = (letter: string) => (vowels.has(letter) ? CHEAP_EDIT : 1);
  const substitution = (x: string, y: string) => (x === y ? 0 : alike.has(x + y) ? CHEAP_EDIT : 1);
  const a = Array.from(typed);
  const b = Array.from(word);
  const d = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++) d[i][0] = d[i - 1][0] + indel(a[i - 1]);
  for (let j = 1; j <= b.length; j++) d[0][j] = d[0][j - 1] + indel(b[j - 1]);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(
        d[i - 1][j] + indel(a[i - 1]),
        d[i][j - 1] + indel(b[j - 1]),
        d[i - 1][j - 1] + substitution(a[i - 1], b[j - 1]),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] && a[i - 1] !== a[i - 2])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
