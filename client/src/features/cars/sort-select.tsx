import { SelectField } from '../../shared/ui/inputs';
import { LISTING_SORTS, type ListingSort } from './use-listing-params';

const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'الأحدث',
  price_asc: 'السعر: من الأقل',
  price_desc: 'السعر: من الأعلى',
  year_desc: 'سنة الصنع: الأحدث',
  year_asc: 'سنة الصنع: الأقدم',
  mileage_asc: 'المسافة المقطوعة: الأقل',
  mileage_desc: 'المسافة المقطوعة: الأكثر',
};

/** The list's order, applied at once (in the URL, from page 1); the same control on every screen width. */
export function SortSelect({ value, onChange }: { value: ListingSort | ''; onChange: (sort: ListingSort | '') => void }) {
  return (
    <SelectField
      label="الترتيب"
      placeholder="الأنسب"
      className="w-full sm:w-56"
      value={value}
      options={LISTING_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      onChange={(event) => onChange(event.target.value as ListingSort | '')}
    />
  );
}
