import type { ReactNode } from 'react';
import { ar } from '../../shared/messages/ar';
import { ButtonLink } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { DocumentTitle } from '../../shared/ui/page-heading';
import { CarGrid, CarGridSkeleton } from './car-grid';
import { FEATURED_ROW, RECENT_OFFERS, useGetCarsQuery, useGetRecentOffersQuery } from './cars-api';
import { HomeSearch } from './home-search';
import { HomeServices, WhyChooseUs } from './home-sections';

/** Home: the last four offers (public-area.md §9) and a row of featured cars. */
const FEATURED_COUNT = FEATURED_ROW.limit;

export function HomePage() {
  const recent = useGetRecentOffersQuery(RECENT_OFFERS);
  // The listings' featured row: one answer serves both pages.
  const featured = useGetCarsQuery(FEATURED_ROW);

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

      <HomeServices />

      <Section id="featured" title="سيارات مميزة" more={{ to: '/car-listings', label: 'كل السيارات' }}>
        {featured.isLoading ? (
          <CarGridSkeleton count={FEATURED_COUNT} />
        ) : featured.isError ? (
          <EmptyState tone="error" title={ar.cars.loadFailed} />
        ) : featured.data && featured.data.data.length > 0 ? (
          <CarGrid cars={featured.data.data} />
        ) : (
          <EmptyState title={ar.cars.empty} />
        )}
      </Section>

      <WhyChooseUs />

      <Section id="recent" title="أحدث الإعلانات" more={{ to: '/car-listings', label: 'عرض كل السيارات' }}>
        {recent.isLoading ? (
          <CarGridSkeleton count={RECENT_OFFERS} columns={4} />
        ) : recent.isError ? (
          <EmptyState tone="error" title={ar.cars.loadFailed} />
        ) : recent.data && recent.data.length > 0 ? (
          <CarGrid cars={recent.data} columns={4} />
        ) : (
          <EmptyState title={ar.cars.empty} />
        )}
      </Section>

      <section className="mx-auto max-w-7xl px-4 pb-6">
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-brand-50 p-8 sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <h2 className="text-2xl font-extrabold text-slate-900">هل تريد بيع سيارتك؟</h2>
            <p className="mt-2 text-slate-600">أضف إعلانك خلال دقائق، وسيظهر للمشترين فور مراجعته.</p>
          </div>
          <ButtonLink to="/list-car" size="lg">
            أضف سيارتك الآن
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby={`${id}-heading`}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h2 id={`${id}-heading`} className="text-2xl font-extrabold text-slate-900">
          {title}
        </h2>
        <ButtonLink to={more.to} variant="secondary" size="sm">
          {more.label}
        </ButtonLink>
      </div>
      {children}
    </section>
  );
}
