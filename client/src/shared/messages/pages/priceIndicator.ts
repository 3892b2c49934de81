import { plural, type PluralForms } from '../../format/plural';

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
  /**
   * A thin model is measured against wider groups, each comparable's price adjusted to the car's
   * year and mileage, and says so: «بناءً على 23 سيارة من كيا بأعمار مختلفة».
   */
  basedOnWider: (group: string): PluralForms => ({
    zero: `لا توجد سيارات من ${group}`,
    one: `بناءً على سيارة واحدة من ${group} بأعمار مختلفة`,
    two: `بناءً على سيارتين من ${group} بأعمار مختلفة`,
    few: `بناءً على # سيارات من ${group} بأعمار مختلفة`,
    many: `بناءً على # سيارة من ${group} بأعمار مختلفة`,
    other: `بناءً على # سيارة من ${group} بأعمار مختلفة`,
  }),
  median: 'السعر الوسيط',
  range: 'نطاق الأسعار',
  between: (low: string, high: string) => `${low} – ${high}`,
  guideHeading: 'السعر المقترح',
  guideHint: 'أسعار السيارات المعروضة الآن من نفس الماركة والموديل، معدّلة إلى سنة الصنع والمسافة المقطوعة لسيارتك.',
  guideInsufficient: 'لا توجد بيانات كافية لاقتراح سعر لهذه السيارة بعد.',
  guideFailed: 'تعذر تحميل السعر المقترح',
} as const;

/** What the figures rest on, in one sentence, the same on the car page and in the add form's guide. */
export function basedOnText(
  figures: { sample_size: number; basis?: 'similar' | 'model_years' | 'make' | null },
  car: { brand?: string | null; model?: string | null },
): string {
  const t = priceIndicatorAr;
  if (!figures.basis || figures.basis === 'similar' || !car.brand) return plural(figures.sample_size, t.basedOn);
  const group = figures.basis === 'make' ? car.brand : [car.brand, car.model?.trim()].filter(Boolean).join(' ');
  return plural(figures.sample_size, t.basedOnWider(group));
}
