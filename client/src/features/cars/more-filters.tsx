import { SelectField } from '../../shared/ui/inputs';
import { BODY_TYPES, type ListingFilters } from './use-listing-params';

type MoreValues = Pick<ListingFilters, 'yearMin' | 'yearMax' | 'mileageMax' | 'gearbox' | 'condition' | 'body' | 'seller'>;

interface MoreFiltersProps {
  value: MoreValues;
  onChange: (change: Partial<MoreValues>) => void;
}

const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: THIS_YEAR + 2 - 1990 }, (_, i) => THIS_YEAR + 1 - i);
const MILEAGES = [10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000];
const BODY_LABELS: Record<(typeof BODY_TYPES)[number], string> = {
  sedan: 'سيدان',
  suv: 'دفع رباعي (SUV)',
  hatchback: 'هاتشباك',
  pickup: 'بيك أب',
  coupe: 'كوبيه',
  van: 'فان',
};
const years = YEARS.map((year) => ({ value: String(year), label: String(year) }));
const number = (value: string) => (value ? Number(value) : undefined);

/** Year from–to, mileage up to, gearbox, condition, body type and seller type: loaded with the filter panel. */
export default function MoreFilters({ value, onChange }: MoreFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectField
        label="سنة الصنع من"
        placeholder="أي سنة"
        options={years}
        value={value.yearMin ? String(value.yearMin) : ''}
        onChange={(event) => onChange({ yearMin: number(event.target.value) })}
      />
      <SelectField
        label="إلى"
        placeholder="أي سنة"
        options={years}
        value={value.yearMax ? String(value.yearMax) : ''}
        onChange={(event) => onChange({ yearMax: number(event.target.value) })}
      />
      <SelectField
        label="المسافة المقطوعة حتى"
        placeholder="أي مسافة"
        options={MILEAGES.map((km) => ({ value: String(km), label: `${km.toLocaleString('ar-SY')} كم` }))}
        value={value.mileageMax ? String(value.mileageMax) : ''}
        onChange={(event) => onChange({ mileageMax: number(event.target.value) })}
      />
      <SelectField
        label="ناقل الحركة"
        placeholder="الكل"
        options={[
          { value: 'automatic', label: 'أوتوماتيك' },
          { value: 'manual', label: 'يدوي' },
        ]}
        value={value.gearbox}
        onChange={(event) => onChange({ gearbox: event.target.value as MoreValues['gearbox'] })}
      />
      <SelectField
        label="الحالة"
        placeholder="الكل"
        options={[
          { value: 'new', label: 'جديدة' },
          { value: 'used', label: 'مستعملة' },
        ]}
        value={value.condition}
        onChange={(event) => onChange({ condition: event.target.value as MoreValues['condition'] })}
      />
      <SelectField
        label="نوع الهيكل"
        placeholder="الكل"
        options={BODY_TYPES.map((body) => ({ value: body, label: BODY_LABELS[body] }))}
        value={value.body}
        onChange={(event) => onChange({ body: event.target.value })}
      />
      <SelectField
        label="البائع"
        placeholder="الكل"
        className="col-span-2"
        options={[
          { value: 'private', label: 'فرد' },
          { value: 'store', label: 'معرض' },
        ]}
        value={value.seller}
        onChange={(event) => onChange({ seller: event.target.value as MoreValues['seller'] })}
      />
    </div>
  );
}
