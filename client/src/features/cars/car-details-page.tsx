import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { errorStatus } from '../../shared/api/api-error';
import { carLocation, carMileage, carName, type Car } from '../../shared/domain/car';
import { labelOf } from '../../shared/domain/options';
import { formatKilometers } from '../../shared/format/number';
import { ar, labels } from '../../shared/messages/ar';
import { selectIsAdmin, selectSession } from '../../shared/session/session-slice';
import { AfterHydration } from '../../shared/ui/after-hydration';
import { Badge } from '../../shared/ui/badge';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { DocumentTitle } from '../../shared/ui/page-heading';
import { PageSpinner, Spinner } from '../../shared/ui/spinner';
import { CarStatusBadge } from '../../shared/ui/status-badge';
import { Tabs } from '../../shared/ui/tabs';
import { PinIcon } from './pin-icon';
import { CarGallery } from './car-gallery';
import { PriceIndicatorSummary } from './price-indicator-summary';
import { CarPrice } from './car-price';
import { CarFeatures, CarSpecs } from './car-specs';
import { useGetCarQuery } from './cars-api';
import { FavouriteButton } from './favourite-button';
import { SellerPhone } from './seller-phone';
import { ShareButton } from './share-button';
import { useCountView } from './use-count-view';

// The contact form loads with the seller tab: most visitors never open it.
// Similar cars sit below the fold: their grid loads after the car itself.
// A phone's call and message bar: an extra once the page is live (the card's «اتصل الآن» is in the first screen already).
const CarActionBar = lazy(() => import('./car-action-bar').then((m) => ({ default: m.CarActionBar })));
const SimilarCars = lazy(() => import('./similar-cars').then((m) => ({ default: m.SimilarCars })));
// The message form, with its sending (and keeping while offline), loads with the seller tab.
const ContactSeller = lazy(() => import('./contact-seller').then((m) => ({ default: m.ContactSeller })));

