import { useEffect, useState } from 'react';
import type { CarOwner } from '../../shared/domain/car';
import { Button } from '../../shared/ui/button';
import { SellerPhone } from './seller-phone';

/**
 * A phone's action bar, as the big classifieds' apps have it: «اتصل» (the page's one reveal call,
 * shared with every phone button of the car) and «راسل», which opens the seller tab at its form.
 * Sticky to the bottom of the screen while the car page is in view, then left behind above the
 * footer (never over it). Hidden from lg up, where the card stays beside the page.
 */
export function CarActionBar({ carId, owner, onWrite }: { carId: number; owner: CarOwner; onWrite: () => void }) {
  const [writeAsked, setWriteAsked] = useState(0);
  // Once the seller tab is shown: scrolled to and focused.
  useEffect(() => {
    if (!writeAsked) return;
    const panel = document.getElementById('car-panel-seller');
    panel?.scrollIntoView({ block: 'start' });
    panel?.focus({ preventScroll: true });
  }, [writeAsked]);

  return (
    <div
      role="group"
      aria-label="التواصل مع البائع"
      className="sticky bottom-0 z-30 -mx-4 mt-6 -mb-8 grid grid-cols-2 items-start gap-2 border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] lg:hidden"
    >
      <SellerPhone carId={carId} owner={owner} label="اتصل" className="w-full" />
      <Button
        onClick={() => {
          onWrite();
          setWriteAsked((n) => n + 1);
        }}
      >
        راسل
      </Button>
    </div>
  );
}
