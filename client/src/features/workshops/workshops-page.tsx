import { useSearchParams } from 'react-router-dom';
import { MAIN_CITIES } from '../../shared/domain/cities';
import { plural } from '../../shared/format/plural';
import { ar } from '../../shared/messages/ar';
import { workshopsAr } from '../../shared/messages/pages/workshops';
import { Button, ButtonLink } from '../../shared/ui/button';
import { cn } from '../../shared/ui/cn';
import { EmptyState } from '../../shared/ui/empty-state';
import { NumberedPagination } from '../../shared/ui/numbered-pagination';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { useDraft } from '../../shared/ui/use-draft';
import { WorkshopCard } from './workshop-card';
import { useGetWorkshopsQuery } from './workshops-api';
import { arm } from '../../shared/messages/ar-manage';

const TABS = [{ value: '', label: 'كل المدن' }, ...MAIN_CITIES.map((city) => ({ value: city, label: city }))];

/** /workshops: search, a tab per city plus all cities; the filters live in the URL. */
export function WorkshopsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const city = params.get('city') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  // Back/forward or a shared link change the URL: the box follows.
  const [text, setText] = useDraft(search);
  const { data, isLoading, isFetching, isError } = useGetWorkshopsQuery({ page, search, city });

  const update = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  const emptyTitle =
    search && city
      ? arm.workshops.noMatchInCity(search, city)
      : search
        ? arm.workshops.noMatch(search)
        : city
          ? arm.workshops.noCity(city)
          : arm.workshops.empty;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading
        title="الورش"
        subtitle="ورش صيانة موثوقة في المدن السورية، بتقييمات حقيقية من الزبائن"
        actions={
          <ButtonLink to="/add-workshop" variant="secondary" size="sm">
            <span aria-hidden="true">+</span> أضف ورشتك
          </ButtonLink>
        }
      />
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          update({ search: text.trim() });
        }}
      >
        <div className="flex min-w-60 flex-1 flex-col gap-1.5">
          <label htmlFor="workshops-search" className="text-sm font-semibold text-slate-700">
            ابحث عن ورشة
          </label>
          <input
            id="workshops-search"
            type="search"
            value={text}
            placeholder="اسم الورشة أو الخدمة أو المنطقة"
            onChange={(event) => setText(event.target.value)}
            className="h-11 rounded-xl border border-slate-300 bg-white px-3.5 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
          />
        </div>
        <Button type="submit">بحث</Button>
        {search && (
          <Button variant="outline" onClick={() => update({ search: '' })}>
            مسح
          </Button>
        )}
      </form>

      <nav aria-label="المدن" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <li key={tab.label}>
              <button
                type="button"
                aria-pressed={city === tab.value}
                onClick={() => update({ city: tab.value })}
                className={cn(
                  'rounded-full px-4 py-2 text-sm font-semibold transition',
                  city === tab.value
                    ? 'bg-brand-600 text-white shadow-sm'
                    : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50',
                )}
              >
                {tab.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="workshops-results" aria-busy={isFetching} className="mt-8">
        <h2 id="workshops-results" className="sr-only">
          نتائج الورش
        </h2>
        {isLoading ? (
          <PageSpinner />
        ) : isError ? (
          <EmptyState
            tone="error"
            title={arm.workshops.loadFailed}
            // The spec's retry reloads the page: a fresh start also recovers from a stale bundle.
            action={<Button onClick={() => window.location.reload()}>{ar.common.retry}</Button>}
          />
        ) : !data || data.data.length === 0 ? (
          <EmptyState
            title={emptyTitle}
            action={
              search || city ? (
                <Button variant="secondary" onClick={() => update({ search: '', city: '' })}>
                  عرض كل الورش
                </Button>
              ) : undefined
            }
          />
        ) : (
          <div className={isFetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <p className="mb-4 text-sm text-slate-600">{plural(data.meta.total, workshopsAr.workshops)}</p>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.data.map((workshop) => (
                <WorkshopCard key={workshop.id} workshop={workshop} />
              ))}
            </div>
            <NumberedPagination
              className="mt-10"
              page={Math.min(page, data.meta.last_page)}
              totalPages={data.meta.last_page}
              onChange={(next) => update({ page: next > 1 ? String(next) : '' })}
            />
          </div>
        )}
      </section>
    </div>
  );
}
