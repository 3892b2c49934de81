import type { PluralForms } from '../../format/plural';

// The rentals page's Arabic texts (part of the client catalogue; loaded with that page only).

export const rentalsAr = {
  loadFailed: 'حدث خطأ أثناء تحميل السيارات',
  empty: 'لا توجد سيارات متاحة للإيجار بهذه الشروط حاليًا.',
  datesInvalid: 'يجب أن يكون تاريخ الإرجاع بعد تاريخ الاستلام',
  dateRequired: 'يرجى اختيار التاريخ',
  pastDate: 'لا يمكن اختيار تاريخ مضى',
  /** The monthly search's spans (shared/format/plural.ts). */
  months: {
    zero: '# شهر',
    one: 'شهر واحد',
    two: 'شهران',
    few: '# أشهر',
    many: '# شهرًا',
    other: '# شهر',
  } satisfies PluralForms,
} as const;