/** Offline, on a car this browser never opened: no copy of it is kept. */
const NEVER_OPENED = 'لم تُفتح هذه السيارة من قبل على هذا الجهاز، فلا نسخة محفوظة منها. ستظهر فور عودة الاتصال.';

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function CarDetailsPage() {
  const id = parseId(useParams().id);
  const { data: car, error, isLoading, isError, refetch } = useGetCarQuery(id ?? 0, { skip: id === null });
  const notFound = id === null || errorStatus(error) === 404;
  useCountView(id);

  // The failure is said once, on the page (no toast besides). Without a line, the page asks
  // again as soon as the line returns.
  useEffect(() => {
    if (!isError) return;
    const again = () => void refetch();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [isError, refetch]);

  if (notFound) {
    return (
      <Page>
        <DocumentTitle title="السيارة غير موجودة" />
        <EmptyState title={ar.cars.notFound} action={<ButtonLink to="/car-listings">تصفح السيارات المتاحة</ButtonLink>} />
      </Page>
    );
  }
  // As tall as the screen while loading, so the footer is not pulled into view and pushed away again.
  if (isLoading) {
    return (
      <div className="min-h-dvh">
        <PageSpinner label={ar.common.loading} />
      </div>
    );
  }
  if (isError || !car) {
    return (
      <Page>
        <EmptyState
          tone="error"
          title={typeof window !== 'undefined' && !navigator.onLine ? NEVER_OPENED : ar.cars.detailsLoadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      </Page>
    );
  }
  return <CarDetails key={car.id} car={car} />;
}

function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-8">{children}</div>;
}

type TabKey = 'details' | 'features' | 'seller';

function CarDetails({ car }: { car: Car }) {
  const { userId } = useSelector(selectSession);
  const isAdmin = useSelector(selectIsAdmin);
  const [tab, setTab] = useState<TabKey>('details');
  const name = carName(car) ?? ar.common.unnamedCar;
  const isOwner = userId !== null && userId === car.user_id;
  const offer = car.offer;
  const features = [offer?.additional_features, car.other_benefits].filter(Boolean).join(',');

  const facts: [string, string | null][] = [
    ['سنة الصنع', car.year ? String(car.year) : null],
    ['المسافة المقطوعة', formatKilometers(carMileage(car)) ?? ar.common.unknownMileage],
    ['ناقل الحركة', labelOf(labels.transmission, car.transmission)],
    ['نوع الوقود', labelOf(labels.fuel, car.fuel_type)],
    ['عدد المقاعد', car.seats ? String(car.seats) : null],
    ['اللون', car.color],
  ];

  // On a phone the order is photo, then the card (name, price, call), then the tabs; on a wide
  // screen the card is a sticky column beside both.
  return (
    <Page>
      <DocumentTitle title={name} />
      <Breadcrumb items={[{ label: 'الرئيسية', to: '/' }, { label: 'السيارات', to: '/car-listings' }, { label: name }]} />
      <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:gap-8">
        <div className="lg:col-span-2">
          <CarGallery car={car} name={name} />
        </div>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-20 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start">
          <Card className="flex flex-col gap-4 p-6">
            <div className="flex flex-wrap items-center gap-2">
              {(isAdmin || isOwner) && car.status !== 'active' && <CarStatusBadge status={car.status} />}
              {(car.is_featured || offer?.featured) && <Badge tone="featured">★ مميزة</Badge>}
              {offer && <Badge tone="brand">{offer.offer_type === 'rent' ? 'للإيجار' : 'للبيع'}</Badge>}
              {offer && !offer.is_available && <Badge tone="danger">غير متاحة حاليًا</Badge>}
            </div>
            <h1 className="text-2xl font-extrabold text-slate-900">{name}</h1>
            <CarPrice car={car} className="text-3xl" />
            <PriceIndicatorSummary indicator={car.price_indicator} car={car} />
            <p className="flex items-center gap-1.5 text-slate-600">
              <PinIcon />
              {carLocation(car) ?? ar.common.unknownLocation}
            </p>
            <SellerPhone carId={car.id} owner={car.owner} label="اتصل الآن" onPress={() => setTab('seller')} className="w-full" />
            <div className="grid grid-cols-2 gap-2">
              <FavouriteButton car={car} name={name} full />
              <ShareButton carId={car.id} name={name} />
            </div>
            <dl className="grid grid-cols-2 gap-2 border-t border-slate-100 pt-4 text-sm">
              {facts.map(([term, value]) => (
                <div key={term} className="rounded-lg bg-slate-50 p-2.5">
                  <dt className="text-xs text-slate-500">{term}</dt>
                  <dd className="font-bold text-slate-800">{value || ar.common.notSpecified}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </aside>

        <div className="flex flex-col gap-4 lg:col-span-2">
          <Tabs<TabKey>
            idPrefix="car"
            label="معلومات السيارة"
            active={tab}
            onChange={setTab}
            items={[
              { key: 'details', label: 'التفاصيل' },
              { key: 'features', label: 'المواصفات' },
              { key: 'seller', label: 'معلومات البائع' },
            ]}
          />
          <TabPanel id="details" active={tab}>
            <CarSpecs car={car} />
            <h3 className="text-lg font-bold text-slate-900">الوصف</h3>
            <p className="leading-8 whitespace-pre-line text-slate-700">{car.description || ar.common.notSpecified}</p>
          </TabPanel>
          <TabPanel id="features" active={tab}>
            {features ? <CarFeatures features={features} /> : <p className="text-slate-600">لم يذكر البائع مزايا إضافية.</p>}
          </TabPanel>
          <TabPanel id="seller" active={tab}>
            <p className="text-lg font-bold text-slate-900">{car.owner.name ?? 'البائع'}</p>
            <SellerPhone carId={car.id} owner={car.owner} className="self-start" />
            <h3 className="mt-2 text-lg font-bold text-slate-900">راسل البائع</h3>
            {isOwner ? (
              <p className="text-sm text-slate-600">هذه سيارتك: تصلك رسائل المشترين في لوحة التحكم.</p>
            ) : (
              tab === 'seller' && (
                <Suspense fallback={<Spinner />}>
                  <ContactSeller carId={car.id} />
                </Suspense>
              )
            )}
          </TabPanel>
        </div>
      </div>
      <AfterHydration>
        <Suspense fallback={null}>
          <SimilarCars carId={car.id} />
        </Suspense>
      </AfterHydration>
      {!isOwner && (
        <AfterHydration>
          <Suspense fallback={null}>
            <CarActionBar carId={car.id} owner={car.owner} onWrite={() => setTab('seller')} />
          </Suspense>
        </AfterHydration>
      )}
    </Page>
  );
}

function TabPanel({ id, active, children }: { id: TabKey; active: TabKey; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={`car-panel-${id}`}
      aria-labelledby={`car-tab-${id}`}
      hidden={active !== id}
      tabIndex={0}
      className="flex scroll-mt-20 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {children}
    </div>
  );
}
