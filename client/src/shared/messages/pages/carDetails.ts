import type { PluralForms } from '../../format/plural';

// The carDetails page's Arabic texts (part of the client catalogue; loaded with that page only).

export const carDetailsAr = {
  horsepower: {
    zero: '# حصان',
    one: 'حصان واحد',
    two: 'حصانان',
    few: '# أحصنة',
    many: '# حصانًا',
    other: '# حصان',
  } satisfies PluralForms,
} as const;
