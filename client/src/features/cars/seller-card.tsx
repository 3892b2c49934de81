import type { CarOwner } from '../../shared/domain/car';
import { ar } from '../../shared/messages/ar';
import { Button } from '../../shared/ui/button';

interface PhoneProps {
  owner: CarOwner;
  shown: boolean;
  onShow: () => void;
  label?: string;
  className?: string;
}

/** The seller's phone stays hidden until asked for, which keeps casual scraping of numbers down. */
export function SellerPhone({ owner, shown, onShow, label = ar.cars.phoneHidden, className }: PhoneProps) {
  if (!owner.phone) return <p className="text-sm text-slate-500">{ar.cars.noPhone}</p>;
  if (shown) {
    return (
      <a
        href={`tel:${owner.phone.replace(/\s+/g, '')}`}
        dir="ltr"
        className="inline-flex h-11 items-center justify-center rounded-xl bg-emerald-50 px-4 text-lg font-bold text-emerald-800 hover:underline"
      >
        {owner.phone}
      </a>
    );
  }
  return (
    <Button variant="success" className={className} onClick={onShow}>
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
      </svg>
      {label}
    </Button>
  );
}
