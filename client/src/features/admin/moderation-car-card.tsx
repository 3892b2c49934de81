import { Link } from 'react-router-dom';
import { carLocation, carName, type Car } from '../../shared/domain/car';
import { brandLabel } from '../../shared/domain/options';
import { formatDateTime, formatRelative } from '../../shared/format/date';
import { ar } from '../../shared/messages/ar';
import { CarImage } from '../../shared/ui/car-image';
import { ManagementPrice } from '../../shared/ui/management-price';
import { CarStatusBadge } from '../../shared/ui/status-badge';
import { arm } from '../../shared/messages/ar-manage';

/** What an admin judges of a car in the moderation queue: photo, name, status, seller, price, age. */
export function ModerationCarSummary({ car }: { car: Car }) {
  const name = carName(car) ?? ar.common.unnamedCar;
  const details = [brandLabel(car.brand), car.model, car.year, carLocation(car)].filter(Boolean).join(' · ');
  return (
    <>
      <CarImage image={car.cover} alt={name} sizes="192px" className="aspect-[4/3] w-full shrink-0 rounded-xl sm:w-44" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-bold text-slate-900">
            <Link to={`/car/${car.id}`} className="hover:text-brand-700 hover:underline">
              {name}
            </Link>
          </h3>
          <span aria-live="polite">
            <CarStatusBadge status={car.status} />
          </span>
        </div>
        {details && <p className="text-sm text-slate-600">{details}</p>}
        <p className="text-sm text-slate-600">
          البائع: <span className="font-semibold text-slate-800">{car.owner?.name ?? ar.common.notSpecified}</span>
          {car.owner?.email && (
            <span className="ms-1 text-slate-500" dir="ltr">
              ({car.owner.email})
            </span>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <ManagementPrice car={car} />
          <time dateTime={car.created_at} title={formatDateTime(car.created_at)} className="text-slate-500">
            {formatRelative(car.created_at)}
          </time>
        </div>
        {car.status === 'rejected' && car.rejection_reason && (
          <p className="text-sm text-red-700">{arm.editCar.rejectedReason(car.rejection_reason)}</p>
        )}
      </div>
    </>
  );
}
