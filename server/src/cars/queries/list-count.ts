import { PreparedStatement, runPrepared } from '../../database/prepared-statement';
import { Queryable } from '../../database/read-replica/read-database';
import { liveVersionAtLeast } from '../../replay/projection-versions';
import { PENDING_COUNT, PENDING_COUNTERS_SINCE } from '../projections/listing-facets/listing-facets.projection';
import { CarListFilter } from './list-filters';
import { ListTotal } from './list-page';
import { WordCounts, wordsOfEveryStatus } from './list-search';
import { countNewestBuckets, countsByBucket } from './search-buckets';
import { nearSpellings } from './search-spelling';

/**
 * How far a list counts before saying "more than": an owner's or an admin's list, a word search,
 * and a public list narrowed by a filter no facet counter counts. Each is at most `list`.
 */
export interface CountCaps {
  list: number;
  search: number;
  filter: number;
}

/**
 * The count step's outcome: matches counted up to `cap + 1`, or read from a counter (`exact`:
 * the count whatever the cap); whether the search fell back to near words (`misspelt`: no
 * relevance then); the words it corrected, if it did.
 */
export interface ListCount {
  counted: number;
  cap: number;
  misspelt: boolean;
  exact?: true;
  fixes?: ReadonlyMap<string, string>;
}

/** One facet counter: the exact count of a list whose filters it counts. */
const FACET_COUNTER = new PreparedStatement(`SELECT cars FROM listing_facets WHERE facet = $1 AND value = $2`);

/** The pending listings' counter, or null while the live read model keeps none (PENDING_COUNTERS_SINCE). */
const PENDING_COUNTER = new PreparedStatement(
  `SELECT CASE WHEN ${liveVersionAtLeast('$1', '$2')} THEN (${PENDING_COUNT}) END AS cars`,
);

/**
 * The count step of a list. A filter a facet counter counts (every active car, any mix of make,
 * city, fuel and offer type) reads its count; any other counting stops one car past the cap: a
 * broad filter over a big market costs the cap, not the market. A word search and a public
 * list's other filters count to their own, lower caps: walking the listings to the cap reads
 * the cap divided by the share of listings that match, a whole market's worth for the list cap
 * (a make, a gearbox and a year range: ~145,000 listings, 0.8–1 s at 1,000,000 listings). A
 * place's text keeps the list cap: it is a trigram search, and a low limit there makes a
 * sequential scan look cheaper than the trigram index to the planner (it expects matches
 * everywhere), which on a big market then reads the whole table.
 *
 * The active listings' vocabulary knows every word they hold, so a public search needs no fuzzy
 * scan of the listings. Only lists of other statuses (an owner's, an admin's) that match nothing
 * widen the search to near spellings (typos), and only then (search-spelling.ts `nearSpellings`):
 * near words, read by the word index as any search's words, so counted to the same cap. A lone
 * word corrected there is one word again: the active listings' counts may tell its total.
 */
export async function countList(db: Queryable, filter: CarListFilter, words: WordCounts, caps: CountCaps): Promise<ListCount> {
  const publicFilter = filter.activeOnly && !filter.placeText;
  const cap = Math.min(filter.words.length ? caps.search : publicFilter ? caps.filter : caps.list, caps.list);
  const counter = await counterOfList(db, filter);
  if (counter !== null) return { counted: counter, cap, misspelt: false, exact: true };
  const counted = await countUpTo(db, filter, cap, words);
  if (counted > 0 || !filter.words.length || filter.activeOnly) return { counted, cap, misspelt: false };
  const near = await nearSpellings(db, filter.words);
  if (!near.fixes.size && !near.fuzzy.length) return { counted, cap, misspelt: false };
  filter.toNearSpellings(near);
  const corrected = filter.loneWord === null ? null : (await wordsOfEveryStatus(db, [filter.loneWord], cap)).counts;
  return { counted: await countUpTo(db, filter, cap, corrected), cap, misspelt: near.fuzzy.length > 0, fixes: near.fixes };
}

/** The total a page shows: exact from a counter or below the cap, else the cap as a lower bound. Pure. */
export function listTotal({ counted, cap, exact }: ListCount): ListTotal {
  const estimated = !exact && counted > cap;
  return { total: estimated ? cap : counted, estimated };
}

/**
 * The list's count from a counter that counts exactly its listings, or null when none does: a
 * facet counter's (every active car, any mix of make, city, fuel and offer type), or the
 * pending listings' (the whole moderation queue: counted, it read the queue to the list cap, as
 * many rows as the moderators are behind).
 */
async function counterOfList(db: Queryable, filter: CarListFilter): Promise<number | null> {
  if (filter.counter) {
    const [row] = await runPrepared<Array<{ cars: number } | undefined>>(db, FACET_COUNTER, [
      filter.counter.facet,
      filter.counter.value,
    ]);
    return row?.cars ?? 0;
  }
  if (!filter.pendingQueue) return null;
  const [{ cars }] = await runPrepared<Array<{ cars: number | null }>>(db, PENDING_COUNTER, [
    PENDING_COUNTERS_SINCE.projection,
    PENDING_COUNTERS_SINCE.version,
  ]);
  return cars;
}

/** Matches up to `cap + 1`; `words` (null for near words) may tell a lone common word's count without counting. */
async function countUpTo(db: Queryable, filter: CarListFilter, cap: number, words: WordCounts | null): Promise<number> {
  // One word and no filter: a common word's capped count is known from the active listings' word counts.
  if (filter.loneWord !== null && words?.passingCap.includes(filter.loneWord)) return cap + 1;
  // Common words: the newest buckets reach the cap long before the whole market would.
  if (words !== null && countsByBucket(filter, words, cap)) {
    const newest = await countNewestBuckets(db, filter, cap, words.market.newestId);
    if (newest > cap) return newest;
  }
  // No column selected: where an index answers the whole condition, PostgreSQL counts
  // all-visible pages without reading their rows.
  const { params } = filter.conditions;
  const [{ counted }] = await db.query<Array<{ counted: number }>>(
    `SELECT count(*)::int AS counted FROM (SELECT FROM cars c ${filter.conditions.sql()} LIMIT $${params.length + 1}) capped`,
    [...params, cap + 1],
  );
  return counted;
}
