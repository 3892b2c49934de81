/** An original photo in object storage, checked at upload (format, size, dimensions). */
export interface ImageRef {
  imageId: string;
  key: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
}

export interface ImageVariant {
  width: number;
  height: number;
  key: string;
  size: number;
}

/** What the image worker made of a photo. */
/** `hash`: the photo's perceptual hash (photo-hash.ts), where the pipeline computed one. */
export type ImageResult =
  | { kind: 'processed'; width: number; height: number; variants: ImageVariant[]; hash?: string }
  | { kind: 'rejected'; reason: string };

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Beyond this many pixels an upload is refused: a tiny file can decode to gigabytes. */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;
/** Hard cap per request, above any admin setting, so one request cannot exhaust the disk. */
export const IMAGE_MAX_FILES_PER_REQUEST = 30;
