import { useEffect, useId, useMemo } from 'react';
import { formatBytes } from '../format/bytes';
import { cn } from './cn';
import { arm } from '../messages/ar-manage';
import { decodesAsImage, notAnImage } from './image-decode';

export const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_EXTENSIONS = /\.(png|jpe?g)$/i;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** What the form sends: a new file, a request to remove the current picture, or nothing. */
export interface PictureChoice {
  file: File | null;
  remove: boolean;
}

export const noPictureChange: PictureChoice = { file: null, remove: false };

/** Checks a chosen file the way the server will (PNG or JPEG, under 10 MB); returns the problem, if any. */
export function pictureProblem(file: File): string | null {
  const typeOk = file.type ? IMAGE_TYPES.includes(file.type) : IMAGE_EXTENSIONS.test(file.name);
  if (!typeOk) return arm.sell.imagesType;
  if (file.size >= IMAGE_MAX_BYTES) return arm.sell.imagesSize;
  return null;
}

interface SingleImagePickerProps {
  label: string;
  hint?: string;
  /** The picture the store or workshop has now (edit forms). */
  currentUrl: string | null;
  value: PictureChoice;
  onChange: (value: PictureChoice) => void;
  error?: string;
  onError: (error: string | undefined) => void;
  disabled?: boolean;
}

/** One picture (logo, workshop photo) with a preview and removal. */
export function SingleImagePicker({
  label,
  hint,
  currentUrl,
  value,
  onChange,
  error,
  onError,
  disabled,
}: SingleImagePickerProps) {
  const id = useId();
  const previewUrl = useMemo(() => (value.file ? URL.createObjectURL(value.file) : null), [value.file]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  const shown = previewUrl ?? (value.remove ? null : currentUrl);

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-28 items-center justify-center overflow-hidden rounded-2xl border border-dashed border-slate-300 bg-slate-50">
          {shown ? (
            <img src={shown} alt={`معاينة ${label}`} className="size-full object-cover" />
          ) : (
            <span className="px-2 text-center text-xs text-slate-500">لا توجد صورة</span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <input
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
            className={cn(
              'block text-sm text-slate-600 file:me-3 file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:py-2',
              'file:font-semibold file:text-brand-700 hover:file:bg-brand-100',
            )}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = ''; // the same file chosen again must fire change
              if (!file) return;
              const problem = pictureProblem(file);
              onError(problem ?? undefined);
              if (problem) return;
              void decodesAsImage(file).then((ok) => {
                if (ok) onChange({ file, remove: false });
                else onError(notAnImage(file.name));
              });
            }}
          />
          {shown && (
            <button
              type="button"
              disabled={disabled}
              className="self-start text-sm font-semibold text-red-600 hover:underline"
              onClick={() => {
                onError(undefined);
                // A newly chosen file is dropped (back to the current picture); otherwise the current one goes.
                onChange(value.file ? { file: null, remove: value.remove } : { file: null, remove: currentUrl !== null });
              }}
            >
              إزالة الصورة
            </button>
          )}
          {value.file && <span className="text-xs text-slate-500">{formatBytes(value.file.size)}</span>}
        </div>
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
