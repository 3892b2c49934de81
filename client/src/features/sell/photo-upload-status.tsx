import { formatBytes } from '../../shared/format/bytes';
import { arm } from '../../shared/messages/ar-manage';
import type { PhotoUploadState } from './use-photo-uploads';

/** m:ss, with Western digits like the other figures on the form. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** One photo's upload under its preview: progress, speed and time left, or done / failed. */
export function PhotoUploadStatus({ state, label }: { state: PhotoUploadState | undefined; label: string }) {
  if (!state) return null;
  if (state.status === 'preparing') return <p className="px-2 pb-1.5 text-xs text-slate-500">{arm.sell.photoPreparing}</p>;
  if (state.status === 'waiting')
    return (
      <p className="px-2 pb-1.5 text-xs text-amber-700" data-upload-status="waiting">
        {arm.sell.photoWaiting(state.total ? Math.round((state.sent / state.total) * 100) : 0)}
      </p>
    );
  if (state.status === 'failed') return <p className="px-2 pb-1.5 text-xs text-red-600">{arm.sell.photoUploadFailed}</p>;
  const total = state.total ?? 0;
  const percent = total > 0 ? Math.min(100, Math.round((state.sent / total) * 100)) : 0;
  const done = state.status === 'done';
  const left = state.speed && state.speed > 0 ? (total - state.sent) / state.speed : null;
  return (
    <div className="flex flex-col gap-1 px-2 pb-1.5 text-xs text-slate-600" data-upload-status={state.status}>
      <div
        role="progressbar"
        aria-label={`رفع ${label}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={done ? 100 : percent}
        className="h-1.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${done ? 100 : percent}%` }} />
      </div>
      <p dir="auto">
        {done ? (
          <span className="font-semibold text-emerald-700">
            {arm.sell.photoUploaded} · {formatBytes(total)}
          </span>
        ) : (
          <>
            {percent}% {state.speed ? `· ${arm.sell.photoSpeed(formatBytes(state.speed))}` : ''}
            {left !== null ? ` · ${arm.sell.photoTimeLeft(clock(left))}` : ''}
          </>
        )}
      </p>
    </div>
  );
}
