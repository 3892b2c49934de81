import { brandsIn, likePattern, normaliseArabic, searchDocument, searchTerms } from './normalise';

const matches = (query: string, document: string): boolean => {
  const text = searchDocument(document);
  return searchTerms(query).every((term) => text.includes(term));
};

describe('Arabic normaliser', () => {
  it.each([
    ['alef with hamza above', 'أحمد', 'احمد'],
    ['alef with hamza below', 'إسماعيل', 'اسماعيل'],
    ['alef with madda', 'آمنة', 'امنه'],
    ['taa marbuta and haa', 'سيارة', 'سياره'],
    ['alef maqsura and yaa', 'مستشفى', 'مستشفي'],
    ['diacritics', 'سَيّارَةٌ', 'سياره'],
    ['tatweel', 'سيـــارة', 'سياره'],
    ['Arabic-Indic digits', '٢٠١٩', '2019'],
    ['Persian digits', '۲۰۱۹', '2019'],
    ['Latin case', 'TOYOTA Camry', 'toyota camry'],
  ])('folds %s', (_rule, input, expected) => {
    expect(normaliseArabic(input)).toBe(expected);
  });

  it.each([
    ['تويوتا', 'Toyota Camry 2019'],
    ['toyota', 'تويوتا كامري'],
    ['مرسيدس', 'Mercedes C200'],
    ['بي ام دبليو', 'BMW X5'],
    ['كامري ٢٠١٩', 'تويوتا كامري 2019'],
    ['سياره', 'سيارة نظيفة'],
    ['إلنترا', 'هيونداي النترا'],
    ['تويو', 'Toyota Corolla'],
  ])('finds "%s" in "%s"', (query, document) => {
    expect(matches(query, document)).toBe(true);
  });

  it('does not mistake a word that contains a make for the make', () => {
    expect(matches('مرسيدس', 'سيارة بنزين اقتصادية')).toBe(false);
  });

  it('turns a query into distinct terms, a make in either script into its canonical name, at most eight', () => {
    expect(searchTerms('مرسيدس بنز  C200 c200')).toEqual(['mercedes', 'c200']);
    expect(searchTerms('بي إم دبليو X5')).toEqual(['bmw', 'x5']);
    expect(searchTerms('!!! ؟؟')).toEqual([]);
    expect(searchTerms('ا ب ت ث ج ح خ د ذ ر')).toHaveLength(8);
  });

  it('names the makes a text mentions as whole words only', () => {
    expect(brandsIn(normaliseArabic('كيانات وتويوتات'))).toEqual([]);
    expect(brandsIn(normaliseArabic('كيا و تويوتا')).sort()).toEqual(['kia', 'toyota']);
  });

  it('escapes LIKE wildcards so a term matches literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
