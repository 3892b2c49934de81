import { ar } from '../../shared/messages/ar';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeading } from '../../shared/ui/page-heading';
import { Pagination } from '../../shared/ui/pagination';
import { Spinner } from '../../shared/ui/spinner';
import { formatNumber } from '../../shared/format/number';
import { CarFilters } from './car-filters';
import { CarGrid, CarGridSkeleton } from './car-grid';
import { LISTING_PAGE_SIZE, useGetCarsQuery } from './cars-api';
import { useListingParams } from './use-listing-params';

export function CarListingsPage() {
  const { page, filters, setPage, setFilters } = useListingParams();
  const { data, isLoading, isFetching, isError, refetch } = useGetCarsQuery({
    page,
    limit: LISTING_PAGE_SIZE,
    brand: filters.brand || undefined,
    maxPrice: filters.maxPrice,
  });

  const totalPages = Math.max(1, data?.pagination.last_page ?? data?.pagination.total_pages ?? 1);
  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading
        title="السيارات المتاحة"
        subtitle={
          data ? `${formatNumber(data.pagination.total)} سيارة معروضة للبيع والإيجار` : 'تصفح أحدث السيارات المعروضة في سوريا'
        }
      />
      <CarFilters value={filters} onApply={setFilters} />

      <section aria-labelledby="results-heading" aria-busy={isFetching} className="mt-8">
        <h2 id="results-heading" className="sr-only">
          نتائج السيارات
        </h2>
        {isLoading ? (
          <>
            <Spinner className="sr-only" />
            <CarGridSkeleton count={LISTING_PAGE_SIZE} />
          </>
        ) : isError ? (
          <EmptyState
            tone="error"
            title={ar.cars.loadFailed}
            action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
          />
        ) : !data || data.data.length === 0 ? (
          <EmptyState title={ar.cars.empty} description={ar.cars.emptyHint} />
        ) : (
          <div className={isFetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <CarGrid cars={data.data} />
            <Pagination className="mt-10" page={Math.min(page, totalPages)} totalPages={totalPages} onChange={changePage} />
          </div>
        )}
      </section>
    </div>
  );
}
