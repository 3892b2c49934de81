import { useSearchParams } from 'react-router-dom';
import { brandLabel } from '../../shared/domain/options';
import { formatMoney } from '../../shared/format/money';
import { pluralTotal } from '../../shared/format/plural';
import { ar } from '../../shared/messages/ar';
import { Button, ButtonLink } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { ListingTools } from '../../shared/ui/listing-tools';
import { PageHeading } from '../../shared/ui/page-heading';
import { Pagination } from '../../shared/ui/pagination';
import { CarGrid, CarGridSkeleton } from './car-grid';
import { DidYouMean } from '../../shared/ui/did-you-mean';
import { useGetCarsQuery } from './cars-api';
import { CURRENCY_PARAM, positiveInt, priceCurrencyOf } from './use-listing-params';
import { searchResultsAr } from '../../shared/messages/pages/searchResults';

const PAGE_SIZE = 12;
const OFFER_WORDS = { sale: 'للبيع', rent: 'للإيجار' } as const;

/** The home page's quick search, answered. Its URL holds the search, so it can be shared and revisited. */
export function SearchResultsPage() {
  const [params, setParams] = useSearchParams();
  const brand = params.get('brand') ?? '';
  const maxPrice = positiveInt(params.get('max'));
  const priceCurrency = priceCurrencyOf(params);
  const search = params.get('q')?.trim() ?? '';
  const page = positiveInt(params.get('page')) ?? 1;
  // A quick search is for cars on sale: a rental's price per day or month is no match for «حتى 5,000 $».
  const offerType = params.get('offer_type') === 'rent' ? 'rent' : 'sale';
  const { data, isLoading, isFetching, isError, refetch } = useGetCarsQuery({
    page,
    limit: PAGE_SIZE,
    brand: brand || undefined,
    maxPrice,
    currency: maxPrice && priceCurrency === 'SYP' ? priceCurrency : undefined,
    search: search || undefined,
    offerType,
  });

  const criteria = [
    brand ? brandLabel(brand) : 'كل الماركات',
    OFFER_WORDS[offerType],
    maxPrice ? `حتى ${formatMoney(maxPrice * 100, priceCurrency)}` : null,
    search ? `«${search}»` : null,
  ].filter(Boolean);
  const refine = new URLSearchParams();
  if (brand) refine.set('brand', brand);
  if (maxPrice) {
    refine.set('max', String(maxPrice));
    refine.set(CURRENCY_PARAM, priceCurrency);
  }
  if (search) refine.set('q', search);
  const totalPages = Math.max(1, data?.pagination.last_page ?? 1);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading
        title="نتائج البحث"
        subtitle={`${criteria.join('، ')}${data ? ` · ${pluralTotal(data.pagination, searchResultsAr.cars)}` : ''}`}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {/* The search as the listings page reads it: what «تعديل البحث» opens, and a saved search too. */}
            <ListingTools search={refine.toString()} />
            <ButtonLink to={{ pathname: '/car-listings', search: refine.toString() }} variant="secondary" size="sm">
              تعديل البحث
            </ButtonLink>
          </div>
        }
      />
      <DidYouMean corrected={data?.corrected_query} />
      <section aria-label="نتائج البحث" aria-busy={isFetching}>
        {isLoading ? (
          <CarGridSkeleton count={6} />
        ) : isError ? (
          <EmptyState
            tone="error"
            title={ar.cars.loadFailed}
            action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
          />
        ) : !data || data.data.length === 0 ? (
          <EmptyState
            title={searchResultsAr.empty}
            description={ar.cars.emptyHint}
            action={<ButtonLink to="/car-listings">تصفح كل السيارات</ButtonLink>}
          />
        ) : (
          <>
            <CarGrid cars={data.data} priority={3} />
            {totalPages > 1 && (
              <Pagination
                className="mt-10"
                page={Math.min(page, totalPages)}
                totalPages={totalPages}
                onChange={(next) =>
                  setParams((current) => {
                    const copy = new URLSearchParams(current);
                    copy.set('page', String(next));
                    return copy;
                  })
                }
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
