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

/** The fewest other comparable listings a band needs. */
export const MIN_COMPARABLES = 5;

/** Years either side of the listing's own that count as comparable. */
export const YEAR_SPAN = 2;

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
