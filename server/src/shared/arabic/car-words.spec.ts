import { arabizi, makeNamedBy } from './car-words';
import { normaliseArabic } from './normalise';

describe('Arabizi spellings of a listing', () => {
  it('spells each Arabic word in Latin letters as people chat', () => {
    expect(arabizi(normaliseArabic('كامري'))).toBe('kamri');
    expect(arabizi(normaliseArabic('دمشق'))).toBe('dmshq');
    expect(arabizi(normaliseArabic('حمص'))).toBe('hms');
  });

  it('leaves Latin words and digits out, and drops single letters', () => {
    expect(arabizi(normaliseArabic('Camry 2015 كامري'))).toBe('kamri');
    expect(arabizi('')).toBe('');
  });
});

describe('the make a search word names', () => {
  it.each([
    ['kia', 'kia'],
    ['toiota', 'toyota'],
    ['hiondai', 'hyundai'],
    ['mrsids', 'mercedes'],
    ['kamri', null],
    ['هونداي', null], // an Arabic spelling: the search names it by its canonical name already
  ])('«%s» names %s', (word, make) => {
    expect(makeNamedBy(word)).toBe(make);
  });
});
