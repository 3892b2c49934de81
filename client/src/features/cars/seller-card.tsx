import { useState } from 'react';
import type { CarOwner } from '../../shared/domain/car';
import { ar } from '../../shared/messages/ar';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';

/** The phone stays hidden until asked for, which keeps casual scraping of numbers down. */
export function SellerCard({ owner }: { owner: CarOwner }) {
  const [showPhone, setShowPhone] = useState(false);
  return (
    <Card className="flex flex-col gap-3 p-6">
      <h2 className="text-lg font-bold text-slate-900">معلومات البائع</h2>
      <p className="font-semibold text-slate-800">{owner.name}</p>
      {!owner.phone ? (
        <p className="text-sm text-slate-500">{ar.cars.noPhone}</p>
      ) : showPhone ? (
        <a href={`tel:${owner.phone}`} dir="ltr" className="text-lg font-bold text-brand-700 hover:underline">
          {owner.phone}
        </a>
      ) : (
        <Button variant="secondary" onClick={() => setShowPhone(true)}>
          {ar.cars.phoneHidden}
        </Button>
      )}
    </Card>
  );
}
