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
}

export const NO_FILTERS: ListingFilters = {
  search: '',
  brand: '',
  city: '',
  fuel: '',
  minPrice: undefined,
  maxPrice: undefined,
  deals: false,
};

/** A whole number above zero from the URL, or undefined. */
export function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

export const hasFilters = (f: ListingFilters) =>
  Boolean(f.search || f.brand || f.city || f.fuel || f.minPrice || f.maxPrice || f.deals);

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
    // The bounds' currency goes with them, so a shared link filters at the same prices; a chosen
    // currency already in the URL stays.
    if (min || max || params.has(CURRENCY_PARAM)) copy.set(CURRENCY_PARAM, priceCurrency);
    setParams(copy);
  };

  return { page, filters, priceCurrency, setPage, setFilters };
}
