import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorStatus } from '../../shared/api/api-error';
import type { Car } from '../../shared/domain/car';
import { ar } from '../../shared/messages/ar';
import { selectIsSignedIn } from '../../shared/session/session-slice';
import { buttonClasses } from '../../shared/ui/button';
import { cn } from '../../shared/ui/cn';
import { notify } from '../../shared/ui/notify';
import { useSetFavouriteMutation } from './cars-api';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.5 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.7 0 5.7 3.7 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}

/**
 * Keeps the car in the signed-in user's favourites (or lets it go). A visitor is told to sign
 * in, with a way back to this page afterwards.
 */
export function FavouriteButton({ car, name, full = false }: { car: Car; name: string; full?: boolean }) {
  const signedIn = useSelector(selectIsSignedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [setFavourite, { isLoading }] = useSetFavouriteMutation();
  const kept = car.is_favourite === true;

  const onClick = async () => {
    if (!signedIn) {
      notify.info(ar.favourites.signInFirst, {
        action: { label: 'تسجيل الدخول', onClick: () => void navigate('/login', { state: { from: location } }) },
      });
      return;
    }
    try {
      await setFavourite({ carId: car.id, favourite: !kept }).unwrap();
      notify.success(kept ? ar.favourites.removed : ar.favourites.added);
    } catch (error) {
      if (errorStatus(error) !== 401) notify.error(ar.favourites.failed);
    }
  };

  const label = kept ? `إزالة ${name} من المفضلة` : `إضافة ${name} إلى المفضلة`;
  if (full) {
    return (
      <button
        type="button"
        onClick={onClick}
        disabled={isLoading}
        aria-pressed={kept}
        className={buttonClasses('outline', 'md', cn('w-full', kept && 'border-rose-300 text-rose-600'))}
      >
        <HeartIcon filled={kept} />
        {kept ? 'في المفضلة' : 'أضف إلى المفضلة'}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={isLoading}
      aria-pressed={kept}
      aria-label={label}
      title={label}
      className={cn(
        'relative z-10 inline-flex size-9 items-center justify-center rounded-full bg-white/90 shadow-sm transition hover:bg-white',
        kept ? 'text-rose-600' : 'text-slate-700',
      )}
    >
      <HeartIcon filled={kept} />
    </button>
  );
}
