import { makeNamedBy } from '../../shared/arabic/car-words';
import { likePattern } from '../../shared/arabic/normalise';
import { Actor, isAdmin } from '../../shared/auth/roles';
import { knownCity } from '../domain/listing-city';
import { BODY_TYPES, CarListQueryDto } from '../dto/car-list-query.dto';
import { ACTIVE_STORE_OWNERS } from '../../stores/queries/store-owners';
import { MILEAGE_STEPS } from '../projections/car-listing/listing-filter-tags';
import { counterOf, Facet, FacetValue } from '../projections/listing-facets/listing-facets.projection';
import { exactWordsCondition, nearCondition, searchWords, wordsCondition } from './search-conditions';
import { NearSpellings, respelled } from './search-spelling';

/** Model years a range may list as tags (the car form takes 1900 to next year). */
const YEAR_FLOOR = 1900;

/**
 * The `filter_tags` a listing must hold (all of `all`, and one of `anyYear`) for the year,
 * mileage, gearbox, condition and body type filters: a year range is its years (a range of only
 * one end runs to the form's bound), a mileage the smallest step at or above it.
 */
export function filterTags(query: CarListQueryDto): { all: string[]; anyYear: string[] } {
  const all: string[] = [];
  if (query.transmission) all.push(`g${query.transmission}`);
  if (query.condition) all.push(`c${query.condition}`);
  if (query.body_type) all.push(`b${BODY_TYPES[query.body_type]}`);
  const max = query.mileage?.max;
  const step = max === undefined ? undefined : MILEAGE_STEPS.find((km) => km >= max);
  if (max !== undefined && step === undefined && max < MILEAGE_STEPS[0]) all.push(`m${MILEAGE_STEPS[0]}`);
  if (step !== undefined) all.push(`m${step}`);
  const anyYear: string[] = [];
  const min = query.year?.min;
  const last = query.year?.max;
  if (min !== undefined || last !== undefined) {
    // A range given backwards («2020 to 2015») is the range the buyer meant.
    const [from, to] = [min ?? YEAR_FLOOR, last ?? new Date().getUTCFullYear() + 1].sort((a, b) => a - b);
    for (let year = from; year <= to; year++) anyYear.push(`y${year}`);
  }
  return { all, anyYear };
}

/** SQL conditions on `cars c` and their numbered parameters, built together. */
export class SqlConditions {
  readonly where: string[] = [];
  readonly params: unknown[] = [];

  /** Adds a parameter and returns its placeholder (`$3`). */
  readonly param = (value: unknown): string => {
    this.params.push(value);
    return `$${this.params.length}`;
  };

  sql(): string {
    return this.where.length ? `WHERE ${this.where.join(' AND ')}` : '';
  }
}

/** The car list's filters as conditions, and how to widen its search to near spellings. */
export interface CarListFilter {
  conditions: SqlConditions;
  /** The normalised search words (none without a search). */
  words: string[];
  /** Whether only active listings are selected (then the listings' word counts describe them all). */
  activeOnly: boolean;
  /**
   * Whether a condition is answered only by a trigram index (a place's text): counted to the
   * list's cap, since under a low limit the planner expects matches everywhere and walks the table.
   */
  placeText: boolean;
  /**
   * The search words known to begin no longer word of any listing selected (see
   * `searchAsWholeWords`): for them whole words and begun words find the same listings.
   */
  readonly wholeWords: ReadonlySet<string>;
  /**
   * Searches these words as whole words: only for words that begin no longer word of any listing
   * the list selects, where the matches are the same and the index reads fewer.
   */
  searchAsWholeWords(words: string[]): void;
  /**
   * Widens a search no listing matched to its near spellings (search-spelling.ts `nearSpellings`):
   * each fixed word searched as its correction, each fuzzy word by its near words, every other
   * word as typed, every word still required.
   */
  toNearSpellings(near: NearSpellings): void;
  /**
   * Searches each word the vocabulary corrected (a typo) as its correction, the others as they
   * were typed: «تويتا كامري 2018» becomes «تويوتا كامري 2018», every word still required. Words
   * typed together are searched as the words they split into («تويوتاكامري»: «تويوتا», «كامري»).
   */
  correct(fixes: ReadonlyMap<string, string>): void;
  /**
   * The facet counter (projections.listing_facets) that counts exactly the cars these conditions
   * select — every active car, or those of a make, city, fuel or offer type or any mix of them —
   * or null when no counter does (any other filter, another status, a search).
   */
  counter: { facet: string; value: string } | null;
  /**
   * Whether the list is the whole moderation queue: the pending listings, with no filter and no
   * search (an admin's `status=pending`). The pending listings' counter (PENDING_COUNT) counts it.
   */
  pendingQueue: boolean;
  /**
   * The one search word when it is the list's only condition besides its statuses, and those
   * include every active listing (the public search box with no filter, an admin's list of every
   * status), else null: the active listings' word counts (projections.listing_words) can then tell
   * that its matches pass a cap without counting them, as more active listings than the cap
   * holding it are more matches than the cap.
   */
  loneWord: string | null;
  /**
   * Whether the search is the list's only condition besides being active (the public search box
   * with no filter): the word counts then describe how many listings it may match.
   */
  searchOnly: boolean;
  /**
   * The conditions and their parameters without the search's (a copy): for a caller that combines
   * the search words otherwise, e.g. whole words and begun words apart (relevance).
   */
  unsearched(): { where: string[]; params: unknown[] };
}

