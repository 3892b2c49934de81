import { PinIcon } from './pin-icon';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { carLocation, carMileage, carName, type Car } from '../../shared/domain/car';
import { formatKilometers } from '../../shared/format/number';
import { ar, labels } from '../../shared/messages/ar';
import { Badge, PriceBadge } from '../../shared/ui/badge';
import { AfterHydration } from '../../shared/ui/after-hydration';
import { CarImage } from '../../shared/ui/car-image';
import { CarPrice } from './car-price';
import { QuickViewButton } from './quick-view';

// The heart on a card is for a visitor who acts on the page: it loads once the page is live, which
// keeps the lists within their first-paint budget (it sits over the photo, so nothing moves).
const FavouriteButton = lazy(() => import('./favourite-button').then((m) => ({ default: m.FavouriteButton })));

// The server preloads the listings' first featured photo with these sizes
// (server/src/cars/http/car-page-photo.ts): change both together.
const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw';

/**
 * `priority`: the first cards of a page are its largest content, so their photos load first.
 * `extra` goes at the foot of the card (the rentals page puts the total there).
 */
export function CarCard({ car, priority = false, extra }: { car: Car; priority?: boolean; extra?: ReactNode }) {
  const name = carName(car) ?? ar.common.unnamedCar;
  const featured = car.is_featured || car.offer?.featured;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-brand-400">
      <div className="relative aspect-[4/3] overflow-hidden">
        <CarImage
          image={car.cover}
          alt={name}
          sizes={CARD_SIZES}
          priority={priority}
          className="size-full transition duration-300 group-hover:scale-105"
        />
        <div className="absolute start-3 top-3 flex gap-2">
          {featured && <Badge tone="featured">★ مميزة</Badge>}
          {car.offer?.offer_type === 'rent' && <Badge tone="brand">للإيجار</Badge>}
        </div>
        <div className="absolute end-3 top-3 flex gap-2">
          <AfterHydration>
            <Suspense fallback={null}>
              <FavouriteButton car={car} name={name} />
            </Suspense>
          </AfterHydration>
          <QuickViewButton car={car} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="line-clamp-1 text-lg font-bold text-slate-900">
          {/* The stretched link makes the whole card clickable with one accessible link. */}
          <Link to={`/car/${car.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {name}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CarPrice car={car} className="text-xl" />
          <PriceBadge indicator={car.price_indicator} />
        </div>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <PinIcon />
          {carLocation(car) ?? ar.common.unknownLocation}
        </p>
        <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-center text-xs">
          <Spec term="السنة" value={car.year ? String(car.year) : ar.common.notSpecified} />
          <Spec term="المسافة" value={formatKilometers(carMileage(car)) ?? ar.common.unknownMileage} />
          <Spec term="الوقود" value={labels.fuel[car.fuel_type]} />
        </dl>
        {extra}
      </div>
    </article>
  );
}

function Spec({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-slate-50 py-2">
      <dt className="text-slate-500">{term}</dt>
      <dd className="font-bold text-slate-800">{value}</dd>
    </div>
  );
}
