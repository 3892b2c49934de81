import { useId, useState, type DragEvent } from 'react';
import { formatBytes } from '../../shared/format/bytes';
import { cn } from '../../shared/ui/cn';
import { IMAGE_RULES } from './schemas';
import type { ImagePicker as Picker } from './use-image-picker';
import { PhotoUploadStatus } from './photo-upload-status';
import type { PhotoUploadStates } from './use-photo-uploads';

/** File input styled as a drop zone, with previews that can be removed one by one. */
export function ImagePicker({
  picker,
  locked,
  label = 'صور السيارة',
  uploads,
}: {
  picker: Picker;
  locked: boolean;
  label?: string;
  /** Each photo's upload, shown under its preview (photos upload as soon as they are chosen). */
  uploads?: PhotoUploadStates;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!locked) void picker.add(event.dataTransfer.files);
  };

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-6 py-8 text-center transition has-focus-visible:ring-4 has-focus-visible:ring-brand-200',
          locked
            ? 'cursor-not-allowed border-slate-200 bg-slate-50 opacity-70'
            : 'cursor-pointer border-slate-300 bg-white hover:border-brand-400',
          dragging && 'border-brand-500 bg-brand-50',
          picker.error && 'border-red-400',
        )}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-10 text-brand-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="M21 16l-5-5-8 8" strokeLinejoin="round" />
        </svg>
        <span className="font-semibold text-slate-800">اختر صور السيارة أو اسحبها إلى هنا</span>
        <span className="text-xs text-slate-500">PNG أو JPG، أقل من 10 ميغابايت للصورة، حتى {picker.maxCount} صور</span>
        <input
          id={id}
          type="file"
          multiple
          accept={IMAGE_RULES.types.join(',')}
          disabled={locked}
          aria-invalid={picker.error ? true : undefined}
          aria-describedby={picker.error ? `${id}-error` : undefined}
          className="sr-only"
          onChange={(event) => {
            if (event.target.files) void picker.add(event.target.files);
            event.target.value = ''; // choosing the same file again must fire change
          }}
        />
      </label>
      {picker.error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {picker.error}
        </p>
      )}
      {picker.images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="الصور المختارة">
          {picker.images.map((image, index) => (
            <li key={image.key} className="relative overflow-hidden rounded-xl border border-slate-200 bg-white">
              <img src={image.previewUrl} alt={`معاينة الصورة ${index + 1}`} className="aspect-[4/3] w-full object-cover" />
              <p className="truncate px-2 py-1 text-xs text-slate-500" dir="auto">
                {formatBytes(image.file.size)}
              </p>
              {uploads && <PhotoUploadStatus state={uploads[image.key]} label={`الصورة ${index + 1}`} />}
              {index === 0 && (
                <span className="absolute start-2 top-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
                  الغلاف
                </span>
              )}
              {!locked && (
                <button
                  type="button"
                  onClick={() => picker.remove(image.key)}
                  aria-label={`إزالة الصورة ${index + 1}`}
                  className="absolute end-2 top-2 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-red-600 shadow hover:bg-white"
                >
                  <span aria-hidden="true">✕</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
