import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { pluralTotal } from '../../shared/format/plural';
import { ar } from '../../shared/messages/ar';
import { carListingsAr } from '../../shared/messages/pages/carListings';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { ListingTools } from '../../shared/ui/listing-tools';
import { PageHeading } from '../../shared/ui/page-heading';
import { Pagination } from '../../shared/ui/pagination';
import { Spinner } from '../../shared/ui/spinner';
import { CarFilters } from './car-filters';
import { CarGrid, CarGridSkeleton } from './car-grid';
import { FEATURED_ROW, LISTING_PAGE_SIZE, useGetCarsQuery } from './cars-api';
import { hasFilters, useListingParams } from './use-listing-params';

const FEATURED_COUNT = FEATURED_ROW.limit;

// Both load after the list's first paint (the route's 130 KB budget): the correction shows only
// when the server corrected a word, and the sort's room is kept while it loads.
const DidYouMean = lazy(() => import('../../shared/ui/did-you-mean').then((m) => ({ default: m.DidYouMean })));
const SortSelect = lazy(() => import('./sort-select').then((m) => ({ default: m.SortSelect })));

export function CarListingsPage() {
  const { page, filters, priceCurrency, setPage, setFilters } = useListingParams();
  const { search } = useLocation();
  const filtered = hasFilters(filters);
  const { data, isLoading, isFetching, isError, refetch } = useGetCarsQuery({
    page,
    limit: LISTING_PAGE_SIZE,
    brand: filters.brand || undefined,
    location: filters.city || undefined,
    fuelType: filters.fuel || undefined,
    search: filters.search || undefined,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    // Only with bounds in pounds: an unfiltered page keeps the arguments the server rendered it with (landingQueries).
    currency: (filters.minPrice || filters.maxPrice) && priceCurrency === 'SYP' ? priceCurrency : undefined,
    deal: filters.deals ? 'good' : undefined,
    yearMin: filters.yearMin,
    yearMax: filters.yearMax,
    mileageMax: filters.mileageMax,
    transmission: filters.gearbox || undefined,
    condition: filters.condition || undefined,
    bodyType: filters.body || undefined,
    sellerType: filters.seller || undefined,
    sort: filters.sort || undefined,
  });
  // The featured row is for browsing: it steps aside once the visitor searches or pages on.
  const showFeatured = !filtered && page === 1;
  // The same arguments as prefetchLandingData's, so a first visit finds its answers started.
  const featured = useGetCarsQuery(FEATURED_ROW, { skip: !showFeatured });

  const totalPages = Math.max(1, data?.pagination.last_page ?? data?.pagination.total_pages ?? 1);
  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading
        title="السيارات المتاحة"
        subtitle={data ? pluralTotal(data.pagination, carListingsAr.carsOnOffer) : 'تصفح أحدث السيارات المعروضة في سوريا'}
        actions={<ListingTools search={search} />}
      />
      <CarFilters value={filters} priceCurrency={priceCurrency} onApply={setFilters} />
      {data?.corrected_query && (
        <Suspense fallback={null}>
          <DidYouMean corrected={data.corrected_query} />
        </Suspense>
      )}

      {/* Its room is kept while it loads, so the list below does not jump when it arrives. */}
      {showFeatured && (featured.isLoading || (featured.data && featured.data.data.length > 0)) && (
        <section aria-labelledby="featured-heading" aria-busy={featured.isLoading} className="mt-8">
          <h2 id="featured-heading" className="mb-4 text-xl font-extrabold text-slate-900">
            سيارات مميزة
          </h2>
          {featured.data ? <CarGrid cars={featured.data.data} priority={3} /> : <CarGridSkeleton count={FEATURED_COUNT} />}
        </section>
      )}

      <section aria-labelledby="results-heading" aria-busy={isFetching} className="mt-8">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <h2 id="results-heading" className={showFeatured ? 'text-xl font-extrabold text-slate-900' : 'sr-only'}>
            {filtered ? 'نتائج البحث' : 'كل السيارات'}
          </h2>
          <Suspense fallback={<div className="h-[4.25rem] w-full sm:w-56" aria-hidden="true" />}>
            <SortSelect value={filters.sort} onChange={(sort) => setFilters({ ...filters, sort })} />
          </Suspense>
        </div>
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
            <CarGrid cars={data.data} priority={showFeatured ? 0 : 3} />
            <Pagination className="mt-10" page={Math.min(page, totalPages)} totalPages={totalPages} onChange={changePage} />
          </div>
        )}
      </section>
    </div>
  );
}
