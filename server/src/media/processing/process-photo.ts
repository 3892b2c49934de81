import { PictureResult } from '../image-slot';
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
export async function processPicture(
  storage: StorageService,
  key: string,
  owner: string,
  imageId: string,
): Promise<PictureResult> {
  return (await render(storage, key, owner, imageId)).result;
}

/**
 * A listing's photo (a car's, a part's): processed as a picture, plus the perceptual hash that lets
 * the moderation queue spot the same photo under another listing.
 */
export async function processPhoto(storage: StorageService, key: string, owner: string, imageId: string): Promise<ImageResult> {
  const { result, original } = await render(storage, key, owner, imageId);
  if (result.kind === 'rejected' || !original) return result;
  try {
    return { ...result, hash: await photoHash(original) };
  } catch (error) {
    if (!(error instanceof UnprocessableImage)) throw error;
    return { kind: 'rejected', reason: error.message };
  }
}

async function render(
  storage: StorageService,
  key: string,
  owner: string,
  imageId: string,
): Promise<{ result: PictureResult; original?: Buffer }> {
  const original = await storage.getBuffer(key);
  if (!original) return { result: { kind: 'rejected', reason: 'original missing' } };
  try {
    const rendered = await renderVariants(original);
    const variants: ImageVariant[] = [];
    for (const v of rendered.variants) {
      const variant = { width: v.width, height: v.height, key: variantKey(owner, imageId, v.width), size: v.body.length };
      await storage.putBuffer(variant.key, v.body, 'image/webp');
      variants.push(variant);
    }
    return { result: { kind: 'processed', width: rendered.width, height: rendered.height, variants }, original };
  } catch (error) {
    if (!(error instanceof UnprocessableImage)) throw error;
    return { result: { kind: 'rejected', reason: error.message } };
  }
}
