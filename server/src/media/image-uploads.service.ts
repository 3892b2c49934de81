import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { AR } from '../shared/messages/ar';
import { StorageService } from '../storage/storage.service';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, ImageRef } from './stored-image';
import { messageOf } from '../shared/error-message';

type Formats = Record<string, { contentType: string; extension: string }>;

/** What a multipart form may carry (the spec: PNG or JPEG). */
const FORMATS: Formats = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
};

/**
 * Draft photos (uploaded one by one, resumably) may also be WebP: the client shrinks photos to
 * WebP, a third smaller than JPEG at the same quality, which matters on a Syrian mobile line.
 */
export const DRAFT_FORMATS: Formats = { ...FORMATS, webp: { contentType: 'image/webp', extension: 'webp' } };

export interface CheckedUpload {
  images: ImageRef[];
  errors: string[];
}

/**
 * Accepts uploaded photos: PNG or JPEG judged by their content (never the name or the declared
 * type), under 10 MB, within a pixel budget, then stores the originals. Nothing is stored unless
 * every file passes, so a refused form leaves no orphans.
 */
@Injectable()
export class ImageUploads {
  private readonly logger = new Logger(ImageUploads.name);

  constructor(private readonly storage: StorageService) {}

  async check(
    files: Array<Pick<Express.Multer.File, 'path' | 'size'>>,
    formats: Formats = FORMATS,
  ): Promise<{ accepted: Array<ImageRef & { path: string }>; errors: string[] }> {
    const errors = new Set<string>();
    const accepted: Array<ImageRef & { path: string }> = [];
    for (const file of files) {
      if (file.size >= IMAGE_MAX_BYTES) {
        errors.add(AR.images.tooLarge);
        continue;
      }
      // Only the header is read, so no pixel limit is needed to learn the size: a photo over
      // the budget gets the dimensions message, not "images only".
      const meta = await sharp(file.path, { limitInputPixels: false })
        .metadata()
        .catch(() => null);
      const format = meta?.format ? formats[meta.format] : undefined;
      if (!meta || !format || !meta.width || !meta.height) {
        errors.add(AR.images.only);
        continue;
      }
      if (meta.width * meta.height > IMAGE_MAX_PIXELS) {
        errors.add(AR.images.dimensions);
        continue;
      }
      const imageId = randomUUID();
      accepted.push({
        imageId,
        key: `originals/${imageId}.${format.extension}`,
        contentType: format.contentType,
        size: file.size,
        width: meta.width,
        height: meta.height,
        path: file.path,
      });
    }
    return { accepted, errors: [...errors] };
  }

  async store(accepted: Array<ImageRef & { path: string }>): Promise<ImageRef[]> {
    await Promise.all(accepted.map((i) => this.storage.putFile(i.key, i.path, i.size, i.contentType)));
    return accepted.map(({ path: _path, ...ref }) => ref);
  }

  /** Best effort: used when the command that would have referenced them failed. */
  async discard(images: ImageRef[]): Promise<void> {
    await this.storage.remove(images.map((i) => i.key)).catch((error: unknown) => {
      this.logger.warn(`could not remove ${images.length} orphan originals: ${messageOf(error)}`);
    });
  }
}
