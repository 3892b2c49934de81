import { lazy, Suspense, useState } from 'react';
import { carName, type Car } from '../../shared/domain/car';
import { ar } from '../../shared/messages/ar';

// The dialog loads on the first click: lists carry only the button.
const QuickViewDialog = lazy(() => import('./quick-view-dialog').then((m) => ({ default: m.QuickViewDialog })));

/** The card's quick view: the key facts in a dialog, without leaving the list. */
export function QuickViewButton({ car }: { car: Car }) {
  const [open, setOpen] = useState(false);
  // Kept mounted once loaded, so closing returns focus to this button (native <dialog>).
  const [loaded, setLoaded] = useState(false);
  const name = carName(car) ?? ar.common.unnamedCar;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-label={`نظرة سريعة على ${name}`}
        title="نظرة سريعة"
        className="relative z-10 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm transition hover:bg-white"
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
        </svg>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <QuickViewDialog car={car} name={name} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
