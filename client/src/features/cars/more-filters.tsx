import { SelectField } from '../../shared/ui/inputs';
import { withCount } from './facet-count-label';
import { useGetCarFacetsQuery, type CarFacets } from './facets-api';
import { BODY_TYPES, type ListingFilters } from './use-listing-params';

type MoreValues = Pick<ListingFilters, 'yearMin' | 'yearMax' | 'mileageMax' | 'gearbox' | 'condition' | 'body' | 'seller'>;

interface MoreFiltersProps {
  value: MoreValues;
  onChange: (change: Partial<MoreValues>) => void;
}

/** One filter of the panel: a choice of one value of a field, counted by a facet when it has few values. */
interface Choice {
  field: keyof MoreValues;
  label: string;
  placeholder: string;
  options: Array<{ value: string; label: string }>;
  /** The facet counting each option's active listings (GET /api/cars/facets). */
  facet?: Exclude<keyof CarFacets, 'total'>;
  /** A number in the URL (year, km) rather than a name. */
  numeric?: boolean;
  wide?: boolean;
}

const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: THIS_YEAR + 2 - 1990 }, (_, i) => String(THIS_YEAR + 1 - i)).map((year) => ({
  value: year,
  label: year,
}));
const MILEAGES = [10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000];
const BODY_LABELS: Record<(typeof BODY_TYPES)[number], string> = {
  sedan: 'سيدان',
  suv: 'دفع رباعي (SUV)',
  hatchback: 'هاتشباك',
  pickup: 'بيك أب',
  coupe: 'كوبيه',
  van: 'فان',
};

const CHOICES: Choice[] = [
  { field: 'yearMin', label: 'سنة الصنع من', placeholder: 'أي سنة', options: YEARS, numeric: true },
  { field: 'yearMax', label: 'إلى', placeholder: 'أي سنة', options: YEARS, numeric: true },
  {
    field: 'mileageMax',
    label: 'المسافة المقطوعة حتى',
    placeholder: 'أي مسافة',
    options: MILEAGES.map((km) => ({ value: String(km), label: `${km.toLocaleString('ar-SY')} كم` })),
    numeric: true,
  },
  {
    field: 'gearbox',
    label: 'ناقل الحركة',
    placeholder: 'الكل',
    options: [
      { value: 'automatic', label: 'أوتوماتيك' },
      { value: 'manual', label: 'يدوي' },
    ],
    facet: 'transmission',
  },
  {
    field: 'condition',
    label: 'الحالة',
    placeholder: 'الكل',
    options: [
      { value: 'new', label: 'جديدة' },
      { value: 'used', label: 'مستعملة' },
    ],
    facet: 'condition',
  },
  {
    field: 'body',
    label: 'نوع الهيكل',
    placeholder: 'الكل',
    options: BODY_TYPES.map((body) => ({ value: body, label: BODY_LABELS[body] })),
    facet: 'body_type',
  },
  {
    field: 'seller',
    label: 'البائع',
    placeholder: 'الكل',
    options: [
      { value: 'private', label: 'فرد' },
      { value: 'store', label: 'معرض' },
    ],
    facet: 'seller_type',
    wide: true,
  },
];

/**
 * Year from–to, mileage up to, gearbox, condition, body type and seller type, the last four with
 * each choice's number of listings: loaded with the filter panel.
 */
export default function MoreFilters({ value, onChange }: MoreFiltersProps) {
  const { data } = useGetCarFacetsQuery();
  return (
    <div className="grid grid-cols-2 gap-3">
      {CHOICES.map((choice) => (
        <SelectField
          key={choice.field}
          label={choice.label}
          placeholder={choice.placeholder}
          className={choice.wide ? 'col-span-2' : undefined}
          options={choice.options.map((option) => ({
            value: option.value,
            label: choice.facet ? withCount(option.label, data?.[choice.facet], option.value) : option.label,
          }))}
          value={value[choice.field] ? String(value[choice.field]) : ''}
          onChange={(event) => {
            const picked = event.target.value;
            // Each field takes its own kind of value: a number (or none) or one of its names ('' for any).
            onChange({ [choice.field]: choice.numeric ? (picked ? Number(picked) : undefined) : picked });
          }}
        />
      ))}
    </div>
  );
}
