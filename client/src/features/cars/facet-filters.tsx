import { labels } from '../../shared/messages/ar';
import { BRAND_NAMES, brandLabel } from '../../shared/domain/options';
import { SelectField } from '../../shared/ui/inputs';
import { withCount } from './facet-count-label';
import { useGetCarFacetsQuery } from './facets-api';

export interface FacetValues {
  brand: string;
  city: string;
  fuel: string;
}

interface FacetFiltersProps {
  value: FacetValues;
  onChange: (change: Partial<FacetValues>) => void;
}

const FUELS = Object.keys(labels.fuel) as Array<keyof typeof labels.fuel>;

/**
 * Make, city and fuel, each choice with its number of listings (GET /api/cars/facets: counts over
 * every active listing, kept by the server as listings change). Loaded with the filter panel.
 */
export default function FacetFilters({ value, onChange }: FacetFiltersProps) {
  const { data } = useGetCarFacetsQuery();
  // The cities sellers list in, most listings first; a city chosen from a link stays choosable.
  const cities = data?.city.map((c) => c.value) ?? [];
  if (value.city && !cities.includes(value.city)) cities.push(value.city);
  return (
    <>
      <SelectField
        label="الماركة"
        placeholder="كل الماركات"
        options={BRAND_NAMES.map((brand) => ({ value: brand, label: withCount(brandLabel(brand)!, data?.brand, brand) }))}
        value={value.brand}
        onChange={(event) => onChange({ brand: event.target.value })}
      />
      <SelectField
        label="المدينة"
        placeholder="كل المدن"
        options={cities.map((city) => ({ value: city, label: withCount(city, data?.city, city) }))}
        value={value.city}
        onChange={(event) => onChange({ city: event.target.value })}
      />
      <SelectField
        label="الوقود"
        placeholder="كل أنواع الوقود"
        options={FUELS.map((fuel) => ({ value: fuel, label: withCount(labels.fuel[fuel], data?.fuel_type, fuel) }))}
        value={value.fuel}
        onChange={(event) => onChange({ fuel: event.target.value })}
      />
    </>
  );
}
