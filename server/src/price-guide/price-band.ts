/**
 * The price indicator's bands (README: "The price indicator"). A listing is placed by its price
 * in US cents against the median of its comparable group:
 *   great  at most 90% of the median (10% or more below it)
 *   good   at most 97% (3–10% below)
 *   fair   at most 110% (from 3% below to 10% above)
 *   high   above 110%
 * Below MIN_COMPARABLES other comparable listings there is no band («لا توجد بيانات كافية»).
 */
export const PRICE_BANDS = ['great', 'good', 'fair', 'high'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

/** Each band's upper bound, in percent of the median (inclusive); `high` is everything above. */
export const BAND_LIMITS_PERCENT: ReadonlyArray<readonly [PriceBand, number]> = [
  ['great', 90],
  ['good', 97],
  ['fair', 110],
];

/**
 * The fewest listings a group needs for figures: the listings the figures rest on, the car itself
 * counted when it is one of them (the car and five others), the same count the car page and the
 * add form's guide show.
 */
export const MIN_COMPARABLES = 6;

/** Years either side of the listing's own that make the first (closest) group. */
export const YEAR_SPAN = 2;

/**
 * The groups a listing is measured against, narrowest first, the first with MIN_COMPARABLES
 * listings: the same make and model within ±YEAR_SPAN years, the model at any age, the make.
 * Every comparable's price is first adjusted to the car's year and mileage (AGE_AND_MILEAGE).
 */
export const BASES = ['similar', 'model_years', 'make'] as const;
export type PriceBasis = (typeof BASES)[number];

/**
 * How prices fall with age and kilometres, fitted per model (per make for the make group) over
 * the group's active listings: ln(price) = a + perYear × year + per10000Km × km/10,000, least
 * squares on two regressors. A fit needs MIN_COMPARABLES listings and some spread; without them,
 * or outside the bounds (a thin group's noise can make an older car dearer), the typical values
 * stand in. The reference year only keeps the normalised prices in range.
 */
export const AGE_AND_MILEAGE = {
  referenceYear: 2020,
  kmUnit: 10_000,
  typical: { perYear: 0.08, per10000Km: -0.01 },
  perYear: { min: 0, max: 0.3 },
  per10000Km: { min: -0.1, max: 0 },
} as const;

/** Kilometres per mileage band; the last band holds everything from LAST_MILEAGE_BAND × this up. */
export const MILEAGE_BAND_KM = 50_000;
export const LAST_MILEAGE_BAND = 4;

/** 0–49,999 km → 0, 50,000–99,999 → 1, … 200,000 and more → 4. */
export function mileageBand(mileage: number): number {
  return Math.min(Math.floor(Math.max(0, mileage) / MILEAGE_BAND_KM), LAST_MILEAGE_BAND);
}

/** The same, as SQL over an integer column or expression. */
export const mileageBandSql = (mileage: string): string =>
  `least(greatest(${mileage}, 0) / ${MILEAGE_BAND_KM}, ${LAST_MILEAGE_BAND})`;

/**
 * The band of a price against a median (both in US cents), or null when there are too few
 * comparables or no positive median. Integer arithmetic, the same comparisons as `bandSql`.
 */
export function priceBand(priceUsdMinor: number, medianUsdMinor: number | null, comparables: number): PriceBand | null {
  if (comparables < MIN_COMPARABLES || medianUsdMinor === null || !(medianUsdMinor > 0)) return null;
  for (const [band, percent] of BAND_LIMITS_PERCENT) {
    if (priceUsdMinor * 100 <= medianUsdMinor * percent) return band;
  }
  return 'high';
}

/** `priceBand` as a SQL expression over numeric expressions (price, median, comparables). */
export function bandSql(price: string, median: string, comparables: string): string {
  const limits = BAND_LIMITS_PERCENT.map(([band, percent]) => `WHEN ${price} * 100 <= ${median} * ${percent} THEN '${band}'`);
  return `CASE WHEN ${comparables} < ${MIN_COMPARABLES} OR ${median} IS NULL OR ${median} <= 0 THEN NULL
    ${limits.join('\n    ')}
    ELSE 'high' END`;
}

/** The Arabic label of a band (server catalogue). */
export const BAND_LABELS: Record<PriceBand | 'none', string> = {
  great: 'سعر ممتاز',
  good: 'سعر جيد',
  fair: 'سعر عادل',
  high: 'سعر مرتفع',
  none: 'لا توجد بيانات كافية',
};
