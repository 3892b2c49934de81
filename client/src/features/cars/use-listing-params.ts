import { useSearchParams } from 'react-router-dom';
import type { DisplayCurrency } from '../../shared/format/money';

/** The URL parameter of the buyer's currency, as the price range's toggle writes it (display-currency.ts; kept apart so the list's first paint does not load the toggle's code). */
export const CURRENCY_PARAM = 'currency';

/**
 * The price slider's range and step in each currency a buyer can choose: US dollars as
 * public-area.md §9 has it, and about the same range in Syrian pounds (110 a dollar).
 */
export const PRICE_SLIDERS: Record<DisplayCurrency, { min: number; max: number; step: number }> = {
  USD: { min: 0, max: 100_000, step: 1000 },
  SYP: { min: 0, max: 10_000_000, step: 100_000 },
};

/**
 * The currency of the URL's price bounds (`min`, `max`): the one the URL names, else dollars (links
 * from before the choice existed). The price range's currency toggle puts the buyer's stored
 * choice into the URL when the panel opens (currency-toggle.tsx), so the page itself reads only
 * the URL and its first paint carries no more than that.
 */
export function priceCurrencyOf(params: URLSearchParams): DisplayCurrency {
  return params.get(CURRENCY_PARAM) === 'SYP' ? 'SYP' : 'USD';
}

export interface ListingFilters {
  search: string;
  brand: string;
  /** A city of the offers' places (?city=), and a fuel (?fuel=): the facets of the filter panel. */
  city: string;
  fuel: string;
  /** In the URL's price currency (priceCurrencyOf); unset at the slider's ends: price[min] is sent only above 0, price[max] only below the top. */
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** Good deals only: listings whose price indicator is great or good (?deal=good). */
  deals: boolean;
  /** Model years from–to (?ymin=&ymax=), at most so many km (?km=), gearbox, condition, body type, seller type. */
  yearMin: number | undefined;
  yearMax: number | undefined;
  mileageMax: number | undefined;
  gearbox: '' | 'automatic' | 'manual';
  condition: '' | 'new' | 'used';
  body: string;
  seller: '' | 'private' | 'store';
  /** The list's order (?sort=); '' is the server's own (relevance for a search, else newest). */
  sort: ListingSort | '';
}

export const LISTING_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'year_desc',
  'year_asc',
  'mileage_asc',
  'mileage_desc',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const BODY_TYPES = ['sedan', 'suv', 'hatchback', 'pickup', 'coupe', 'van'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

export const NO_FILTERS: ListingFilters = {
  search: '',
  brand: '',
  city: '',
  fuel: '',
  minPrice: undefined,
  maxPrice: undefined,
  deals: false,
  yearMin: undefined,
  yearMax: undefined,
  mileageMax: undefined,
  gearbox: '',
  condition: '',
  body: '',
  seller: '',
  sort: '',
};

/** A whole number above zero from the URL, or undefined. */
export function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

export const hasFilters = (f: ListingFilters) =>
  Boolean(
    f.search ||
    f.brand ||
    f.city ||
    f.fuel ||
    f.minPrice ||
    f.maxPrice ||
    f.deals ||
    f.yearMin ||
    f.yearMax ||
    f.mileageMax ||
    f.gearbox ||
    f.condition ||
    f.body ||
    f.seller,
  );

/**
 * Page and filters live in the URL (?q=كامري&brand=toyota&city=حلب&fuel=diesel&min=5000&max=20000&currency=USD&deal=good&page=2) so a search
 * can be shared and bookmarked, and the back button returns to it.
 */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const priceCurrency = priceCurrencyOf(params);
  const slider = PRICE_SLIDERS[priceCurrency];
  const page = positiveInt(params.get('page')) ?? 1;
  const max = positiveInt(params.get('max'));
  const filters: ListingFilters = {
    search: params.get('q')?.trim() ?? '',
    brand: params.get('brand') ?? '',
    city: params.get('city')?.trim() ?? '',
    fuel: params.get('fuel') ?? '',
    minPrice: positiveInt(params.get('min')),
    maxPrice: max !== undefined && max < slider.max ? max : undefined,
    deals: params.get('deal') === 'good',
    yearMin: positiveInt(params.get('ymin')),
    yearMax: positiveInt(params.get('ymax')),
    mileageMax: positiveInt(params.get('km')),
    gearbox: oneOf(['automatic', 'manual'] as const, params.get('gear')),
    condition: oneOf(['new', 'used'] as const, params.get('cond')),
    body: oneOf(BODY_TYPES, params.get('body')),
    seller: oneOf(['private', 'store'] as const, params.get('seller')),
    sort: oneOf(LISTING_SORTS, params.get('sort')),
  };

  const setPage = (next: number) => {
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      return copy;
    });
  };

  /** Applying a filter always starts again from page 1. */
  const setFilters = (next: ListingFilters) => {
    const copy = new URLSearchParams();
    if (next.search.trim()) copy.set('q', next.search.trim());
    if (next.brand) copy.set('brand', next.brand);
    if (next.city) copy.set('city', next.city);
    if (next.fuel) copy.set('fuel', next.fuel);
    const min = next.minPrice && next.minPrice > slider.min;
    const max = next.maxPrice && next.maxPrice < slider.max;
    if (min) copy.set('min', String(next.minPrice));
    if (max) copy.set('max', String(next.maxPrice));
    if (next.deals) copy.set('deal', 'good');
    if (next.yearMin) copy.set('ymin', String(next.yearMin));
    if (next.yearMax) copy.set('ymax', String(next.yearMax));
    if (next.mileageMax) copy.set('km', String(next.mileageMax));
    if (next.gearbox) copy.set('gear', next.gearbox);
    if (next.condition) copy.set('cond', next.condition);
    if (next.body) copy.set('body', next.body);
    if (next.seller) copy.set('seller', next.seller);
    if (next.sort) copy.set('sort', next.sort);
    // The bounds' currency goes with them, so a shared link filters at the same prices; a chosen
    // currency already in the URL stays.
    if (min || max || params.has(CURRENCY_PARAM)) copy.set(CURRENCY_PARAM, priceCurrency);
    setParams(copy);
  };

  return { page, filters, priceCurrency, setPage, setFilters };
}
