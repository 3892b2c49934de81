import type { PluralForms } from '../../format/plural';

// The price indicator's Arabic texts on the car page and in the add/edit form (part of the client
// catalogue; loaded with those pages only). The band names, shown on cards, are in ar.ts.

export const priceIndicatorAr = {
  heading: 'مؤشر السعر',
  insufficient: 'لا توجد بيانات كافية',
  basedOn: {
    zero: 'لا توجد سيارات مشابهة',
    one: 'بناءً على سيارة مشابهة واحدة',
    two: 'بناءً على سيارتين مشابهتين',
    few: 'بناءً على # سيارات مشابهة',
    many: 'بناءً على # سيارة مشابهة',
    other: 'بناءً على # سيارة مشابهة',
  } satisfies PluralForms,
  median: 'متوسط السوق',
  range: 'نطاق الأسعار',
  between: (low: string, high: string) => `${low} – ${high}`,
  guideHeading: 'السعر المقترح',
  guideHint: 'أسعار السيارات المشابهة المعروضة الآن (نفس الماركة والموديل، سنة الصنع ±2، مسافة مقطوعة مقاربة).',
  guideInsufficient: 'لا توجد بيانات كافية لاقتراح سعر لهذه السيارة بعد.',
  guideFailed: 'تعذر تحميل السعر المقترح',
} as const;
