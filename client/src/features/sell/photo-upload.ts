import { DetailedError, Upload } from 'tus-js-client';
import { photoToUpload } from './photo-shrinker';

/**
 * Sent in pieces: each acknowledged piece is a checkpoint the server has surely stored, where a
 * single request cut by a dropped line may lose what was still in flight, and some mobile
 * proxies hold a whole request body before passing it on.
 */
const CHUNK_BYTES = 256 * 1024;

/** Waits after a failure before trying again; the last delay repeats while the line stays down. */
const RETRY_DELAYS = [0, 1000, 2000, 4000, 8000, ...Array.from({ length: 60 }, () => 15000)];

export interface UploadTick {
  sent: number;
  total: number;
}

export interface PhotoUploadHandle {
  /** The draft photo's id once every byte is on the server; rejects on a refusal (4xx). */
  done: Promise<string>;
  /** Stops the upload; `forget` also deletes what the server holds. */
  abort(forget: boolean): void;
}

/** The HTTP status of a failed request, 0 when none came back (no line, a local failure). */
const statusOf = (error: Error): number => (error instanceof DetailedError ? (error.originalResponse?.getStatus() ?? 0) : 0);

/**
 * One photo's resumable upload (tus): shrunk first, then sent to the seller's draft. A dropped
 * line is retried from the byte the server holds, for as long as the page is open, and when the
 * same photo is chosen again after a reload its earlier upload is found (browser storage, keyed
 * by the account and the file) and resumed rather than restarted.
 */
export function startPhotoUpload(
  file: File,
  {
    token,
    account,
    onShrunk,
    onProgress,
    onStalled,
  }: {
    token: string | null;
    account: number | string;
    onShrunk: (size: number) => void;
    onProgress: (tick: UploadTick) => void;
    /** The line dropped: waiting to try again from the server's offset. */
    onStalled: () => void;
  },
): PhotoUploadHandle {
  let upload: Upload | null = null;
  let aborted = false;
  let resumeWhenOnline: (() => void) | null = null;
  const done = (async () => {
    const photo = await photoToUpload(file);
    onShrunk(photo.size);
    return new Promise<string>((resolve, reject) => {
      if (aborted) {
        reject(new Error('aborted'));
        return;
      }
      const current = new Upload(photo, {
        endpoint: '/api/uploads',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        metadata: { filename: file.name, filetype: photo.type },
        retryDelays: RETRY_DELAYS,
        chunkSize: CHUNK_BYTES,
        removeFingerprintOnSuccess: true,
        fingerprint: () =>
          Promise.resolve(['sayyara-photo', account, file.name, file.size, file.lastModified, photo.size].join('|')),
        // A dropped line, a server restart or a conflict on the offset: try again (from the server's offset).
        onShouldRetry: (error) => {
          const status = statusOf(error);
          const retry = status === 0 || status >= 500 || status === 409 || status === 423;
          if (retry) onStalled();
          return retry;
        },
        onProgress: (sent, total) => onProgress({ sent, total }),
        onSuccess: () => resolve(current.url!.split('/').pop()!),
        onError: (error) => {
          const status = statusOf(error);
          if (aborted || (status !== 0 && status < 500)) {
            reject(error);
            return;
          }
          // Out of retries with the line still down: go on when the browser is back online.
          onStalled();
          resumeWhenOnline = () => current.start();
          window.addEventListener('online', resumeWhenOnline, { once: true });
        },
      });
      upload = current;
      void current.findPreviousUploads().then((previous) => {
        if (aborted) return;
        if (previous.length > 0) current.resumeFromPreviousUpload(previous[0]);
        current.start();
      });
    });
  })();
  return {
    done,
    abort(forget) {
      aborted = true;
      if (resumeWhenOnline) window.removeEventListener('online', resumeWhenOnline);
      void upload?.abort(forget).catch(() => undefined);
    },
  };
}
