import { labels } from '../messages/ar';

// Option lists for selects, derived from the label catalogue so value and text never drift apart.

type LabelMap = Readonly<Record<string, string>>;

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export function optionsOf<M extends LabelMap>(map: M): Option<Extract<keyof M, string>>[] {
  return (Object.keys(map) as Extract<keyof M, string>[]).map((value) => ({ value, label: map[value] }));
}

export type BrandName = keyof typeof labels.brands;

/** The add form sends brand ids 1–11; they map in this order to the names (signed-in-area.md §3). */
export const BRAND_NAMES = Object.keys(labels.brands) as BrandName[];

export const brandIdOptions: Option[] = BRAND_NAMES.map((name, index) => ({
  value: String(index + 1),
  label: labels.brands[name],
}));

export const brandNameOptions = optionsOf(labels.brands);

export function brandLabel(brand: string | null | undefined): string | null {
  if (!brand) return null;
  // A car's brand is free text: a name outside the catalogue shows as written.
  return (labels.brands as LabelMap)[brand.toLowerCase()] ?? brand;
}

/** Used when GET /api/categories is not available yet. */
export const FALLBACK_CATEGORIES: Option[] = [
  { value: '1', label: 'سيدان' },
  { value: '2', label: 'دفع رباعي SUV' },
  { value: '3', label: 'هاتشباك' },
  { value: '4', label: 'بيك أب' },
  { value: '5', label: 'كوبيه' },
  { value: '6', label: 'فان' },
];

export function labelOf(map: LabelMap, value: string | null | undefined): string | null {
  if (!value) return null;
  return map[value] ?? value;
}
