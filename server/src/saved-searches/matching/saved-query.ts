import { plainToInstance } from 'class-transformer';
import { parse, stringify } from 'qs';
import { knownCity } from '../../cars/domain/listing-city';
import { CarListQueryDto } from '../../cars/dto/car-list-query.dto';
import { inspectInput } from '../../shared/http/input-guard';
import { validateDto } from '../../shared/http/validation';
import { FieldErrors } from '../../shared/http/http-errors';
import { AR } from '../../shared/messages/ar';
import { SavedSearchKeys } from '../domain/saved-search.events';

/** The parameters of GET /api/cars a saved query keeps (the DTO's own, but the page and cursor). */
const DTO_FIELDS = new Set([
  'limit',
  'per_page',
  'brand',
  'price',
  'search',
  'offer_type',
  'pricing_period',
  'available',
  'location',
  'fuel_type',
  'featured',
  'user_id',
  'deal',
  'sort',
  'year',
  'mileage',
  'transmission',
  'condition',
  'body_type',
  'seller_type',
]);
/** Filters only an owner (of their own list) or an admin may use: never a standing search. */
const OWNER_ONLY_PARAMETERS = new Set(['status']);
/** Parsed as the listings endpoint parses its URL (Express's "extended" query parser is qs). */
const PARSE_OPTIONS = { depth: 2, parameterLimit: 50, arrayLimit: 10 } as const;

/** Only what would break a query string is escaped, so Arabic stays readable in the stored query. */
const encodeReserved = (text: string): string => text.replace(/[%&=#+\s]/g, (c) => encodeURIComponent(c));

export type ParsedSavedQuery = { query: string; filter: CarListQueryDto; keys: SavedSearchKeys } | { errors: FieldErrors };

/**
 * A listings URL's query string, checked by the same DTO as GET /api/cars and normalised: the
 * page and cursor and unknown parameters dropped, the rest sorted (so the same filters saved
 * twice are the same query).
 */
export async function parseSavedQuery(raw: string): Promise<ParsedSavedQuery> {
  const parsed = parse(raw.replace(/^\?/, ''), PARSE_OPTIONS) as Record<string, unknown>;
  // The global guard read the request, where this query is one string: its percent escapes
  // decode only here, so what they decode to is checked here, as the guard checks any field
  // (a NUL reached the event's jsonb, which PostgreSQL refuses: a 500).
  const problem = inspectInput(parsed);
  if (problem)
    return { errors: { query: [problem.kind === 'characters' ? AR.http.forbiddenCharacters : AR.savedSearches.query] } };
  if (Object.keys(parsed).some((key) => OWNER_ONLY_PARAMETERS.has(key))) {
    return { errors: { query: [AR.savedSearches.ownerOnlyFilter] } };
  }
  const kept = Object.fromEntries(Object.entries(parsed).filter(([key, value]) => DTO_FIELDS.has(key) && value !== ''));
  const { value, errors } = await validateDto(CarListQueryDto, kept);
  if (Object.keys(errors).length) {
    const messages = [...new Set(Object.values(errors).flat())];
    return { errors: { query: messages.length ? messages : [AR.savedSearches.query] } };
  }
  const query = stringify(kept, { sort: (a, b) => a.localeCompare(b), encoder: encodeReserved, arrayFormat: 'brackets' });
  return { query, filter: value, keys: keysOf(value) };
}

/** A stored (already checked) query as the listing filter reads it. */
export function savedQueryFilter(query: string): CarListQueryDto {
  return plainToInstance(CarListQueryDto, parse(query, PARSE_OPTIONS), { exposeDefaultValues: true });
}

/** The equalities the listing filter makes of these parameters (see carListFilter's facets). */
export function keysOf(filter: CarListQueryDto): SavedSearchKeys {
  return { brand: filter.brand ?? null, city: knownCity(filter.location) ?? null, offerType: filter.offer_type ?? null };
}
