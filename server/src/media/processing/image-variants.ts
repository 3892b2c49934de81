import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_VARIANT_WIDTHS } from '../stored-image';

export interface RenderedVariant {
  width: number;
  height: number;
  body: Buffer;
}

/** A photo the pipeline refuses (corrupt, not an image, a decompression bomb): not worth retrying. */
export class UnprocessableImage extends Error {}

const OPTIONS = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' } as const;

/**
 * WebP renditions of a photo for srcset: each standard width narrower than the photo (or one at
 * its own width if it is smaller than all). Rotated upright from EXIF; metadata (GPS, camera)
 * is dropped because sharp writes none unless asked.
 */
export async function renderVariants(original: Buffer): Promise<{ width: number; height: number; variants: RenderedVariant[] }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(original, OPTIONS).metadata();
  } catch (error) {
    throw new UnprocessableImage((error as Error).message);
  }
  if (!meta.width || !meta.height) throw new UnprocessableImage('no dimensions');
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw new UnprocessableImage('too many pixels');
  // Orientations 5–8 are rotated by 90°: the upright width is the stored height.
  const upright =
    (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w <= upright.width);
  const targets = widths.length ? widths : [upright.width];
  const variants: RenderedVariant[] = [];
  for (const width of targets) {
    try {
      const { data, info } = await sharp(original, OPTIONS)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, body: data });
    } catch (error) {
      throw new UnprocessableImage((error as Error).message);
    }
  }
  return { ...upright, variants };
}
