import type { PluralForms } from '../../format/plural';

// The searchResults page's Arabic texts (part of the client catalogue; loaded with that page only).

export const searchResultsAr = {
  empty: 'لا توجد نتائج مطابقة',
  cars: {
    zero: 'لا سيارات',
    one: 'سيارة واحدة',
    two: 'سيارتان',
    few: '# سيارات',
    many: '# سيارة',
    other: '# سيارة',
  } satisfies PluralForms,
} as const;
