import { brandLabel } from '../../shared/domain/options';
import { formatMoney } from '../../shared/format/money';
import { labels } from '../../shared/messages/ar';
import { savedSearchesAr } from '../../shared/messages/pages/savedSearches';

/**
 * The listings page's URL keys (use-listing-params.ts) and the GET /api/cars parameters they stand
 * for (cars-api.ts): a saved search keeps the API's, the ones the server checks with the listings
 * endpoint's own filter and matches new cars with.
 */
const API_KEY_OF: Readonly<Record<string, string>> = {
  q: 'search',
  brand: 'brand',
  city: 'location',
  fuel: 'fuel_type',
  min: 'price[min]',
  max: 'price[max]',
  currency: 'price[currency]',
  deal: 'deal',
  ymin: 'year[min]',
  ymax: 'year[max]',
  km: 'mileage[max]',
  gear: 'transmission',
  cond: 'condition',
  body: 'body_type',
  seller: 'seller_type',
};
const URL_KEY_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(API_KEY_OF).map(([urlKey, apiKey]) => [apiKey, urlKey]),
);

/** The longest suggested name (the server's limit); the user may still type their own. */
export const NAME_MAX = 80;

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `search` with its keys renamed by `keys`; keys it has no name for (the page, a cursor) and empty values left out; in key order. */
function renamed(search: string | URLSearchParams, keys: Readonly<Record<string, string>>): string {
  const kept = [...new URLSearchParams(search).entries()]
    .map(([key, value]): [string | undefined, string] => [keys[key], value.trim()])
    .filter((entry): entry is [string, string] => entry[0] !== undefined && entry[1] !== '')
    .sort(([a, aValue], [b, bValue]) => byCodeUnits(a, b) || byCodeUnits(aValue, bValue));
  return new URLSearchParams(kept).toString();
}

/**
 * The query a saved search keeps (POST /api/saved-searches `query`), from the listings URL's
 * query: its filters as GET /api/cars parameters (`?city=حلب&page=2` → `location=حلب`), without
 * the page, a cursor or empty values, in key order.
 */
export const savedQueryOf = (listingSearch: string | URLSearchParams): string => renamed(listingSearch, API_KEY_OF);

/** The listings page showing a saved search's cars: its query in the page's own URL keys. */
export function listingsPathOf(savedQuery: string): string {
  const search = renamed(savedQuery, URL_KEY_OF);
  return search ? `/car-listings?${search}` : '/car-listings';
}

/** A price bound of the URL in its currency (`currency=SYP`; dollars by default). */
const amount = (value: string | null, currency: string | null): string | null => {
  const major = Number(value);
  const code = currency === 'SYP' ? 'SYP' : 'USD';
  return value && Number.isFinite(major) && major > 0 ? formatMoney(major * 100, code) : null;
};

/**
 * A name for the dialog to suggest, read from the listings URL's filters: «تويوتا · حلب · ديزل ·
 * «كامري» · حتى 20,000 $».
 */
export function suggestedName(listingSearch: string | URLSearchParams): string {
  const params = new URLSearchParams(listingSearch);
  const words = savedSearchesAr.name;
  const fuel = params.get('fuel');
  const search = params.get('q')?.trim();
  const min = amount(params.get('min'), params.get('currency'));
  const max = amount(params.get('max'), params.get('currency'));
  const parts = [
    brandLabel(params.get('brand')),
    params.get('city')?.trim() || null,
    fuel ? ((labels.fuel as Partial<Record<string, string>>)[fuel] ?? fuel) : null,
    search ? words.search(search) : null,
    min ? words.from(min) : null,
    max ? words.upTo(max) : null,
    params.get('deal') === 'good' ? words.deals : null,
  ].filter((part): part is string => Boolean(part));
  const name = parts.length ? parts.join(words.separator) : words.all;
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name;
}
