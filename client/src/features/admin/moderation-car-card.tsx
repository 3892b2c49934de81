import { Link } from 'react-router-dom';
import { carLocation, carName, type Car } from '../../shared/domain/car';
import { brandLabel } from '../../shared/domain/options';
import { formatDateTime, formatRelative } from '../../shared/format/date';
import { ar } from '../../shared/messages/ar';
import { CarImage } from '../../shared/ui/car-image';
import { ManagementPrice } from '../../shared/ui/management-price';
import { CarStatusBadge } from '../../shared/ui/status-badge';
import { arm } from '../../shared/messages/ar-manage';
import type { QueueCar, RiskFlag } from './moderation-api';

/** What a car lacks for an admin to judge it whole: a price and at least one ready photo. */
export function missingForReview(car: Pick<Car, 'offer' | 'images'>): Array<'price' | 'photo'> {
  const missing: Array<'price' | 'photo'> = [];
  if (!car.offer) missing.push('price');
  if (!car.images.some((image) => image.status === 'ready')) missing.push('photo');
  return missing;
}

const MISSING = { price: 'السعر', photo: 'صورة جاهزة' } as const;

const FLAG_TITLES: Record<RiskFlag['code'], string> = {
  contact_in_text: 'بيانات تواصل في النص',
  stolen_photo: 'صورة مأخوذة من إعلان آخر',
  duplicate_listing: 'إعلان مكرر',
  price_too_low: 'سعر أرخص من المعقول',
  new_account_burst: 'حساب جديد مستعجل',
};

function PhotoStates({ car }: { car: Car }) {
  const count = (status: string) => car.images.filter((image) => image.status === status).length;
  const [readyCount, processing, failed] = [count('ready'), count('processing'), count('failed')];
  return (
    <span className="text-slate-600">
      الصور: {readyCount} جاهزة
      {processing > 0 && <span className="ms-1 text-amber-700">· {processing} قيد المعالجة</span>}
      {failed > 0 && <span className="ms-1 text-red-700">· {failed} تعذّرت معالجتها</span>}
    </span>
  );
}

function RiskFlags({ flags }: { flags: RiskFlag[] }) {
  if (!flags.length) return null;
  return (
    <ul aria-label="مؤشرات الخطر" className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50 p-2 text-sm">
      {flags.map((flag) => (
        <li key={flag.code} className="text-red-800">
          <span className="font-semibold">{FLAG_TITLES[flag.code]}:</span> {flag.reason}
          {flag.car_ids?.map((id) => (
            <Link key={id} to={`/car/${id}`} className="ms-1 underline">
              #{id}
            </Link>
          ))}
        </li>
      ))}
    </ul>
  );
}

/**
 * What an admin judges of a car in the moderation queue: photo and photos' states, name, status,
 * seller (with their contact, for admins), price, age, what it still lacks and its risk flags.
 * Every part follows the car live (the queue's cache), so the card changes in place.
 */
export function ModerationCarSummary({ car }: { car: QueueCar }) {
  const name = carName(car) ?? ar.common.unnamedCar;
  const details = [brandLabel(car.brand), car.model, car.year, carLocation(car)].filter(Boolean).join(' · ');
  const missing = car.status === 'pending' ? missingForReview(car) : [];
  const seller = car.seller;
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
          {car.risk && car.risk.score > 0 && (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800">
              درجة الخطورة {car.risk.score}
            </span>
          )}
        </div>
        {details && <p className="text-sm text-slate-600">{details}</p>}
        <p className="text-sm text-slate-600">
          البائع: <span className="font-semibold text-slate-800">{seller?.name ?? car.owner.name ?? ar.common.notSpecified}</span>
          {seller && (
            <span className="ms-1 text-slate-500">
              (<bdi dir="ltr">{seller.email}</bdi>
              {seller.phone && (
                <>
                  {' · '}
                  <bdi dir="ltr">{seller.phone}</bdi>
                </>
              )}
              {' · '}انضم {formatRelative(seller.joined_at)})
            </span>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" aria-live="polite">
          <ManagementPrice car={car} />
          <PhotoStates car={car} />
          <time dateTime={car.created_at} title={formatDateTime(car.created_at)} className="text-slate-500">
            {formatRelative(car.created_at)}
          </time>
        </div>
        {missing.length > 0 && (
          <p className="text-sm font-semibold text-amber-800" role="status">
            ينقص الإعلان: {missing.map((m) => MISSING[m]).join('، ')}
          </p>
        )}
        <RiskFlags flags={car.risk?.flags ?? []} />
        {car.status === 'rejected' && car.rejection_reason && (
          <p className="text-sm text-red-700">{arm.editCar.rejectedReason(car.rejection_reason)}</p>
        )}
      </div>
    </>
  );
}