export interface CarListFilterOptions {
  viewer?: Actor;
  /** Leave out cars without an offer, so pages and totals count offers. */
  withOffer?: boolean;
}

/**
 * The one code that says which cars a car list query selects: the listings endpoint and anything
 * that must agree with it (a saved search's matches) build their conditions here.
 */
export function carListFilter(query: CarListQueryDto, options: CarListFilterOptions = {}): CarListFilter {
  const { conditions, status, facets, filtered, placeText } = filterConditions(query, options);
  const { where, params, param } = conditions;
  // Search last, so the misspelling fallback can swap its conditions and parameters.
  const words = searchWords(query.search);
  if (query.brand && narrowsByMakeWord(words, query.brand, status)) where.push(exactWordsCondition([query.brand], param));
  const [beforeSearch, paramsBeforeSearch] = [where.length, params.length];
  /** Puts the search's conditions (built after its parameters are dropped) in place of the last ones. */
  const searchBy = (build: () => string[]) => {
    where.splice(beforeSearch);
    params.splice(paramsBeforeSearch);
    where.push(...build());
  };
  if (words.length) searchBy(() => wordsCondition(words, param));

  const narrowed = status !== 'active' || filtered;
  const counter = narrowed || words.length ? null : counterOf(facets);
  const pendingQueue = status === 'pending' && !filtered && !facets.length && !words.length;
  const searchOnly = words.length > 0 && status === 'active' && !narrowed && !facets.length;
  const listsEveryActive = status === 'active' || status === 'all';
  const loneWord = listsEveryActive && !filtered && !facets.length && words.length === 1 ? words[0] : null;
  const wholeWords = new Set<string>();
  const researched = () => searchBy(() => wordsCondition(words, param, wholeWords));
  /** Each corrected word as its correction, in the same array: the list and its relevance tiers read `words`. */
  const respell = (fixes: ReadonlyMap<string, string>) => {
    words.splice(0, words.length, ...new Set(respelled(words, fixes)));
    wholeWords.clear();
  };
  return {
    conditions,
    words,
    counter,
    pendingQueue,
    loneWord,
    searchOnly,
    activeOnly: status === 'active',
    placeText,
    wholeWords,
    unsearched: () => ({ where: where.slice(0, beforeSearch), params: params.slice(0, paramsBeforeSearch) }),
    searchAsWholeWords(whole: string[]) {
      if (!whole.length) return;
      for (const word of whole) if (words.includes(word)) wholeWords.add(word);
      researched();
    },
    correct(fixes: ReadonlyMap<string, string>) {
      if (!fixes.size) return;
      respell(fixes);
      if (this.loneWord !== null) this.loneWord = words.length === 1 ? words[0] : null;
      researched();
    },
    toNearSpellings({ fixes, fuzzy }: NearSpellings) {
      if (!fuzzy.length) {
        this.correct(fixes);
        return;
      }
      // Its matches are now those of near words: the lone word's count no longer tells them.
      this.loneWord = null;
      respell(fixes);
      const typed = words.filter((word) => !fuzzy.some((near) => near.word === word));
      searchBy(() => [...(typed.length ? wordsCondition(typed, param) : []), ...fuzzy.map((near) => nearCondition(near, param))]);
    },
  };
}

/**
 * Where a searched list's make also serves as the word every listing of that make holds in its
 * search document (its canonical name: listing-search.ts), asked of the word index beside the
 * search's words: the index then intersects two posting lists and reads no listing, and `c.brand`
 * stays the condition that decides. Where few of the make's listings hold the words, and nothing
 * else narrows by make. Without it, at 1,000,000 listings:
 *  - a list of every status (an owner's, an admin's) has no make index of its own, so each listing
 *    holding the words was read to check its make (an admin's «تبديل» with honda: 326 ms, 139 with it);
 *  - a public search of another make's name («هونداي» with kia) matches almost none of the make's
 *    listings: the make's index was walked to its end, or intersected as a bitmap of all of them
 *    (457 ms, 15 with it).
 * A public search of a common word with a common make («نظيفه» with hyundai) finds its page in
 * the make's newest listings at once (19 ms); the two posting lists would cost more (66 ms).
 */
function narrowsByMakeWord(words: readonly string[], brand: string, status: string): boolean {
  if (!words.length) return false;
  return status !== 'active' || words.some((word) => (makeNamedBy(word) ?? brand) !== brand);
}

/** The list's conditions before its search, and what the count step needs to know of them. */
interface FilterConditions {
  conditions: SqlConditions;
  /** The statuses listed: one status, or 'all' (an owner's or an admin's list). */
  status: string;
  /** The filters a facet counter also counts by. */
  facets: FacetValue[];
  /** Whether any condition but the statuses and the facets narrows the list (no counter counts it). */
  filtered: boolean;
  /** Whether the place is matched by its text (a district, a street), not as a city. */
  placeText: boolean;
}

