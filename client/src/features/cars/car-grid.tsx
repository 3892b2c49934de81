import type { Car } from '../../shared/domain/car';
import { CarCard } from './car-card';

/** `priority`: how many of the first cards load their photo at once (the page's largest content). */
export function CarGrid({ cars, priority = 0, columns = 3 }: { cars: Car[]; priority?: number; columns?: 3 | 4 }) {
  return (
    <ul className={columns === 4 ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3'}>
      {cars.map((car, index) => (
        <li key={car.id} className="flex">
          <CarCard car={car} priority={index < priority} />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards shaped like the real ones, so the page does not jump when data arrives. */
export function CarGridSkeleton({ count, columns = 3 }: { count: number; columns?: 3 | 4 }) {
  return (
    <ul
      className={columns === 4 ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3'}
      aria-hidden="true"
    >
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white">
          {/* The same boxes as a real card (photo, name, price, place, three facts), so nothing moves. */}
          <div className="aspect-[4/3] bg-slate-200" />
          <div className="flex flex-col gap-3 p-4">
            <div className="h-7 w-2/3 rounded bg-slate-200" />
            <div className="h-7 w-1/3 rounded bg-slate-200" />
            <div className="h-5 w-1/2 rounded bg-slate-100" />
            <div className="grid grid-cols-3 gap-2 border-t border-slate-100 pt-3">
              <div className="h-[3.25rem] rounded-lg bg-slate-100" />
              <div className="h-[3.25rem] rounded-lg bg-slate-100" />
              <div className="h-[3.25rem] rounded-lg bg-slate-100" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
