import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { formDataOf } from '../api/submit-form';
import { sendMultipart, type UploadArgs } from '../api/transfer-api';
import type { UploadProgress } from '../api/upload';
import type { PictureChoice } from '../ui/single-image-picker';

/** What a place's form sends: its fields and its picture, for a new place or the one with `id`. */
export interface PlaceFormArgs {
  /** The place edited; none for a new one. */
  id?: number;
  /** Text fields; an array repeats its field (`services[]`), and an empty one still clears the list. */
  fields: Record<string, string | string[] | undefined>;
  /** The picture chosen, or its removal. */
  picture: PictureChoice;
  onProgress?: (progress: UploadProgress) => void;
}

/** Where a kind of place is written (`/api/stores`) and what its picture's part is called (`logo`). */
export interface PlaceFormTarget {
  path: string;
  pictureField: string;
}

/**
 * The multipart request of a place's form: POST to create, POST with `_method=PUT` to edit (the
 * server reads a file upload only from a POST), `remove_<picture>` when the picture goes without
 * a new one, and the picture's file as its own part.
 */
export function placeFormRequest(
  { path, pictureField }: PlaceFormTarget,
  { id, fields, picture, onProgress }: PlaceFormArgs,
): UploadArgs {
  const editing = id !== undefined;
  const body = formDataOf({
    ...fields,
    _method: editing ? 'PUT' : undefined,
    [`remove_${pictureField}`]: editing && picture.remove && !picture.file ? '1' : undefined,
  });
  // An empty list must still reach the server (it clears it): `services[]` alone would send nothing.
  for (const [key, value] of Object.entries(fields)) if (Array.isArray(value) && value.length === 0) body.append(key, '');
  if (picture.file) body.append(pictureField, picture.file, picture.file.name);
  return { url: editing ? `${path}/${id}` : path, body, onProgress };
}

/**
 * One kind of place's form as a typed mutation (`build.mutation<Answer, PlaceFormArgs>(placeFormMutation(…))`):
 * pages give fields and a picture, not URLs; what the write changes is invalidated once it succeeded.
 */
export function placeFormMutation<Answer, Tag>(target: PlaceFormTarget, writeTags: (id?: number) => Tag[]) {
  return {
    // The answer as the API contract gives it (CONTRACT.md), as every RTK Query endpoint takes it.
    queryFn: (args: PlaceFormArgs, api: BaseQueryApi) =>
      sendMultipart(placeFormRequest(target, args), api) as Promise<{ data: Answer } | { error: FetchBaseQueryError }>,
    invalidatesTags: (answer: Answer | undefined, _error: unknown, { id }: PlaceFormArgs): Tag[] => (answer ? writeTags(id) : []),
  };
}
