import { lazy, Suspense, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { CheckboxField, TextField } from '../../shared/ui/inputs';
import { ar } from '../../shared/messages/ar';
import { useSuggestions } from '../../shared/search-suggest/use-suggestions';
import type { DisplayCurrency } from '../../shared/format/money';
import { hasFilters, NO_FILTERS, PRICE_SLIDERS, type ListingFilters } from './use-listing-params';

interface CarFiltersProps {
  value: ListingFilters;
  /** The currency of the price range (the buyer's choice, or the one a shared link names). */
  priceCurrency: DisplayCurrency;
  onApply: (filters: ListingFilters) => void;
}

// The facet selects (and their counts' request) load with the panel, not with the page.
const FacetFilters = lazy(() => import('./facet-filters'));
// The price sliders too: they show only once the panel opens, so the list paints without them.
const PriceRange = lazy(() => import('./price-range'));
const MoreFilters = lazy(() => import('./more-filters'));

const same = (a: ListingFilters, b: ListingFilters) =>
  (Object.keys(a) as Array<keyof ListingFilters>).every((key) => a[key] === b[key]);

/** The search box and a collapsible panel (price range, make, city, fuel, good deals); both apply through the URL. */
export function CarFilters({ value, priceCurrency, onApply }: CarFiltersProps) {
  const PRICE_SLIDER = PRICE_SLIDERS[priceCurrency];
  const [draft, setDraft] = useState(value);
  // Open when the URL holds a filter of the panel (every filter but the search).
  const [open, setOpen] = useState(hasFilters({ ...value, search: '' }));
  const applied = useRef(value);
  const panelId = useId();

  // Follow the URL only when it changed from outside (back button, a link),
  // never overwriting what the user is choosing after applying.
  useEffect(() => {
    if (same(applied.current, value)) return;
    applied.current = value;
    setDraft(value);
  }, [value]);

  const apply = (next: ListingFilters) => {
    applied.current = next;
    onApply(next);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft);
  };

  // A suggestion picked applies at once: a make or a city as its filter, anything else as the search.
  const suggestions = useSuggestions(draft.search, (suggestion) => {
    const next =
      suggestion.kind === 'make' && suggestion.brand
        ? { ...draft, brand: suggestion.brand, search: '' }
        : suggestion.kind === 'city' && suggestion.city
          ? { ...draft, city: suggestion.city, search: '' }
          : { ...draft, search: suggestion.text };
    setDraft(next);
    apply(next);
  });

  const clear = () => {
    setDraft(NO_FILTERS);
    apply(NO_FILTERS);
  };

  return (
    <Card className="p-4 sm:p-5">
      <form noValidate role="search" aria-label="البحث في السيارات" onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="relative flex-1">
            <TextField
              label="ابحث عن سيارة"
              type="search"
              placeholder="مثال: تويوتا كامري 2018"
              value={draft.search}
              onChange={(event) => setDraft((d) => ({ ...d, search: event.target.value }))}
              onFocus={suggestions.onFocus}
            />
            {suggestions.list}
          </div>
          <div className="flex gap-2">
            <Button type="submit" className="flex-1 sm:flex-none">
              بحث
            </Button>
            <Button variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M4 6h16M7 12h10M10 18h4" />
              </svg>
              الفلاتر
            </Button>
            {hasFilters(value) && (
              <Button variant="ghost" onClick={clear}>
                مسح
              </Button>
            )}
          </div>
        </div>
        <div id={panelId} hidden={!open} className="grid gap-6 border-t border-slate-100 pt-4 md:grid-cols-2">
          {open ? (
            <Suspense fallback={<div className="h-32" aria-hidden="true" />}>
              <PriceRange
                min={draft.minPrice ?? PRICE_SLIDER.min}
                max={draft.maxPrice ?? PRICE_SLIDER.max}
                currency={priceCurrency}
                onChange={({ min, max }) =>
                  setDraft((d) => ({
                    ...d,
                    minPrice: min > PRICE_SLIDER.min ? min : undefined,
                    maxPrice: max < PRICE_SLIDER.max ? max : undefined,
                  }))
                }
              />
            </Suspense>
          ) : (
            <div />
          )}
          <div className="flex flex-col gap-4">
            {open && (
              <Suspense fallback={<div className="h-11" aria-hidden="true" />}>
                <FacetFilters value={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} />
                <MoreFilters value={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} />
              </Suspense>
            )}
            <CheckboxField
              label={ar.priceIndicator.dealsOnly}
              checked={draft.deals}
              onChange={(event) => setDraft((d) => ({ ...d, deals: event.target.checked }))}
            />
            <Button type="submit" className="self-start">
              تطبيق الفلاتر
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
