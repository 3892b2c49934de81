import { useEffect, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { errorStatus } from '../../shared/api/api-error';
import { formatMoney } from '../../shared/format/money';
import { ar } from '../../shared/messages/ar';
import { selectIsAdmin, selectSession } from '../../shared/session/session-slice';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { Button, ButtonLink, buttonClasses } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { DocumentTitle } from '../../shared/ui/page-heading';
import { PlaceImage } from '../../shared/ui/place-image';
import { PlaceStatusBadge } from '../../shared/ui/place-status-badge';
import { PageSpinner } from '../../shared/ui/spinner';
import { Tabs } from '../../shared/ui/tabs';
import { ReviewsSection } from './reviews-section';
import { StarRating } from './star-rating';
import type { Workshop, WorkshopAd } from './types';
import { VerifiedTick } from './workshop-card';
import {
  useGetCityWorkshopsQuery,
  useGetWorkshopAdsQuery,
  useGetWorkshopQuery,
  useRecordWorkshopViewMutation,
} from './workshops-api';
import { arm } from '../../shared/messages/ar-manage';

const parseId = (value: string | undefined) => (/^[1-9]\d{0,9}$/.test(value ?? '') ? Number(value) : null);
export const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

type Tab = 'services' | 'about' | 'reviews';

/** /workshop-details/{id} and /workshop/{id}. */
export function WorkshopDetailsPage() {
  const id = parseId(useParams().id);
  const { data: workshop, error, isLoading, isError, refetch } = useGetWorkshopQuery(id ?? 0, { skip: id === null });
  const notFound = id === null || errorStatus(error) === 404;

  useEffect(() => {
    if (isError && !notFound) toast.error(arm.workshops.loadOneFailed);
  }, [isError, notFound]);

  if (notFound) {
    return (
      <Page>
        <DocumentTitle title={arm.workshops.notFound} />
        <EmptyState title={arm.workshops.notFound} action={<ButtonLink to="/workshops">تصفح الورش</ButtonLink>} />
      </Page>
    );
  }
  if (isLoading) return <PageSpinner />;
  if (isError || !workshop) {
    return (
      <Page>
        <EmptyState
          tone="error"
          title={arm.workshops.loadOneFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      </Page>
    );
  }
  return <WorkshopDetails workshop={workshop} />;
}

function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-8">{children}</div>;
}

function WorkshopDetails({ workshop }: { workshop: Workshop }) {
  const { userId } = useSelector(selectSession);
  const isAdmin = useSelector(selectIsAdmin);
  const manages = isAdmin || userId === workshop.user_id;
  const [tab, setTab] = useState<Tab>('services');
  const [recordView] = useRecordWorkshopViewMutation();

  useEffect(() => {
    if (userId !== workshop.user_id) void recordView(workshop.id);
  }, [workshop.id, workshop.user_id, userId, recordView]);

  return (
    <Page>
      <DocumentTitle title={workshop.name} />
      <Breadcrumb items={[{ label: 'الرئيسية', to: '/' }, { label: 'الورش', to: '/workshops' }, { label: workshop.name }]} />
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Card className="overflow-hidden">
            <PlaceImage
              picture={workshop.picture}
              kind="workshop"
              alt={workshop.name}
              sizes="(min-width: 1024px) 800px, 100vw"
              className="aspect-[2/1] w-full"
            />
            <div className="flex flex-col gap-3 p-6">
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{workshop.name}</h1>
                {workshop.warranty_offered && <VerifiedTick label="ضمان معتمد" />}
                {manages && <PlaceStatusBadge status={workshop.status} />}
              </div>
              <StarRating rating={workshop.rating} count={workshop.review_count} />
              <dl className="grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
                <Fact term="المدينة والموقع">
                  {workshop.city} - {workshop.location}
                </Fact>
                <Fact term="الهاتف">
                  {workshop.phone ? (
                    <a href={telOf(workshop.phone)} dir="ltr" className="text-brand-700 hover:underline">
                      {workshop.phone}
                    </a>
                  ) : (
                    ar.common.notSpecified
                  )}
                </Fact>
                <Fact term="ساعات العمل">{workshop.working_hours || '24/7'}</Fact>
                <Fact term="السجل التجاري">
                  <bdi dir="ltr">{workshop.commercial_registration_number}</bdi>
                </Fact>
              </dl>
            </div>
          </Card>

          <Tabs
            idPrefix="workshop"
            label="أقسام الورشة"
            active={tab}
            onChange={setTab}
            items={[
              { key: 'services', label: 'الخدمات والعروض' },
              { key: 'about', label: 'عن الورشة' },
              { key: 'reviews', label: `التقييمات (${workshop.review_count})` },
            ]}
          />
          <div role="tabpanel" id={`workshop-panel-${tab}`} aria-labelledby={`workshop-tab-${tab}`}>
            {tab === 'services' && <ServicesAndOffers workshop={workshop} />}
            {tab === 'about' && <About workshop={workshop} />}
            {tab === 'reviews' && <ReviewsSection workshop={workshop} />}
          </div>
        </div>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-20 lg:self-start">
          <Card className="flex flex-col gap-3 p-6">
            <h2 className="text-lg font-bold text-slate-900">تواصل مع الورشة</h2>
            {workshop.phone ? (
              <a href={telOf(workshop.phone)} className={buttonClasses('primary', 'lg')}>
                اتصل بالورشة
              </a>
            ) : (
              <p className="text-sm text-slate-500">لم تضف الورشة رقم هاتف.</p>
            )}
            <Link to={`/workshop-services?workshop_id=${workshop.id}`} className={buttonClasses('outline', 'md')}>
              كل خدمات الورشة وعروضها
            </Link>
            {manages && (
              <ButtonLink to="/workshops-dashboard" variant="ghost">
                إدارة الورشة
              </ButtonLink>
            )}
          </Card>
          <OtherWorkshops workshop={workshop} />
        </aside>
      </div>
    </Page>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 font-semibold text-slate-500">{term}:</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export function ServicesAndOffers({ workshop }: { workshop: Workshop }) {
  const { data: ads, isLoading } = useGetWorkshopAdsQuery(workshop.id);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="services-heading">
        <h2 id="services-heading" className="mb-3 text-lg font-bold text-slate-900">
          الخدمات
        </h2>
        {workshop.services.length === 0 ? (
          <p className="text-slate-500">لم تضف الورشة خدماتها بعد.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {workshop.services.map((service) => (
              <li key={service} className="rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-700">
                {service}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="offers-heading">
        <h2 id="offers-heading" className="mb-3 text-lg font-bold text-slate-900">
          العروض
        </h2>
        {isLoading ? (
          <PageSpinner />
        ) : !ads || ads.data.length === 0 ? (
          <p className="text-slate-500">{arm.ads.empty}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {ads.data.map((ad) => (
              <AdCard key={ad.id} ad={ad} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function AdCard({ ad, showWorkshop }: { ad: WorkshopAd; showWorkshop?: boolean }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-bold text-slate-900">{ad.title}</h3>
      {showWorkshop && (
        <p className="text-sm">
          <Link to={`/workshop-details/${ad.workshop_id}`} className="font-semibold text-brand-700 hover:underline">
            {ad.workshop.name}
          </Link>{' '}
          <span className="text-slate-500">· {ad.workshop.city}</span>
        </p>
      )}
      <p className="text-sm leading-6 text-slate-600">{ad.description}</p>
      <p className="mt-auto text-lg font-extrabold text-brand-700">{formatMoney(ad.price_minor, 'SYP', { exact: true })}</p>
    </li>
  );
}

function About({ workshop }: { workshop: Workshop }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6">
      <p className="leading-8 whitespace-pre-line text-slate-700">{workshop.description || 'لم تضف الورشة وصفًا بعد.'}</p>
      <dl className="grid gap-2 text-sm text-slate-700">
        {workshop.specialization && <Fact term="التخصص">{workshop.specialization}</Fact>}
        {workshop.address && <Fact term="العنوان التفصيلي">{workshop.address}</Fact>}
        <Fact term="الضمان">{workshop.warranty_offered ? 'تقدم الورشة فحص الضمان' : 'لا تقدم الورشة فحص الضمان'}</Fact>
      </dl>
    </div>
  );
}

function OtherWorkshops({ workshop }: { workshop: Workshop }) {
  const { data } = useGetCityWorkshopsQuery(workshop.city);
  const others = (data?.data ?? []).filter((other) => other.id !== workshop.id).slice(0, 3);
  return (
    <Card className="flex flex-col gap-3 p-6">
      <h2 className="text-lg font-bold text-slate-900">ورش أخرى في {workshop.city}</h2>
      {others.length === 0 ? (
        <p className="text-sm text-slate-500">لا توجد ورش أخرى في هذه المدينة حاليًا.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {others.map((other) => (
            <li key={other.id} className="flex items-center justify-between gap-2">
              <Link to={`/workshop-details/${other.id}`} className="font-semibold text-brand-700 hover:underline">
                {other.name}
              </Link>
              <StarRating rating={other.rating} count={other.review_count} size="sm" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
