import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  /** Escape and the backdrop's close do nothing while busy (a save in flight). */
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for forms with several fields. */
  size?: 'md' | 'lg';
}

/**
 * A modal on the native <dialog> (focus trap, Escape, focus restored to the opener), for forms:
 * the content brings its own buttons. ConfirmDialog is the yes/no case.
 */
export function Dialog({ open, title, busy, onClose, children, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className={`m-auto rounded-2xl bg-white p-0 text-slate-800 shadow-xl ${
        size === 'lg' ? 'w-[min(40rem,calc(100%-2rem))]' : 'w-[min(28rem,calc(100%-2rem))]'
      }`}
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
