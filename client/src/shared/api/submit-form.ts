import { useCallback, useState } from 'react';
import { useUploadFormMutation } from './transfer-api';
import type { UploadProgress, UploadResult } from './upload';

/**
 * Sends a multipart form (with a picture) through the `uploadForm` mutation, with its upload
 * progress for the page. The result is an RTK Query result (a 401 has already ended the session).
 */
export function useMultipartSubmit<T>() {
  const [upload, { isLoading: submitting }] = useUploadFormMutation();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const submit = useCallback(
    async (url: string, body: FormData): Promise<UploadResult<T>> => {
      setProgress(null);
      try {
        return (await upload({ url, body, onProgress: setProgress })) as UploadResult<T>;
      } finally {
        setProgress(null);
      }
    },
    [upload],
  );

  return { submit, submitting, progress };
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
