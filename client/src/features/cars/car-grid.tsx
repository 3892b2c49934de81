import type { Car } from '../../shared/domain/car';
import { CarCard } from './car-card';

export function CarGrid({ cars }: { cars: Car[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {cars.map((car) => (
        <li key={car.id} className="flex">
          <CarCard car={car} />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards shaped like the real ones, so the page does not jump when data arrives. */
export function CarGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <div className="aspect-[4/3] bg-slate-200" />
          <div className="flex flex-col gap-3 p-4">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-6 w-1/3 rounded bg-slate-200" />
            <div className="h-4 w-1/2 rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
