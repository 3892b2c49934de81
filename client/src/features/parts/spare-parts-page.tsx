import { lazy, Suspense, useId, useState, type SubmitEvent } from 'react';
import { optionsOf } from '../../shared/domain/options';
import { formatNumber } from '../../shared/format/number';
import { ar } from '../../shared/messages/ar';
import { Button } from '../../shared/ui/button';
import { cn } from '../../shared/ui/cn';
import { EmptyState } from '../../shared/ui/empty-state';
import { SelectField, TextField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { Pagination } from '../../shared/ui/pagination';
import { Spinner } from '../../shared/ui/spinner';
import { PartCard } from './part-card';
import { useGetPartsQuery, type Part, type PartCategory, type PartMake } from './parts-api';
import { usePartParams } from './use-part-params';
import { labelsMore } from '../../shared/messages/labels-more';
import { partsAr } from '../../shared/messages/pages/parts';

const CATEGORIES = Object.keys(labelsMore.partCategories) as PartCategory[];
const MAKE_OPTIONS = optionsOf(labelsMore.partMakes);
/** Each model the filter offers, with its make (so choosing a make narrows the models). */
const MODEL_MAKES: Record<keyof typeof labelsMore.partModels, PartMake> = {
  camry: 'toyota',
  corolla: 'toyota',
  civic: 'honda',
  accord: 'honda',
  elantra: 'hyundai',
  sportage: 'kia',
};
const TYPES = [
  { key: undefined, label: 'الكل' },
  { key: 'original', label: labelsMore.partTypes.original },
  { key: 'replacement', label: labelsMore.partTypes.replacement },
] as const;

export function SparePartsPage() {
  const { query, update } = usePartParams();
  const { data, isLoading, isFetching, isError, refetch } = useGetPartsQuery(query);
  // The box follows the URL (back/forward, a shared link), adjusted while rendering as useDraft
  // does (shared/ui/use-draft.ts), written out here so this public page loads no extra chunk.
  const [search, setSearch] = useState(query.search ?? '');
  const [searched, setSearched] = useState(query.search);
  if (searched !== query.search) {
    setSearched(query.search);
    setSearch(query.search ?? '');
  }
  const [filtersOpen, setFiltersOpen] = useState(Boolean(query.make || query.model || query.type));
  const [asking, setAsking] = useState<Part | null>(null);
  const panelId = useId();

  const modelOptions = (Object.keys(MODEL_MAKES) as Array<keyof typeof MODEL_MAKES>)
    .filter((model) => !query.make || MODEL_MAKES[model] === query.make)
    .map((model) => ({ value: model, label: labelsMore.partModels[model] }));
  const totalPages = Math.max(1, data?.meta.last_page ?? 1);

  const onSearch = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: search.trim() || undefined });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading title="قطع الغيار" subtitle="قطع أصلية وبديلة من متاجر موثوقة في سوريا، واسأل المتجر مباشرة قبل الشراء." />

      <nav aria-label="فئات قطع الغيار">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-9">
          <li>
            <CategoryTile label="كل الفئات" active={!query.category} onClick={() => update({ category: undefined })} />
          </li>
          {CATEGORIES.map((category) => (
            <li key={category}>
              <CategoryTile
                label={labelsMore.partCategories[category]}
                active={query.category === category}
                onClick={() => update({ category: query.category === category ? undefined : category })}
              />
            </li>
          ))}
        </ul>
      </nav>

      <form
        role="search"
        aria-label="البحث في قطع الغيار"
        onSubmit={onSearch}
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          label="ابحث عن قطعة"
          type="search"
          placeholder="مثال: فحمات فرامل كامري"
          className="flex-1"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className="flex gap-2">
          <Button type="submit">بحث</Button>
          <Button variant="outline" aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen((o) => !o)}>
            الفلاتر
          </Button>
        </div>
      </form>

      <div
        id={panelId}
        hidden={!filtersOpen}
        className="mt-4 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-3"
      >
        <SelectField
          label="ماركة السيارة"
          options={MAKE_OPTIONS}
          placeholder="كل الماركات"
          value={query.make ?? ''}
          onChange={(event) => {
            const make = event.target.value as PartMake | '';
            // A model of another make no longer applies.
            const keepModel = query.model && make && MODEL_MAKES[query.model] === make;
            update({ make: make || undefined, model: keepModel ? query.model : undefined });
          }}
        />
        <SelectField
          label="موديل السيارة"
          options={modelOptions}
          placeholder="كل الموديلات"
          value={query.model ?? ''}
          onChange={(event) => update({ model: event.target.value || undefined })}
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-slate-700">نوع القطعة</legend>
          <div className="flex gap-1 rounded-xl bg-slate-100 p-1">
            {TYPES.map(({ key, label }) => (
              <label
                key={label}
                className="flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-sm"
              >
                <input
                  type="radio"
                  name="part-type"
                  className="size-4 accent-brand-600"
                  checked={query.type === key}
                  onChange={() => update({ type: key })}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <section aria-labelledby="parts-heading" aria-busy={isFetching} className="mt-8">
        <h2 id="parts-heading" className="mb-4 text-xl font-extrabold text-slate-900">
          {query.category ? labelsMore.partCategories[query.category] : 'كل القطع'}
          {data && <span className="ms-2 text-base font-semibold text-slate-500">({formatNumber(data.meta.total)})</span>}
        </h2>
        {isLoading ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" showLabel />
          </div>
        ) : isError ? (
          <EmptyState
            tone="error"
            title={partsAr.loadFailed}
            action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
          />
        ) : !data || data.data.length === 0 ? (
          <EmptyState title={partsAr.empty} description={partsAr.emptyHint} />
        ) : (
          <>
            <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4', isFetching && 'opacity-60')}>
              {data.data.map((part) => (
                <li key={part.id} className="flex">
                  <PartCard part={part} onAsk={setAsking} />
                </li>
              ))}
            </ul>
            {totalPages > 1 && (
              <Pagination
                className="mt-10"
                page={Math.min(query.page, totalPages)}
                totalPages={totalPages}
                onChange={(page) => update({ page: String(page) })}
              />
            )}
          </>
        )}
      </section>

      {asking && (
        <Suspense fallback={null}>
          <AskStoreDialog part={asking} onClose={() => setAsking(null)} />
        </Suspense>
      )}
    </div>
  );
}

function CategoryTile({ label, active, onClick }: { label: string; active: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      className={cn(
        'flex h-full w-full items-center justify-center rounded-2xl border p-3 text-center text-sm font-bold transition',
        active ? 'border-brand-500 bg-brand-600 text-white' : 'border-slate-200 bg-white text-slate-700 hover:border-brand-300',
      )}
    >
      {label}
    </button>
  );
}

// The question to a store comes with its form when a visitor asks one, not in the page's first scripts.
const AskStoreDialog = lazy(() => import('./ask-store-dialog').then((m) => ({ default: m.AskStoreDialog })));
