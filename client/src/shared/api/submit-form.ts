import { useCallback, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectToken, sessionExpired } from '../session/session-slice';
import { uploadMultipart, type UploadProgress, type UploadResult } from './upload';

/**
 * Sends a multipart form (with a picture) through XHR, for real upload progress; a 401 ends
 * the session like any other call. The result is shaped like an RTK Query result.
 */
export function useMultipartSubmit<T>() {
  const token = useSelector(selectToken);
  const dispatch = useDispatch();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback(
    async (url: string, body: FormData): Promise<UploadResult<T>> => {
      setSubmitting(true);
      setProgress(null);
      try {
        const result = await uploadMultipart<T>({ url, body, token, onProgress: setProgress });
        if (result.error?.status === 401 && token) dispatch(sessionExpired());
        return result;
      } finally {
        setSubmitting(false);
        setProgress(null);
      }
    },
    [token, dispatch],
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
