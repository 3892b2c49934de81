import { FileStore } from '@tus/file-store';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { AppConfig } from '../../config/config';

/**
 * The tus data store of draft photos: a folder on local disk (one file per upload plus its
 * `.json` description). S3 would need multipart uploads, which the embedded s3rver lacks, and a
 * draft photo is small (the browser shrinks it to well under a megabyte). Several server
 * processes must share the folder (same machine, or a shared volume); the worker reads it too,
 * to delete abandoned drafts.
 */
export function photoDraftStore(config: AppConfig): { store: FileStore; directory: string } {
  const directory = resolve(config.UPLOAD_DRAFT_DIR);
  mkdirSync(directory, { recursive: true });
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: config.UPLOAD_DRAFT_HOURS * 3600_000 });
  return { store, directory };
}
