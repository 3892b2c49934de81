import { ButtonLink } from '../../shared/ui/button';
import { CarGrid, CarGridSkeleton } from './car-grid';
import { useGetSimilarCarsQuery } from './cars-api';

/** Three cars like this one (same make first, then a similar price), and the way to all the others. */
export function SimilarCars({ carId }: { carId: number }) {
  const { data, isLoading, isError } = useGetSimilarCarsQuery(carId);
  if (isError || (data && data.length === 0)) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h2 id="similar-heading" className="text-2xl font-extrabold text-slate-900">
          سيارات مشابهة
        </h2>
        <ButtonLink to="/car-listings" variant="secondary" size="sm">
          عرض كل السيارات
        </ButtonLink>
      </div>
      {isLoading || !data ? <CarGridSkeleton count={3} /> : <CarGrid cars={data} />}
    </section>
  );
}
