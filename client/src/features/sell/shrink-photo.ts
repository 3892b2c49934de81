/**
 * Shrinks a photo before it leaves the phone: decoded upright (the EXIF orientation applied by
 * the browser's decoder), scaled to at most `maxSide` pixels on its long side, re-encoded as
 * WebP (a third smaller than JPEG at the same quality; JPEG where the browser cannot encode WebP). Runs in a Web Worker (photo-shrink.worker.ts) and also on the main thread where
 * OffscreenCanvas exists. Uses only the platform's decoder and encoder: no library of ours
 * does it better, and one that fetches its worker code from a CDN cannot run here.
 */
export const SHRINK = { maxSide: 2048, quality: 0.85, type: 'image/webp', fallbackType: 'image/jpeg' } as const;

/** Width and height scaled to fit `maxSide` on the long side, never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export interface ShrunkPhoto {
  blob: Blob;
  width: number;
  height: number;
}

export async function shrinkPhoto(
  photo: Blob,
  maxSide: number = SHRINK.maxSide,
  quality: number = SHRINK.quality,
): Promise<ShrunkPhoto> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    let blob = await canvas.convertToBlob({ type: SHRINK.type, quality });
    // A browser without a WebP encoder answers PNG, many times larger.
    if (blob.type !== SHRINK.type) blob = await canvas.convertToBlob({ type: SHRINK.fallbackType, quality });
    // A small photo already well compressed stays as it is (the server orients it too).
    const keep = size.width === bitmap.width && photo.size <= blob.size && /^image\/(jpeg|png)$/.test(photo.type);
    return keep ? { blob: photo, ...size } : { blob, ...size };
  } finally {
    bitmap.close();
  }
}
