import { Link } from 'react-router-dom';
import { carLocation, carName, type Car } from '../../shared/domain/car';
import { brandLabel } from '../../shared/domain/options';
import { formatDateTime, formatRelative } from '../../shared/format/date';
import { ar } from '../../shared/messages/ar';
import { Button, ButtonLink } from '../../shared/ui/button';
import { CarImage } from '../../shared/ui/car-image';
import { ManagementPrice } from '../../shared/ui/management-price';
import { CarStatusBadge } from '../../shared/ui/status-badge';
import { arm } from '../../shared/messages/ar-manage';

export type Decision = 'approve' | 'reject' | 'delete';

interface ModerationCarCardProps {
  car: Car;
  busy: Decision | null;
  onApprove: (car: Car) => void;
  onReject: (car: Car) => void;
  onDelete: (car: Car) => void;
}

/** One car in the moderation list: approve and reject for pending cars only, delete for any. */
export function ModerationCarCard({ car, busy, onApprove, onReject, onDelete }: ModerationCarCardProps) {
  const name = carName(car) ?? ar.common.unnamedCar;
  const details = [brandLabel(car.brand), car.model, car.year, carLocation(car)].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
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
      <div className="flex flex-wrap gap-2 sm:flex-col">
        {car.status === 'pending' && (
          <>
            <Button
              variant="success"
              size="sm"
              loading={busy === 'approve'}
              disabled={busy !== null}
              onClick={() => onApprove(car)}
              aria-label={`موافقة على ${name}`}
            >
              موافقة
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="text-red-600"
              disabled={busy !== null}
              onClick={() => onReject(car)}
              aria-label={`رفض ${name}`}
            >
              رفض
            </Button>
          </>
        )}
        <ButtonLink to={`/edit-car/${car.id}`} variant="ghost" size="sm" aria-label={`تعديل ${name}`}>
          تعديل
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 hover:bg-red-50"
          disabled={busy !== null}
          onClick={() => onDelete(car)}
          aria-label={`حذف ${name}`}
        >
          حذف
        </Button>
      </div>
    </li>
  );
}
