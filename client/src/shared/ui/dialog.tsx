import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from './cn';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the backdrop and the close button do nothing while busy (a save in flight). */
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for forms with several fields. */
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * A modal on the native <dialog> (focus trapped, Escape closes, focus returns to the opener),
 * with a title, a close button and a click on the backdrop closing it. The content brings its own
 * buttons; ConfirmDialog is the yes/no case.
 */
export function Dialog({ open, title, busy, onClose, children, size = 'md', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // The backdrop click is a pointer shortcut; from the keyboard, Escape (onCancel) and the close button do the same.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-white p-0 text-slate-800 shadow-xl',
        size === 'lg' ? 'w-[min(40rem,calc(100%-2rem))]' : 'w-[min(30rem,calc(100%-2rem))]',
        className,
      )}
    >
      {open && (
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={close}
              disabled={busy}
              aria-label="إغلاق"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 disabled:opacity-50"
            >
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
