import { ar } from '../../shared/messages/ar';
import { storesAr } from '../../shared/messages/pages/stores';
import { formatNumber } from '../../shared/format/number';
import { plural } from '../../shared/format/plural';
import { Button, ButtonLink } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { NumberedPagination } from '../../shared/ui/numbered-pagination';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { StoreCard } from './store-card';
import { useGetStoresQuery } from './stores-api';
import { useStoreSearch } from './use-store-search';
import { arm } from '../../shared/messages/ar-manage';

export function StoresPage() {
  const search = useStoreSearch();
  const { data, isLoading, isFetching, isError, refetch } = useGetStoresQuery({ page: search.page, search: search.search });
  const lastPage = data?.meta.last_page ?? 1;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading
        title="المتاجر"
        subtitle="معارض السيارات ومتاجر القطع والإكسسوارات في سوريا"
        actions={
          <ButtonLink to="/add-store" variant="secondary" size="sm">
            <span aria-hidden="true">+</span> أضف متجرك
          </ButtonLink>
        }
      />
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
      >
        <div className="flex min-w-60 flex-1 flex-col gap-1.5">
          <label htmlFor="stores-search" className="text-sm font-semibold text-slate-700">
            ابحث عن متجر
          </label>
          <input
            id="stores-search"
            type="search"
            value={search.text}
            placeholder="اسم المتجر أو المدينة أو نوعه"
            onChange={(event) => search.type(event.target.value)}
            className="h-11 rounded-xl border border-slate-300 bg-white px-3.5 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
          />
        </div>
        <Button type="submit">بحث</Button>
        {(search.text || search.search) && (
          <Button variant="outline" onClick={search.clear}>
            مسح
          </Button>
        )}
      </form>

      <section aria-labelledby="stores-results" aria-busy={isFetching} className="mt-8">
        <h2 id="stores-results" className="sr-only">
          نتائج المتاجر
        </h2>
        {isLoading ? (
          <PageSpinner />
        ) : isError ? (
          <EmptyState
            tone="error"
            title={arm.stores.loadFailed}
            action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
          />
        ) : !data || data.data.length === 0 ? (
          search.search ? (
            <EmptyState
              title={arm.stores.noMatch(search.search)}
              description={arm.stores.noMatchHint}
              action={
                <Button variant="secondary" onClick={search.clear}>
                  مسح البحث
                </Button>
              }
            />
          ) : (
            <EmptyState title={arm.stores.empty} description={arm.stores.emptyHint} />
          )
        ) : (
          <div className={isFetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.data.map((store) => (
                <StoreCard key={store.id} store={store} />
              ))}
            </div>
            <NumberedPagination
              className="mt-10"
              page={Math.min(search.page, lastPage)}
              totalPages={lastPage}
              onChange={(page) => {
                search.setPage(page);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
            <p className="mt-6 text-center text-sm text-slate-600" aria-live="polite">
              {search.search ? (
                <>
                  {plural(data.meta.total, storesAr.matching)} «{search.search}»
                  {data.data.length < data.meta.total && <>، نعرض منها {formatNumber(data.data.length)}</>}
                </>
              ) : (
                <>
                  عرض {formatNumber(data.data.length)} من أصل {plural(data.meta.total, storesAr.ofStores)}
                </>
              )}
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
