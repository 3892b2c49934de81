import { useSearchParams } from 'react-router-dom';

export interface ListingFilters {
  brand: string;
  maxPrice: number | undefined;
}

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * Page and filters live in the URL (?page=2&brand=kia&max=20000) so results can
 * be shared, bookmarked and restored with the back button.
 */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const filters: ListingFilters = {
    brand: params.get('brand') ?? '',
    maxPrice: positiveInt(params.get('max')),
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
    if (next.brand) copy.set('brand', next.brand);
    if (next.maxPrice) copy.set('max', String(next.maxPrice));
    setParams(copy);
  };

  return { page, filters, setPage, setFilters };
}
