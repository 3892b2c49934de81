import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { FieldErrors, validationFailed } from '../shared/http/http-errors';
import { MultipartInterceptor, uploadedFiles } from '../shared/http/multipart.interceptor';
import { validateDto } from '../shared/http/validation';
import { ImageUploads } from './image-uploads.service';
import { IMAGE_MAX_BYTES, ImageRef } from './stored-image';

/** Multipart forms with one picture (a store's logo, a workshop's photo) in `field`. */
export const SinglePictureUpload = (field: string) =>
  MultipartInterceptor({ fileFields: [field], errorField: field, maxFileBytes: IMAGE_MAX_BYTES, maxFiles: 2 });

/**
 * Reads a form with at most one picture: every field and the picture are checked first and all
 * problems reported together (422); only then is the original stored. `run` is the command:
 * if it fails, the stored original is removed again, so a refused form leaves nothing behind.
 */
@Injectable()
export class PictureForms {
  constructor(private readonly uploads: ImageUploads) {}

  async submit<T extends object, R>(
    request: Request,
    dto: new () => T,
    picture: { field: string; tooMany: string },
    run: (value: T, stored: ImageRef | null) => Promise<R>,
  ): Promise<R> {
    const { value, errors } = await validateDto(dto, flattenKeyValueData(request.body));
    const file = await this.check(uploadedFiles(request), picture, errors);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const [stored] = file ? await this.uploads.store([file]) : [null];
    try {
      return await run(value, stored);
    } catch (error) {
      if (stored) await this.uploads.discard([stored]);
      throw error;
    }
  }

  private async check(files: Express.Multer.File[], picture: { field: string; tooMany: string }, errors: FieldErrors) {
    if (files.length === 0) return null;
    if (files.length > 1) {
      errors[picture.field] = [picture.tooMany];
      return null;
    }
    const { accepted, errors: imageErrors } = await this.uploads.check(files);
    if (imageErrors.length) errors[picture.field] = imageErrors;
    return accepted[0] ?? null;
  }
}

/**
 * The older dashboard sends `{ data: [{ key, value, type, uuid }, …] }` instead of plain fields;
 * the pairs become fields (a plain field of the same name wins).
 */
export function flattenKeyValueData(body: unknown): Record<string, unknown> {
  const plain = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const { data, ...fields } = plain;
  if (!Array.isArray(data)) return plain;
  const pairs: Record<string, unknown> = {};
  for (const entry of data) {
    if (entry && typeof entry === 'object' && typeof (entry as { key?: unknown }).key === 'string') {
      pairs[(entry as { key: string }).key] = (entry as { value?: unknown }).value;
    }
  }
  return { ...pairs, ...fields };
}
