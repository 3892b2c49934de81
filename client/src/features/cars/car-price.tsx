import type { Car } from '../../shared/domain/car';
import { formatUsd } from '../../shared/format/money';
import { ar, labels } from '../../shared/messages/ar';
import { cn } from '../../shared/ui/cn';

/** Public pages always price in USD (converted by the server at today's rate). */
export function CarPrice({ car, className }: { car: Car; className?: string }) {
  // Only the top-level amount: it is null when there is no priced offer.
  const price = formatUsd(car.price_usd_minor);
  const period = car.offer?.offer_type === 'rent' && car.offer.pricing_period ? labels.perPeriod[car.offer.pricing_period] : null;
  if (!price) return <p className={cn('font-bold text-slate-500', className)}>{ar.common.priceOnRequest}</p>;
  return (
    <p className={cn('font-extrabold text-brand-700', className)}>
      {price}
      {period && <span className="ms-1 text-sm font-semibold text-slate-500">{period}</span>}
    </p>
  );
}
