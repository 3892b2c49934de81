import { lazy, Suspense } from 'react';
import type { Car, PriceIndicator } from '../../shared/domain/car';
import { AfterHydration } from '../../shared/ui/after-hydration';

// Below the price, not part of the first paint: its texts and figures load once the page is live,
// which keeps the car page within its first-paint budget.
const PriceIndicatorDetails = lazy(() => import('./price-indicator-details'));

/**
 * The car page's indicator: the band, what it rests on («بناءً على 8 سيارات مشابهة», or a wider
 * group named), the market's median and p10–p90 range adjusted to this car's year and mileage.
 */
export function PriceIndicatorSummary(props: {
  indicator: PriceIndicator | null | undefined;
  car?: Pick<Car, 'brand' | 'model'>;
  className?: string;
}) {
  if (!props.indicator) return null;
  return (
    <AfterHydration>
      <Suspense fallback={null}>
        <PriceIndicatorDetails {...props} />
      </Suspense>
    </AfterHydration>
  );
}
