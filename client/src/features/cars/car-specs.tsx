import { carLocation, carMileage, type Car } from '../../shared/domain/car';
import { brandLabel, labelOf } from '../../shared/domain/options';
import { formatKilometers } from '../../shared/format/number';
import { plural } from '../../shared/format/plural';
import { ar, labels } from '../../shared/messages/ar';
import { carDetailsAr } from '../../shared/messages/pages/carDetails';

/** The details grid: every spec the car has, '???'-style fallbacks instead of empty cells. */
export function CarSpecs({ car }: { car: Car }) {
  const rows: [string, string | null][] = [
    ['الماركة', brandLabel(car.brand)],
    ['الموديل', car.model],
    ['سنة الصنع', car.year ? String(car.year) : null],
    ['المسافة المقطوعة', formatKilometers(carMileage(car)) ?? ar.common.unknownMileage],
    ['نوع الوقود', labelOf(labels.fuel, car.fuel_type)],
    ['ناقل الحركة', labelOf(labels.transmission, car.transmission)],
    ['قوة المحرك', car.horsepower ? plural(car.horsepower, carDetailsAr.horsepower) : null],
    ['عدد المقاعد', car.seats ? String(car.seats) : null],
    ['اللون', car.color],
    ['الحالة', labelOf(labels.condition, car.condition)],
    ['بلد التصنيع', car.country_of_manufacture],
    ['الموقع', carLocation(car)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {rows.map(([term, value]) => (
        <div key={term} className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs text-slate-500">{term}</dt>
          <dd className="mt-1 font-bold text-slate-800">{value || ar.common.notSpecified}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The offer's comma-separated additional_features as chips. */
export function CarFeatures({ features }: { features: string | null | undefined }) {
  const items = (features ?? '')
    .split(/[,،]/)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
          {item}
        </li>
      ))}
    </ul>
  );
}