/** Every condition of a car list but its search: visibility, the facets, and the other filters. */
function filterConditions(query: CarListQueryDto, { viewer, withOffer }: CarListFilterOptions): FilterConditions {
  const conditions = new SqlConditions();
  const { where, param } = conditions;

  // Visibility: admins see every status, owners all of their own, everyone else active only.
  const ownList = viewer !== undefined && query.user_id === viewer.id;
  const status = isAdmin(viewer) || ownList ? (query.status ?? 'all') : 'active';
  if (status !== 'all') where.push(`c.status = ${param(status)}`);
  // Filters a facet counter also counts by, and whether any other condition narrows the list.
  const facets: FacetValue[] = [];
  let filtered = false;
  const other = (condition: string) => {
    filtered = true;
    where.push(condition);
  };
  const facet = (name: Facet, column: string, value: string) => {
    facets.push({ facet: name, value });
    where.push(`${column} = ${param(value)}`);
  };
  if (query.user_id !== undefined) other(`c.user_id = ${param(query.user_id)}`);
  // The offer's terms are copied onto the car (CarListingProjection): one table, one index.
  if (withOffer) other(`c.offer_type IS NOT NULL`);
  if (query.brand) facet('brand', 'c.brand', query.brand);
  if (query.fuel_type) facet('fuel_type', 'c.fuel_type', query.fuel_type);
  if (query.featured) other(`c.is_featured`);
  if (query.offer_type) facet('offer_type', 'c.offer_type', query.offer_type);
  // One period (what the rentals page asks) as an equality: the period index then gives the cars
  // in recency order; `= ANY` of a list leaves every rental of the period to be sorted first.
  const periods = query.pricing_period ?? [];
  if (periods.length === 1) other(`c.pricing_period = ${param(periods[0])}`);
  else if (periods.length) other(`c.pricing_period = ANY(${param(periods)}::text[])`);
  if (query.available) other(`c.is_available`);
  // A city is an equality on the listing's city (cityOf its place); any other text, as before,
  // is found anywhere in the place (a district, a street).
  const city = knownCity(query.location);
  const place = query.location?.trim() ?? '';
  const placeText = !city && place !== '';
  if (city) facet('city', 'c.city', city);
  else if (placeText) other(`c.location ILIKE ${param(likePattern(place))}`);
  // Bounds in another currency are converted once (an init plan at today's rate of the listing's
  // own copy of the rates), so the comparison stays on the stored US-cent price and its index.
  const bound = (major: number) => {
    const currency = query.price?.currency ?? 'USD';
    if (currency === 'USD') return param(major * 100);
    return `round(${param(major * 100)}::numeric * 1000000 / (SELECT l.per_usd_micro FROM listing_rates l WHERE l.currency = ${param(currency)}))`;
  };
  if (query.price?.min !== undefined) other(`c.price_usd_minor >= ${bound(query.price.min)}`);
  if (query.price?.max !== undefined) other(`c.price_usd_minor <= ${bound(query.price.max)}`);
  // Year, mileage, gearbox, condition and body type: tags of one array under one GIN index
  // (migration ListingFilters1765020000100), so any mix of them is one bitmap read.
  const tags = filterTags(query);
  if (tags.all.length) other(`c.filter_tags @> ${param(tags.all)}::text[]`);
  // A year range is a range of the year index's own expression (a car without a year is 0, below
  // every range): its statistics tell the planner how common the range is, so a broad range walks
  // the recency index (as `&&` of its years' tags, misjudged, sorted a fifth of the market: 175 ms
  // at 200,000 listings), and its count reads the year index. Written on the bare column, the
  // count walked every active listing by the expiry index instead (44 ms at 200,000 listings).
  if (tags.anyYear.length) {
    other(
      `COALESCE(c.year, 0) BETWEEN ${param(Number(tags.anyYear[0].slice(1)))} AND ${param(Number(tags.anyYear[tags.anyYear.length - 1].slice(1)))}`,
    );
  }
  const mileageMax = query.mileage?.max;
  // A mileage between the tags' steps: the step above narrows by the index, the column decides.
  if (mileageMax !== undefined && !MILEAGE_STEPS.includes(mileageMax)) other(`c.mileage <= ${param(mileageMax)}`);
  // A store's cars are those of an account with an active store (stores/, exported for this).
  if (query.seller_type === 'store') other(`c.user_id IN (${ACTIVE_STORE_OWNERS})`);
  if (query.seller_type === 'private') other(`c.user_id NOT IN (${ACTIVE_STORE_OWNERS})`);
  // Good deals: the worker's price indicator placed the listing as a great or good price.
  if (query.deal === 'good') {
    other(`EXISTS (SELECT 1 FROM public.price_indicators pi WHERE pi.car_id = c.id AND pi.band IN ('great', 'good'))`);
    other(`c.offer_type = 'sale'`);
  }
  return { conditions, status, facets, filtered, placeText };
}
