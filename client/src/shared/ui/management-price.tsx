import type { Car } from '../domain/car';
import { formatMoney } from '../format/money';
import { ar } from '../messages/ar';

/**
 * Management screens price in the offer's own currency: Syrian pounds ('ل.س')
 * unless the seller chose dollars or euros. Public pages use the USD price instead.
 */
export function ManagementPrice({ car }: { car: Pick<Car, 'offer'> }) {
  if (!car.offer) return <span className="text-slate-500">{ar.common.priceOnRequest}</span>;
  return <span className="font-bold text-slate-900">{formatMoney(car.offer.price_minor, car.offer.price_unit)}</span>;
}
