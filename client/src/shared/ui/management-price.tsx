import type { Car } from '../domain/car';
import { formatOfferPrice } from '../format/money';
import { ar } from '../messages/ar';

/**
 * Management screens (the seller's «سياراتي», the admin's lists): the seller's own price first,
 * as typed, then its conversion at today's rate, in pounds (in dollars for a price in pounds).
 */
export function ManagementPrice({ car }: { car: Pick<Car, 'offer'> }) {
  const offer = car.offer;
  if (!offer) return <span className="text-slate-500">{ar.common.priceOnRequest}</span>;
  const [own, approx] = formatOfferPrice(offer);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className="font-bold text-slate-900">{own}</span>
      {approx && <span className="text-xs text-slate-500">{approx}</span>}
    </span>
  );
}
