import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { errorStatus } from '../../shared/api/api-error';
import { carName, type Car } from '../../shared/domain/car';
import { formatTotal } from '../../shared/format/plural';
import { formatOfferPrice } from '../../shared/format/money';
import type { CarOffer } from '../../shared/domain/car';
import { ar } from '../../shared/messages/ar';
import { selectIsAdmin, selectSession } from '../../shared/session/session-slice';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { Button, ButtonLink, buttonClasses } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { CarImage } from '../../shared/ui/car-image';
import { EmptyState } from '../../shared/ui/empty-state';
import { DocumentTitle } from '../../shared/ui/page-heading';
import { PlaceImage } from '../../shared/ui/place-image';
import { PlaceStatusBadge } from '../../shared/ui/place-status-badge';
import { PageSpinner } from '../../shared/ui/spinner';
import { useGetStoreCarsQuery, useGetStoreQuery, useRecordStoreViewMutation } from './stores-api';
import type { Store } from './types';
import { arm } from '../../shared/messages/ar-manage';
import { placeAddress } from '../../shared/places/place-address';

const parseId = (value: string | undefined) => (/^[1-9]\d{0,9}$/.test(value ?? '') ? Number(value) : null);

export function StorePage() {
  const id = parseId(useParams().id);
  const { data: store, error, isLoading, isError, refetch } = useGetStoreQuery(id ?? 0, { skip: id === null });
  if (id === null || errorStatus(error) === 404) {
    return (
      <Page>
        <DocumentTitle title="المتجر غير موجود" />
        <EmptyState title={arm.stores.notFound} action={<ButtonLink to="/stores">تصفح المتاجر</ButtonLink>} />
      </Page>
    );
  }
  if (isLoading) return <PageSpinner />;
  if (isError || !store) {
    return (
      <Page>
        <EmptyState
          tone="error"
          title={arm.stores.loadOneFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      </Page>
    );
  }
  return <StoreDetails store={store} />;
}

function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-8">{children}</div>;
}

function StoreDetails({ store }: { store: Store }) {
  const { userId } = useSelector(selectSession);
  const isAdmin = useSelector(selectIsAdmin);
  const manages = isAdmin || userId === store.user_id;
  const [recordView] = useRecordStoreViewMutation();
  const { data: cars, isLoading: carsLoading } = useGetStoreCarsQuery(store.user_id);

  useEffect(() => {
    if (userId !== store.user_id) void recordView(store.id);
  }, [store.id, store.user_id, userId, recordView]);

  const tel = `tel:${store.phone.replace(/[^\d+]/g, '')}`;
  return (
    <Page>
      <DocumentTitle title={store.name} />
      <Breadcrumb items={[{ label: 'الرئيسية', to: '/' }, { label: 'المتاجر', to: '/stores' }, { label: store.name }]} />
      <Card className="mt-6 flex flex-col gap-6 p-6 md:flex-row md:items-start">
        <PlaceImage
          picture={store.logo_image}
          kind="store"
          alt={`شعار ${store.name}`}
          sizes="160px"
          className="size-32 shrink-0 rounded-2xl border border-slate-100 md:size-40"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{store.name}</h1>
            {manages && <PlaceStatusBadge status={store.status} />}
          </div>
          {store.category_label && <p className="font-semibold text-brand-700">{store.category_label}</p>}
          <p className="leading-8 whitespace-pre-line text-slate-700">{store.description}</p>
          <dl className="grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
            <Fact term="العنوان">{placeAddress(store.location, store.address)}</Fact>
            <Fact term="الهاتف">
              <a href={tel} dir="ltr" className="text-brand-700 hover:underline">
                {store.phone}
              </a>
            </Fact>
            <Fact term="البريد الإلكتروني">
              <a href={`mailto:${store.email}`} dir="ltr" className="text-brand-700 hover:underline">
                {store.email}
              </a>
            </Fact>
            {store.website && (
              <Fact term="الموقع الإلكتروني">
                <a
                  href={store.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  dir="ltr"
                  className="text-brand-700 hover:underline"
                >
                  {store.website.replace(/^https?:\/\//, '')}
                </a>
              </Fact>
            )}
          </dl>
          <div className="mt-2 flex flex-wrap gap-2">
            <a href={tel} className={buttonClasses('primary', 'md')}>
              اتصل الآن
            </a>
            {store.website && (
              <a href={store.website} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'md')}>
                زيارة الموقع الإلكتروني
              </a>
            )}
            {manages && (
              <ButtonLink to={`/edit-store/${store.id}`} variant="ghost">
                تعديل المتجر
              </ButtonLink>
            )}
          </div>
        </div>
      </Card>

      <section aria-labelledby="store-cars" className="mt-10">
        <h2 id="store-cars" className="mb-4 text-xl font-bold text-slate-900">
          سيارات للبيع لدى {store.name}{' '}
          {cars && <span className="text-base text-slate-500">({formatTotal(cars.pagination)})</span>}
        </h2>
        {carsLoading ? (
          <PageSpinner />
        ) : !cars || cars.data.length === 0 ? (
          <EmptyState title="لا توجد سيارات معروضة للبيع في هذا المتجر حاليًا." />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {cars.data.map((car) => (
              <StoreCar key={car.id} car={car} />
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 font-semibold text-slate-500">{term}:</dt>
      <dd className="min-w-0 break-words">{children || ar.common.notSpecified}</dd>
    </div>
  );
}

function StoreCar({ car }: { car: Car }) {
  const name = carName(car) ?? ar.common.unnamedCar;
  return (
    <li className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-400 hover:shadow-md">
      <CarImage image={car.cover} alt={name} sizes="(min-width: 1024px) 300px, 50vw" className="aspect-[4/3] w-full" />
      <div className="flex flex-col gap-1 p-4">
        <h3 className="line-clamp-1 font-bold text-slate-900">
          <Link to={`/car/${car.id}`} className="after:absolute after:inset-0">
            {name}
          </Link>
        </h3>
        <p className="font-bold text-brand-700">{car.offer ? <OwnPrice offer={car.offer} /> : ar.common.priceOnRequest}</p>
        <p className="text-sm text-slate-500">{car.year ?? ar.common.notSpecified}</p>
      </div>
    </li>
  );
}

/** The seller's own price, then «≈ …» at today's rate, smaller. */
function OwnPrice({ offer }: { offer: CarOffer }) {
  const [own, approx] = formatOfferPrice(offer);
  return (
    <>
      {own}
      {approx && <span className="ms-2 text-xs font-semibold text-slate-500">{approx}</span>}
    </>
  );
}
