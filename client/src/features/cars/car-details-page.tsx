import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { errorStatus } from '../../shared/api/api-error';
import { carLocation, carName, type Car } from '../../shared/domain/car';
import { ar, labels } from '../../shared/messages/ar';
import { selectIsAdmin, selectSession } from '../../shared/session/session-slice';
import { Badge } from '../../shared/ui/badge';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { DocumentTitle } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { CarStatusBadge } from '../../shared/ui/status-badge';
import { PinIcon } from './car-card';
import { CarGallery } from './car-gallery';
import { CarPrice } from './car-price';
import { CarFeatures, CarSpecs } from './car-specs';
import { useGetCarQuery } from './cars-api';
import { SellerCard } from './seller-card';
import { useCountView } from './use-count-view';

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function CarDetailsPage() {
  const id = parseId(useParams().id);
  const { data: car, error, isLoading, isError, refetch } = useGetCarQuery(id ?? 0, { skip: id === null });
  const notFound = id === null || errorStatus(error) === 404;
  useCountView(id);

  useEffect(() => {
    if (isError && !notFound) toast.error(ar.cars.detailsLoadFailed);
  }, [isError, notFound]);

  if (notFound) {
    return (
      <Page>
        <DocumentTitle title="السيارة غير موجودة" />
        <EmptyState title={ar.cars.notFound} action={<ButtonLink to="/car-listings">تصفح السيارات المتاحة</ButtonLink>} />
      </Page>
    );
  }
  if (isLoading) return <PageSpinner label={ar.common.loading} />;
  if (isError || !car) {
    return (
      <Page>
        <EmptyState
          tone="error"
          title={ar.cars.detailsLoadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      </Page>
    );
  }
  return <CarDetails car={car} />;
}

function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-8">{children}</div>;
}

function CarDetails({ car }: { car: Car }) {
  const { userId } = useSelector(selectSession);
  const isAdmin = useSelector(selectIsAdmin);
  const name = carName(car) ?? ar.common.unnamedCar;
  const canSeeStatus = isAdmin || (userId !== null && userId === car.user_id);
  const offer = car.offer;

  return (
    <Page>
      <DocumentTitle title={name} />
      <Breadcrumb items={[{ label: 'الرئيسية', to: '/' }, { label: 'السيارات', to: '/car-listings' }, { label: name }]} />
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="flex flex-col gap-8 lg:col-span-2">
          <CarGallery car={car} name={name} />
          <Section title="المواصفات">
            <CarSpecs car={car} />
          </Section>
          <Section title="الوصف">
            <p className="leading-8 whitespace-pre-line text-slate-700">{car.description || ar.common.notSpecified}</p>
          </Section>
          {(offer?.additional_features || car.other_benefits) && (
            <Section title="المزايا الإضافية">
              <CarFeatures features={[offer?.additional_features, car.other_benefits].filter(Boolean).join(',')} />
            </Section>
          )}
        </div>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-20 lg:self-start">
          <Card className="flex flex-col gap-4 p-6">
            <div className="flex flex-wrap items-center gap-2">
              {canSeeStatus && car.status !== 'active' && <CarStatusBadge status={car.status} />}
              {(car.is_featured || offer?.featured) && <Badge tone="featured">★ مميزة</Badge>}
              {offer && <Badge tone="brand">{offer.offer_type === 'rent' ? 'للإيجار' : 'للبيع'}</Badge>}
            </div>
            <h1 className="text-2xl font-extrabold text-slate-900">{name}</h1>
            <CarPrice car={car} className="text-3xl" />
            <p className="flex items-center gap-1.5 text-slate-600">
              <PinIcon />
              {carLocation(car) ?? ar.common.unknownLocation}
            </p>
            {offer && !offer.is_available && <Badge tone="danger">غير متاحة حاليًا</Badge>}
            {offer?.offer_type === 'rent' && offer.pricing_period && (
              <p className="text-sm text-slate-600">فترة التسعير: {labels.pricingPeriod[offer.pricing_period]}</p>
            )}
          </Card>
          {car.owner && <SellerCard owner={car.owner} />}
        </aside>
      </div>
    </Page>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
