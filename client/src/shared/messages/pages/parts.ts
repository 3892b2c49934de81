import type { PluralForms } from '../../format/plural';

// The parts page's Arabic texts (part of the client catalogue; loaded with that page only).

export const partsAr = {
  loadFailed: 'حدث خطأ أثناء تحميل قطع الغيار',
  empty: 'لا توجد قطع مطابقة لبحثك.',
  emptyHint: 'جرّب فئة أخرى أو امسح بعض الفلاتر.',
  /** A part's stock: 'متوفر (8 قطع)' (shared/format/plural.ts). */
  pieces: {
    zero: '# قطعة',
    one: 'قطعة واحدة',
    two: 'قطعتان',
    few: '# قطع',
    many: '# قطعة',
    other: '# قطعة',
  } satisfies PluralForms,
} as const;
