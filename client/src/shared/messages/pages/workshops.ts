import type { PluralForms } from '../../format/plural';

// The workshops page's Arabic texts (part of the client catalogue; loaded with that page only).

export const workshopsAr = {
  workshops: {
    zero: 'لا ورش',
    one: 'ورشة واحدة',
    two: 'ورشتان',
    few: '# ورش',
    many: '# ورشة',
    other: '# ورشة',
  } satisfies PluralForms,
  /** A workshop's reviews: 'التقييم 4.5 من 5 (تقييمان)'. */
  reviews: {
    zero: 'لا تقييمات',
    one: 'تقييم واحد',
    two: 'تقييمان',
    few: '# تقييمات',
    many: '# تقييمًا',
    other: '# تقييم',
  } satisfies PluralForms,
} as const;
