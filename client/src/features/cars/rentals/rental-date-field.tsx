import { lazy, Suspense, type ComponentProps } from 'react';

// The date field comes in a chunk of its own, after the page's first scripts (their budget:
// client-bundle-budget.int-spec): the server's rendering of /rentals waits for it, so the first
// paint already shows the dates, and the browser makes them live when the chunk arrives.
const DateField = lazy(() => import('../../../shared/ui/date-field').then((m) => ({ default: m.DateField })));

/** A rental's date; until its chunk has come (a visit that starts elsewhere), its label over a control's room. */
export function RentalDateField(props: ComponentProps<typeof DateField>) {
  return (
    <Suspense
      fallback={
        <fieldset className="flex min-w-0 flex-col gap-1.5" disabled>
          <legend className="mb-1.5 text-sm font-semibold text-slate-700">{props.label}</legend>
          <div className="h-11 rounded-lg border border-slate-300 bg-slate-50" />
        </fieldset>
      }
    >
      <DateField {...props} />
    </Suspense>
  );
}
