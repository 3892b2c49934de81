import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { carLocation, carName } from '../../shared/domain/car';
import { formatOfferPrice } from '../../shared/format/money';
import type { CarOffer } from '../../shared/domain/car';
import { ar } from '../../shared/messages/ar';
import { Badge } from '../../shared/ui/badge';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { CarImage } from '../../shared/ui/car-image';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { useGetFavouritesQuery, useRemoveFavouriteMutation } from './account-api';

/** The cars the user keeps (a like is a favourite); each links to its page and can be let go. */
export function FavouritesPanel() {
  const { data: cars, isLoading, isError, refetch } = useGetFavouritesQuery();
  const [remove] = useRemoveFavouriteMutation();

  const onRemove = async (carId: number) => {
    try {
      await remove(carId).unwrap();
      toast.success(ar.favourites.removed);
    } catch {
      toast.error(ar.favourites.removeFailed);
    }
  };

  return (
    <section className="flex flex-col gap-4">
      <PageHeading title="المفضلة" subtitle="السيارات التي أعجبتك، في مكان واحد." />
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={ar.favourites.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : !cars || cars.length === 0 ? (
        <EmptyState
          title={ar.favourites.empty}
          description={ar.favourites.emptyHint}
          action={<ButtonLink to="/car-listings">تصفح السيارات</ButtonLink>}
        />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100">
            {cars.map((car) => {
              const name = carName(car) ?? ar.common.unnamedCar;
              return (
                <li key={car.id} className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
                  <CarImage
                    image={car.cover}
                    alt={name}
                    sizes="160px"
                    className="aspect-[4/3] w-full shrink-0 rounded-xl sm:w-32"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <Link to={`/car/${car.id}`} className="truncate font-bold text-slate-900 hover:text-brand-700">
                        {name}
                      </Link>
                      {car.status !== 'active' && <Badge tone="neutral">{ar.favourites.unavailable}</Badge>}
                    </div>
                    <p className="text-sm text-slate-600">
                      {[car.year, carLocation(car)].filter(Boolean).join(' · ') || ar.common.unknownLocation}
                    </p>
                    <p className="font-bold text-slate-900">
                      {car.offer ? <OwnPrice offer={car.offer} /> : ar.common.priceOnRequest}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-600 hover:bg-red-50"
                    onClick={() => onRemove(car.id)}
                    aria-label={`إزالة ${name} من المفضلة`}
                  >
                    إزالة من المفضلة
                  </Button>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </section>
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
