import type { Car } from '../../../shared/domain/car';
import { formatMoney } from '../../../shared/format/money';
import { formatTotal, plural, type PluralForms } from '../../../shared/format/plural';
import { ar } from '../../../shared/messages/ar';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { Spinner } from '../../../shared/ui/spinner';
import { Tabs } from '../../../shared/ui/tabs';
import { CarCard } from '../car-card';
import { useGetCarsQuery } from '../cars-api';
import { DailySearchForm, MonthlySearchForm } from './rental-search';
import { daysBetween, PERIODS_OF, rentalTotal, type RentalSpan, type RentalTab } from './rental-terms';
import { useRentalParams } from './use-rental-params';
import { rentalsAr } from '../../../shared/messages/pages/rentals';

const PAGE_SIZE = 9;

const BENEFITS = [
  ['أسطول متنوع', 'من السيارات الاقتصادية إلى العائلية والدفع الرباعي، بأحدث الموديلات.'],
  ['توصيل مجاني', 'نوصل السيارة إلى موقعك مجانًا داخل المدن الرئيسية.'],
  ['دعم على مدار الساعة', 'فريقنا معك طوال مدة الإيجار، ليلًا ونهارًا.'],
];

/** How long, as one says it: «لأسبوع واحد», «لمدة 4 أيام» (not «(عدد الأيام: 4)»). */
const SPANS: Record<'daily' | 'weekly' | 'monthly', PluralForms> = {
  daily: { zero: 'لمدة # يوم', one: 'ليوم واحد', two: 'ليومين', few: 'لمدة # أيام', many: 'لمدة # يومًا', other: 'لمدة # يوم' },
  weekly: {
    zero: 'لمدة # أسبوع',
    one: 'لأسبوع واحد',
    two: 'لأسبوعين',
    few: 'لمدة # أسابيع',
    many: 'لمدة # أسبوعًا',
    other: 'لمدة # أسبوع',
  },
  monthly: { zero: 'لمدة # شهر', one: 'لشهر واحد', two: 'لشهرين', few: 'لمدة # أشهر', many: 'لمدة # شهرًا', other: 'لمدة # شهر' },
};

export function RentalsPage() {
  const { tab, daily, monthly, searched, page, setTab, searchDaily, searchMonthly, setPage } = useRentalParams();
  const city = searched ? (tab === 'daily' ? daily.city : monthly.city) : '';
  const span: RentalSpan | null = !searched
    ? null
    : tab === 'daily'
      ? daily.from && daily.to
        ? { days: daysBetween(daily.from, daily.to) }
        : null
      : { months: monthly.months };
  const { data, isLoading, isFetching, isError, refetch } = useGetCarsQuery({
    page,
    limit: PAGE_SIZE,
    offerType: 'rent',
    available: true,
    pricingPeriods: PERIODS_OF[tab],
    location: city || undefined,
    sort: 'price_asc',
  });
  const totalPages = Math.max(1, data?.pagination.last_page ?? 1);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading
        title="استئجار سيارة في سوريا"
        subtitle="إيجار يومي أو شهري في المدن الرئيسية، مع التأمين والتسليم في الموعد."
      />
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <Tabs<RentalTab>
          idPrefix="rent"
          label="نوع الإيجار"
          active={tab}
          onChange={setTab}
          items={[
            { key: 'daily', label: 'إيجار يومي' },
            { key: 'monthly', label: 'إيجار شهري' },
          ]}
        />
        <div role="tabpanel" id={`rent-panel-${tab}`} aria-labelledby={`rent-tab-${tab}`}>
          {tab === 'daily' ? (
            <DailySearchForm key={`d-${daily.city}${daily.from}${daily.to}`} value={daily} onSearch={searchDaily} />
          ) : (
            <MonthlySearchForm
              key={`m-${monthly.city}${monthly.start}${monthly.months}`}
              value={monthly}
              onSearch={searchMonthly}
            />
          )}
        </div>
      </div>

      <ul className="mt-8 grid gap-4 sm:grid-cols-3" aria-label="لماذا تستأجر معنا">
        {BENEFITS.map(([title, text]) => (
          <li key={title} className="rounded-2xl bg-brand-50 p-5">
            <p className="font-bold text-brand-900">{title}</p>
            <p className="mt-1 text-sm leading-6 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="rentals-heading" aria-busy={isFetching} className="mt-10">
        <h2 id="rentals-heading" className="mb-4 text-xl font-extrabold text-slate-900">
          {searched && city ? `السيارات المتاحة للإيجار في ${city}` : 'السيارات المتاحة للإيجار'}
          {data && <span className="ms-2 text-base font-semibold text-slate-500">({formatTotal(data.pagination)})</span>}
        </h2>
        {isLoading ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" showLabel />
          </div>
        ) : isError ? (
          <EmptyState
            tone="error"
            title={rentalsAr.loadFailed}
            action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
          />
        ) : !data || data.data.length === 0 ? (
          <EmptyState title={rentalsAr.empty} />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {data.data.map((car, index) => (
                <li key={car.id} className="flex">
                  <CarCard car={car} priority={index < 3} extra={span && <RentalTotal car={car} span={span} />} />
                </li>
              ))}
            </ul>
            {totalPages > 1 && (
              <Pagination className="mt-10" page={Math.min(page, totalPages)} totalPages={totalPages} onChange={setPage} />
            )}
          </>
        )}
      </section>
    </div>
  );
}

function RentalTotal({ car, span }: { car: Car; span: RentalSpan }) {
  const total = rentalTotal(car, span);
  if (!total) return null;
  return (
    <p className="relative z-10 rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
      المجموع: {formatMoney(total.minor, 'USD')}{' '}
      <span className="font-normal text-emerald-800">({plural(total.units, SPANS[total.period])})</span>
    </p>
  );
}
