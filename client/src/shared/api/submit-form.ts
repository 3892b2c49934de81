import { useCallback, useState } from 'react';
import type { UploadProgress } from './upload';

/**
 * The upload progress of a typed upload mutation, for the page: `track` hands the mutation its
 * `onProgress` and clears the progress once the answer is in.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const track = useCallback(async <T>(send: (onProgress: (progress: UploadProgress) => void) => PromiseLike<T>): Promise<T> => {
    setProgress(null);
    try {
      return await send(setProgress);
    } finally {
      setProgress(null);
    }
  }, []);
  return { progress, track };
}

/** Text fields as multipart parts; arrays repeat the field (`services[]`). */
export function formDataOf(fields: Record<string, string | string[] | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => form.append(`${key}[]`, item));
    else form.append(key, value);
  }
  return form;
}
