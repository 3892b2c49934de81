import type { Car } from '../../shared/domain/car';
import { formatOfferPrice } from '../../shared/format/money';
import { ar, labels } from '../../shared/messages/ar';
import { cn } from '../../shared/ui/cn';

/**
 * A car's price as buyers read it on the cards, the quick view and the car page: the seller's own
 * amount and currency first («585,000 ل.س»), then its conversion at today's rate («≈ 5,318 $»;
 * a price in dollars shows pounds). No offer: priced on request.
 */
export function CarPrice({ car, className }: { car: Pick<Car, 'offer'>; className?: string }) {
  const offer = car.offer;
  if (!offer) return <p className={cn('font-bold text-slate-500', className)}>{ar.common.priceOnRequest}</p>;
  const period = offer.offer_type === 'rent' && offer.pricing_period ? labels.perPeriod[offer.pricing_period] : null;
  const [own, approx] = formatOfferPrice(offer);
  return (
    <p className={cn('font-extrabold text-brand-700', className)}>
      {own}
      {period && <span className="ms-1 text-sm font-semibold text-slate-500">{period}</span>}
      {approx && <span className="ms-1 text-sm font-semibold text-slate-500">{approx}</span>}
    </p>
  );
}
