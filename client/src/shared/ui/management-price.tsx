import type { Car } from '../domain/car';
import { formatMoney, formatSyp } from '../format/money';
import { ar } from '../messages/ar';

/**
 * Management screens price in Syrian pounds ('ل.س') at the current rate; an offer made in
 * dollars or euros also shows its own amount, so the seller recognises what they typed.
 */
export function ManagementPrice({ car }: { car: Pick<Car, 'offer'> }) {
  const offer = car.offer;
  if (!offer) return <span className="text-slate-500">{ar.common.priceOnRequest}</span>;
  const syp = formatSyp(offer.price_syp_minor ?? (offer.price_unit === 'SYP' ? offer.price_minor : null));
  const own = offer.price_unit === 'SYP' ? null : formatMoney(offer.price_minor, offer.price_unit);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className="font-bold text-slate-900">{syp ?? own}</span>
      {syp && own && <span className="text-xs text-slate-500">({own})</span>}
    </span>
  );
}
