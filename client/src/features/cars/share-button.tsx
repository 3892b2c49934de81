import { lazy, Suspense, useState } from 'react';
import { Button } from '../../shared/ui/button';
import { notify } from '../../shared/ui/notify';
import { shareAr } from '../../shared/messages/pages/share';

// Only needed where the browser refuses the clipboard: loaded then.
const Dialog = lazy(() => import('../../shared/ui/dialog').then((m) => ({ default: m.Dialog })));

/** Copies the car's address; where the browser refuses, shows it ready to copy by hand. */
export function ShareButton({ carId, name }: { carId: number; name: string }) {
  const [fallback, setFallback] = useState<string | null>(null);
  const share = async () => {
    const url = `${window.location.origin}/car/${carId}`;
    try {
      await navigator.clipboard.writeText(url);
      notify.success(shareAr.copied);
    } catch {
      setFallback(url);
    }
  };
  return (
    <>
      <Button variant="outline" className="w-full" onClick={share}>
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        مشاركة
      </Button>
      {fallback !== null && (
        <Suspense fallback={null}>
          <Dialog open onClose={() => setFallback(null)} title={`مشاركة ${name}`}>
            <label className="flex flex-col gap-2 text-sm text-slate-700">
              {shareAr.copyFailed}
              <input
                readOnly
                dir="ltr"
                value={fallback}
                onFocus={(event) => event.currentTarget.select()}
                className="h-11 rounded-xl border border-slate-300 px-3"
              />
            </label>
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
