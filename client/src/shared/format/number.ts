/**
 * Digits as the ar-SY locale writes them with Latin digits (`Intl.NumberFormat('ar-SY',
 * { numberingSystem: 'latn' })`): groups of three split by ',', '.' before the fraction and a
 * left-to-right mark before the minus sign. Written by hand because a page's first
 * `Intl.NumberFormat` loads the locale's data, which on a slow phone blocks the page for a tenth
 * of a second while it hydrates; number.spec.ts holds the output to Intl's.
 */
export function formatDecimal(value: number, fractionDigits = 0): string {
  // toFixed writes exponents from 1e21 on; Intl is right there, and such numbers are not shown.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return intlFormat(value, fractionDigits);
  const [whole, fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const sign = value < 0 || Object.is(value, -0) ? '\u200e-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

function intlFormat(value: number, fractionDigits: number): string {
  return new Intl.NumberFormat('ar-SY', {
    numberingSystem: 'latn',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** Counts and distances (mileage, views) with Latin digits and grouping. */
export function formatNumber(value: number): string {
  return formatDecimal(value);
}

export function formatKilometers(value: number | null | undefined): string | null {
  return value == null ? null : `${formatNumber(value)} كم`;
}

/** 1536000 → '1.5 ميغابايت'; used for upload progress and file sizes. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${mb.toFixed(1)} ميغابايت`;
  return `${Math.max(1, Math.round(bytes / 1024))} كيلوبايت`;
}
