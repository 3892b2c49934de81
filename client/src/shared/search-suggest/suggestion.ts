/** One suggestion of GET /api/search/suggest (server/src/cars/queries/search-suggestions.ts). */
export interface Suggestion {
  kind: 'make' | 'model' | 'city' | 'phrase' | 'word';
  text: string;
  count: number;
  /** A phrase counted as its rarest word: at most `count` listings. */
  count_is_upper_bound?: boolean;
  brand?: string;
  city?: string;
}

/** The listings a picked suggestion shows: a make or a city as its filter, anything else as a search. */
export function suggestionUrl(suggestion: Suggestion): string {
  const params = new URLSearchParams();
  if (suggestion.kind === 'make' && suggestion.brand) params.set('brand', suggestion.brand);
  else if (suggestion.kind === 'city' && suggestion.city) params.set('city', suggestion.city);
  else params.set('q', suggestion.text);
  return `/car-listings?${params.toString()}`;
}
