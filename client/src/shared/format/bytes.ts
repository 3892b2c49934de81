// Apart from number.ts: only the upload screens show sizes, and the public pages load number.ts.

/** 1536000 → '1.5 ميغابايت'; used for upload progress and file sizes. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${mb.toFixed(1)} ميغابايت`;
  return `${Math.max(1, Math.round(bytes / 1024))} كيلوبايت`;
}
