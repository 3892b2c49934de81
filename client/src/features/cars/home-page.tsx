import { ar } from '../../shared/messages/ar';
import { ButtonLink } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { DocumentTitle } from '../../shared/ui/page-heading';
import { CarGrid, CarGridSkeleton } from './car-grid';
import { useGetCarsQuery } from './cars-api';
import { HomeSearch } from './home-search';

const RECENT_COUNT = 3;

export function HomePage() {
  const { data, isLoading, isError } = useGetCarsQuery({ page: 1, limit: RECENT_COUNT, sort: 'newest' });

  return (
    <>
      <DocumentTitle title="سوق السيارات في سوريا" />
      <section className="bg-linear-to-b from-brand-900 to-brand-700 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-16 sm:py-24">
          <div className="max-w-2xl">
            <h1 className="text-4xl leading-tight font-black sm:text-5xl">سيارتك القادمة في سوريا تبدأ من هنا</h1>
            <p className="mt-4 text-lg text-brand-100">
              سيارات جديدة ومستعملة للبيع والإيجار في كل المحافظات، مع مراجعة لكل إعلان قبل نشره.
            </p>
          </div>
          <HomeSearch />
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="recent-heading">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <h2 id="recent-heading" className="text-2xl font-extrabold text-slate-900">
            أحدث الإعلانات
          </h2>
          <ButtonLink to="/car-listings" variant="secondary" size="sm">
            عرض كل السيارات
          </ButtonLink>
        </div>
        {isLoading ? (
          <CarGridSkeleton count={RECENT_COUNT} />
        ) : isError ? (
          <EmptyState tone="error" title={ar.cars.loadFailed} />
        ) : data && data.data.length > 0 ? (
          <CarGrid cars={data.data} />
        ) : (
          <EmptyState title={ar.cars.empty} />
        )}
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-6">
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-brand-50 p-8 sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <h2 className="text-2xl font-extrabold text-slate-900">هل تريد بيع سيارتك؟</h2>
            <p className="mt-2 text-slate-600">أضف إعلانك خلال دقائق، وسيظهر للمشترين فور مراجعته.</p>
          </div>
          <ButtonLink to="/add-car" size="lg">
            أضف سيارتك الآن
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
