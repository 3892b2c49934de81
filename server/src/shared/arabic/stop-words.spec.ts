import { normaliseArabic } from './normalise';
import { articleFreeForms, lightStems } from './stop-words';

const forms = (text: string) => articleFreeForms(normaliseArabic(text));

describe("a listing's words without the article", () => {
  it.each([
    ['الكامري', ['كامري']],
    ['بالأوتوماتيك', ['اوتوماتيك']],
    ['للبيع', ['بيع']],
    ['والسيارات', ['سيارات']],
    ['السيارة', ['سياره']],
  ])('indexes «%s» also as %j', (word, expected) => {
    expect(forms(word)).toEqual(expected);
  });

  it('gives the forms the query side stems to (the same stemmer)', () => {
    for (const word of ['الكامري', 'بالاوتوماتيك', 'للبيع']) {
      expect(lightStems(word)).toEqual(expect.arrayContaining(articleFreeForms(word)));
    }
  });

  it('leaves words without the article, short words, Latin words and forms already there alone', () => {
    expect(forms('كامري بنزين كهرباء وكيل')).toEqual([]);
    expect(forms('الي الف')).toEqual([]);
    expect(forms('alkamri the')).toEqual([]);
    expect(forms('كامري الكامري')).toEqual([]);
  });
});
