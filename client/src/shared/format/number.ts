const integer = new Intl.NumberFormat('ar-SY', { numberingSystem: 'latn', maximumFractionDigits: 0 });

/** Counts and distances (mileage, views) with Latin digits and grouping. */
export function formatNumber(value: number): string {
  return integer.format(value);
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
