import { useRef } from 'react';
import type { CarOwner } from '../../shared/domain/car';
import { ar } from '../../shared/messages/ar';
import { Button } from '../../shared/ui/button';
import { cn } from '../../shared/ui/cn';
import { useSellerPhone } from './use-seller-phone';

interface SellerPhoneProps {
  carId: number;
  owner: CarOwner;
  label?: string;
  /** Also done when pressed (the side card's «اتصل الآن» opens the seller tab). */
  onPress?: () => void;
  className?: string;
}

/**
 * The seller's phone, hidden until pressed: the number is not in the car, it is asked for then
 * (counted as a lead, within the visitor's hourly budget). Once shown it is a `tel:` link, and
 * every button of the same car shows it. Placeable anywhere on the car page.
 */
export function SellerPhone({ carId, owner, label = ar.cars.phoneHidden, onPress, className }: SellerPhoneProps) {
  const { phone, loading, failure, reveal } = useSellerPhone(carId);
  const pressed = useRef(false);

  if (owner.has_phone === false || phone === null) return <p className="text-sm text-slate-500">{ar.cars.noPhone}</p>;
  if (phone) {
    return (
      <a
        // The button that asked hands the focus on to the number that replaced it.
        ref={(link) => {
          if (pressed.current && link) {
            pressed.current = false;
            link.focus();
          }
        }}
        href={`tel:${phone.replace(/\s+/g, '')}`}
        dir="ltr"
        className={cn(
          'inline-flex h-11 items-center justify-center rounded-xl bg-emerald-50 px-4 text-lg font-bold text-emerald-800 hover:underline',
          className,
        )}
      >
        {phone}
      </a>
    );
  }
  return (
    <>
      <Button
        variant="success"
        className={className}
        loading={loading}
        onClick={() => {
          pressed.current = true;
          reveal();
          onPress?.();
        }}
        icon={
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
          </svg>
        }
      >
        {label}
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </>
  );
}
