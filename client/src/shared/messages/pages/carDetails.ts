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
  /** After «بعد»: «بعد 12 دقيقة». */
  minutes: {
    zero: '# دقيقة',
    one: 'دقيقة واحدة',
    two: 'دقيقتين',
    few: '# دقائق',
    many: '# دقيقة',
    other: '# دقيقة',
  } satisfies PluralForms,
  /** The seller's phone, asked for with «إظهار رقم الهاتف» / «اتصل الآن» (POST /api/cars/{id}/contact). */
  phone: {
    /** 429: this address asked for many numbers this hour; `wait` is «12 دقيقة». */
    tooMany: (wait: string) => `طلبت أرقام هواتف كثيرة خلال وقت قصير. يمكنك إظهار رقم جديد بعد ${wait}، أو مراسلة البائع الآن.`,
    gone: 'لم يعد هذا الإعلان متاحًا، فلا يمكن إظهار رقم البائع.',
    failed: 'تعذر إظهار رقم البائع، حاول مرة أخرى.',
  },
} as const;
