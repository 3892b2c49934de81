import { variantKey } from '../media-urls';
import { photoHash } from '../photo-hash';
import { ImageResult, ImageVariant } from '../stored-image';
import { StorageService } from '../../storage/storage.service';
import { renderVariants, UnprocessableImage } from './image-variants';

/**
 * Renders a stored original's WebP variants under `variants/<owner>/<imageId>/` and says what
 * came of it. A photo that cannot be an image is 'rejected'; a storage hiccup throws, so the
 * job is retried. Running twice writes the same keys.
 */
export async function processPhoto(storage: StorageService, key: string, owner: string, imageId: string): Promise<ImageResult> {
  const original = await storage.getBuffer(key);
  if (!original) return { kind: 'rejected', reason: 'original missing' };
  try {
    const rendered = await renderVariants(original);
    const variants: ImageVariant[] = [];
    for (const v of rendered.variants) {
      const variant = { width: v.width, height: v.height, key: variantKey(owner, imageId, v.width), size: v.body.length };
      await storage.putBuffer(variant.key, v.body, 'image/webp');
      variants.push(variant);
    }
    // The perceptual hash lets the moderation queue spot the same photo under another listing.
    const hash = await photoHash(original);
    return { kind: 'processed', width: rendered.width, height: rendered.height, variants, hash };
  } catch (error) {
    if (!(error instanceof UnprocessableImage)) throw error;
    return { kind: 'rejected', reason: error.message };
  }
}
