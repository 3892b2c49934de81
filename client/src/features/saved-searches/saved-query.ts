import { brandLabel } from '../../shared/domain/options';
import { formatMoney } from '../../shared/format/money';
import { labels } from '../../shared/messages/ar';
import { savedSearchesAr } from '../../shared/messages/pages/savedSearches';

/** Where a list stands, not what it holds: never part of a saved search. */
const POSITION_KEYS = new Set(['page', 'cursor']);

/** The longest suggested name; the user may still type their own. */
export const NAME_MAX = 80;

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The query a saved search keeps (POST /api/saved-searches `query`): the listings URL's own query
 * without `?`, its page or cursor, or empty values, in key order, so the same filters saved from
 * two orders of the URL are one search (the server refuses the same query twice).
 */
export function savedQueryOf(search: string | URLSearchParams): string {
  const kept = [...new URLSearchParams(search).entries()]
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([key, value]) => value !== '' && !POSITION_KEYS.has(key))
    .sort(([a, aValue], [b, bValue]) => byCodeUnits(a, b) || byCodeUnits(aValue, bValue));
  return new URLSearchParams(kept as Array<[string, string]>).toString();
}

/** The listings page showing a saved search's cars. */
export const listingsPathOf = (query: string): string => (query ? `/car-listings?${query}` : '/car-listings');

const dollars = (value: string | null): string | null => {
  const amount = Number(value);
  return value && Number.isFinite(amount) && amount > 0 ? formatMoney(amount * 100, 'USD') : null;
};

/**
 * A name for the dialog to suggest, read from the filters: «تويوتا · حلب · ديزل · «كامري» · حتى
 * 20,000 $». The listings page's keys (use-listing-params.ts): q, brand, city, fuel, min, max, deal.
 */
export function suggestedName(query: string): string {
  const params = new URLSearchParams(query);
  const words = savedSearchesAr.name;
  const fuel = params.get('fuel');
  const search = params.get('q')?.trim();
  const min = dollars(params.get('min'));
  const max = dollars(params.get('max'));
  const parts = [
    brandLabel(params.get('brand')),
    params.get('city')?.trim() || null,
    fuel ? (labels.fuel[fuel as keyof typeof labels.fuel] ?? fuel) : null,
    search ? words.search(search) : null,
    min ? words.from(min) : null,
    max ? words.upTo(max) : null,
    params.get('deal') === 'good' ? words.deals : null,
  ].filter((part): part is string => Boolean(part));
  const name = parts.length ? parts.join(words.separator) : words.all;
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name;
}
