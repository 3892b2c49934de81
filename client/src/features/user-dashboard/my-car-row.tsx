import { carName, type Car } from '../../shared/domain/car';
import { formatDate } from '../../shared/format/date';
import { plural } from '../../shared/format/plural';
import { ar } from '../../shared/messages/ar';
import { Button, ButtonLink } from '../../shared/ui/button';
import { CarImage } from '../../shared/ui/car-image';
import { ManagementPrice } from '../../shared/ui/management-price';
import { PriceBadge } from '../../shared/ui/badge';
import { CarStatusBadge } from '../../shared/ui/status-badge';
import { arm, countedManage } from '../../shared/messages/ar-manage';
import { CarLeadsChart } from './car-leads-chart';

interface MyCarRowProps {
  car: Car;
  onDelete: (car: Car) => void;
  onRenew: (car: Car) => void;
  renewing: boolean;
}

export function MyCarRow({ car, onDelete, onRenew, renewing }: MyCarRowProps) {
  const name = carName(car) ?? ar.common.unnamedCar;
  const expiry =
    car.expires_at && (car.status === 'active' || car.status === 'expired')
      ? (car.status === 'expired' ? arm.myCars.expiredOn : arm.myCars.expiresOn)(formatDate(car.expires_at))
      : null;
  return (
    <li className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
      <CarImage image={car.cover} alt={name} sizes="160px" className="aspect-[4/3] w-full shrink-0 rounded-xl sm:w-32" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-bold text-slate-900">{name}</h3>
          {/* Announces the live flip from pending to active. */}
          <span aria-live="polite">
            <CarStatusBadge status={car.status} />
          </span>
        </div>
        <p className="text-sm text-slate-600">
          {car.year ?? ar.common.notSpecified} · أضيفت في {formatDate(car.created_at)} · {plural(car.views, countedManage.views)}{' '}
          · {plural(car.likes, countedManage.likes)}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <ManagementPrice car={car} />
          <PriceBadge indicator={car.price_indicator} />
        </div>
        {expiry && <p className="text-xs text-slate-500">{expiry}</p>}
        {/* Buyers saw it (active, or active until it expired): what its page brought, day by day. */}
        {(car.status === 'active' || car.status === 'expired') && <CarLeadsChart carId={car.id} />}
        {car.status === 'rejected' && car.rejection_reason && (
          <p className="text-sm text-red-700">{arm.editCar.rejectedReason(car.rejection_reason)}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`/car/${car.id}`} variant="outline" size="sm" aria-label={`عرض ${name}`}>
          عرض
        </ButtonLink>
        <ButtonLink to={`/edit-car/${car.id}`} variant="secondary" size="sm" aria-label={`تعديل ${name}`}>
          تعديل
        </ButtonLink>
        {car.status === 'expired' && (
          <Button size="sm" variant="success" loading={renewing} onClick={() => onRenew(car)} aria-label={`تجديد ${name}`}>
            تجديد
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 hover:bg-red-50"
          onClick={() => onDelete(car)}
          aria-label={`حذف ${name}`}
        >
          حذف
        </Button>
      </div>
    </li>
  );
}
