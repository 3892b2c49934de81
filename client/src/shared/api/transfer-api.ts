import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { selectToken, type WithSession } from '../session/session-slice';
import { baseApi, endSessionOn401 } from './base-api';
import { uploadMultipart, type UploadProgress } from './upload';

export interface UploadArgs {
  url: string;
  body: FormData;
  method?: 'POST' | 'PUT';
  onProgress?: (progress: UploadProgress) => void;
}

export interface DownloadArgs {
  url: string;
  /** The name the browser saves the file under. */
  filename: string;
}

/** Hands a fetched body to the browser as a file: a plain link could not carry the bearer token. */
function saveFile(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href, download: filename }).click();
  // The download has started from the click; the blob can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/**
 * A multipart form (with a picture) through XHR, for real upload progress, with the session's
 * token; a 401 ends the session like any other call. The `queryFn` of each resource's typed
 * upload mutation (shared/places/place-form-api.ts), never called by pages themselves.
 */
export async function sendMultipart(
  { url, body, method, onProgress }: UploadArgs,
  api: BaseQueryApi,
): Promise<{ data: unknown } | { error: FetchBaseQueryError }> {
  const token = selectToken(api.getState() as WithSession);
  const result = await uploadMultipart({ url, body, method, token, onProgress, signal: api.signal });
  endSessionOn401(result.error?.status, token, api);
  return result.error ? { error: result.error } : { data: result.data };
}

/**
 * Files from the API through RTK Query, with the session's token and its 401 handling
 * (a 401 ends the session like any other call). Loaded only by the screens that use them.
 */
export const transferApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Saves what an authenticated GET answers as a file; fails (unwrap rejects) on any non-2xx answer. */
    downloadFile: build.mutation<null, DownloadArgs>({
      async queryFn({ url, filename }, _api, _extra, baseQuery) {
        // No timeout: a long export streams for as long as it needs.
        const result = await baseQuery({ url, timeout: 0, responseHandler: (res) => (res.ok ? res.blob() : res.text()) });
        if (result.error) return { error: result.error };
        saveFile(result.data as Blob, filename);
        return { data: null };
      },
    }),
  }),
});

export const { useDownloadFileMutation } = transferApi;
