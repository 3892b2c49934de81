import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

// Multipart uploads go through XMLHttpRequest rather than fetch because only XHR
// reports real upload progress (bytes sent / total) to the page. Pages send them through the
// typed upload mutations (shared/places/place-form-api.ts, through transfer-api.ts), which add the
// session's token and 401 handling.

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  url: string;
  body: FormData;
  token: string | null;
  method?: 'POST' | 'PUT';
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** An RTK Query result, so the same helpers (errorStatus, fieldErrors) read its error. */
export type UploadResult<T> = { data: T; error?: undefined } | { data?: undefined; error: FetchBaseQueryError };

function parseBody(xhr: XMLHttpRequest): unknown {
  if (!xhr.responseText) return null;
  try {
    return JSON.parse(xhr.responseText);
  } catch {
    return xhr.responseText;
  }
}

export function uploadMultipart<T>({
  url,
  body,
  token,
  method = 'POST',
  onProgress,
  signal,
}: UploadOptions): Promise<UploadResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    // No Content-Type: the browser writes the multipart boundary itself.

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const data = parseBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) resolve({ data: data as T });
      else resolve({ error: { status: xhr.status, data } });
    };
    const failNetwork = () => resolve({ error: { status: 'FETCH_ERROR', error: 'network error' } });
    xhr.onerror = failNetwork;
    xhr.onabort = failNetwork;

    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
