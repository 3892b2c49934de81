import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { AdCard, ServicesAndOffers } from './workshop-details-page';
import { useGetWorkshopAdsQuery, useGetWorkshopQuery } from './workshops-api';
import { arm } from '../../shared/messages/ar-manage';

/** /workshop-services?workshop_id={id}: a workshop's services and ads; without an id, every workshop's offers. */
export function WorkshopServicesPage() {
  const [params] = useSearchParams();
  const raw = params.get('workshop_id') ?? params.get('id');
  const workshopId = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return <div className="mx-auto max-w-5xl px-4 py-8">{workshopId ? <OneWorkshop id={workshopId} /> : <AllOffers />}</div>;
}

function OneWorkshop({ id }: { id: number }) {
  const { data: workshop, isLoading, isError } = useGetWorkshopQuery(id);
  if (isLoading) return <PageSpinner />;
  if (isError || !workshop) return <EmptyState title={arm.workshops.notFound} />;
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'الورش', to: '/workshops' },
          { label: workshop.name, to: `/workshop-details/${workshop.id}` },
          { label: 'الخدمات والعروض' },
        ]}
      />
      <div className="mt-4">
        <PageHeading title={`خدمات ${workshop.name}`} subtitle={`${workshop.city} - ${workshop.location}`} />
        <ServicesAndOffers workshop={workshop} />
      </div>
    </>
  );
}

function AllOffers() {
  const { data, isLoading } = useGetWorkshopAdsQuery(undefined);
  return (
    <>
      <PageHeading title="خدمات الورش وعروضها" subtitle="أحدث عروض الورش المعتمدة، بأسعار بالليرة السورية" />
      {isLoading ? (
        <PageSpinner />
      ) : !data || data.data.length === 0 ? (
        <EmptyState title={arm.ads.empty} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.data.map((ad) => (
            <AdCard key={ad.id} ad={ad} showWorkshop />
          ))}
        </ul>
      )}
    </>
  );
}
