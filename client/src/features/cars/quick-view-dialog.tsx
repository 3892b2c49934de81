import { carLocation, carMileage, type Car } from '../../shared/domain/car';
import { brandLabel, labelOf } from '../../shared/domain/options';
import { formatKilometers } from '../../shared/format/number';
import { ar, labels } from '../../shared/messages/ar';
import { ButtonLink } from '../../shared/ui/button';
import { CarImage } from '../../shared/ui/car-image';
import { Dialog } from '../../shared/ui/dialog';
import { CarPrice } from './car-price';

interface QuickViewDialogProps {
  car: Car;
  name: string;
  open: boolean;
  onClose: () => void;
}

export function QuickViewDialog({ car, name, open, onClose }: QuickViewDialogProps) {
  const facts: [string, string | null][] = [
    ['الماركة', brandLabel(car.brand)],
    ['سنة الصنع', car.year ? String(car.year) : null],
    ['المسافة المقطوعة', formatKilometers(carMileage(car)) ?? ar.common.unknownMileage],
    ['نوع الوقود', labelOf(labels.fuel, car.fuel_type)],
    ['ناقل الحركة', labelOf(labels.transmission, car.transmission)],
    ['عدد المقاعد', car.seats ? String(car.seats) : null],
    ['الموقع', carLocation(car)],
  ];
  return (
    <Dialog open={open} onClose={onClose} title={name}>
      <CarImage
        image={car.cover}
        alt={name}
        sizes="(min-width: 640px) 560px, 100vw"
        className="aspect-[16/10] w-full rounded-xl"
      />
      <CarPrice car={car} className="text-2xl" />
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-lg bg-slate-50 p-2.5">
            <dt className="text-xs text-slate-500">{term}</dt>
            <dd className="font-bold text-slate-800">{value || ar.common.notSpecified}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink to={`/car/${car.id}`} className="self-start">
        عرض كل التفاصيل
      </ButtonLink>
    </Dialog>
  );
}
