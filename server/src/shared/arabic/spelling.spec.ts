import { normaliseArabic } from './normalise';
import { bestCorrection, edits, typoBudget, typoCost } from './spelling';

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
});
