/**
 * Digits as the ar-SY locale writes them with Latin digits (`Intl.NumberFormat('ar-SY',
 * { numberingSystem: 'latn' })`): groups of three split by ',', '.' before the fraction and a
 * left-to-right mark before the minus sign (Intl also writes one before a negative zero). Written by hand because a page's first
 * `Intl.NumberFormat` loads the locale's data, which on a slow phone blocks the page for a tenth
 * of a second while it hydrates; number.spec.ts holds the output to Intl's. For finite numbers below
 * 1e21 (toFixed writes larger ones with an exponent; no price or count is that large).
 */
export function formatDecimal(value: number, fractionDigits = 0): string {
  const [whole, fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const sign = value < 0 ? '\u200e-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** Counts and distances (mileage, views) with Latin digits and grouping. */
export function formatNumber(value: number): string {
  return formatDecimal(value);
}

export function formatKilometers(value: number | null | undefined): string | null {
  return value == null ? null : `${formatNumber(value)} كم`;
}
