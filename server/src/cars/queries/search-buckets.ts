import { Queryable } from '../../database/read-replica/read-database';
import { CarListFilter } from './list-filters';
import type { WordCounts } from './list-search';
import { wordsQuery } from './search-conditions';

/**
 * Listings per search bucket, by id: what `projections.listing_search_bucket` divides by
 * (migration ListingSearchBuckets1765400000000). Changing it means a new index.
 */
export const SEARCH_BUCKET_LISTINGS = 20_000;

/**
 * How many of the newest buckets a count reads before it counts the whole market instead: the
 * newest 100,000 listings. At 1,000,000 listings one bucket costs about 0.4 ms for two common
 * words; five bound what a search the estimate misjudged loses by trying them.
 */
export const NEWEST_BUCKETS = 5;

/**
 * Whether a search is counted in its newest buckets first: the public search box with nothing
 * beside it, whose words are common enough that the newest buckets are expected to hold more
 * matches than the cap (the words taken as independent; a model holds its make, so pairs such
 * as «تويوتا كامري» match more than that). The word index then steps through the words' lists
 * only where a bucket's listings are, where by itself it would gather every listing holding all
 * the words before the first is counted — a cost that grows with the market (36,000 listings,
 * 14 ms, for «سيارة حلب» at 1,000,000). A search expected to match less («سبورتاج 2015») would
 * read every bucket to no end: its rarer word already bounds the gathering, and it is counted
 * as before.
 */
export function countsByBucket(filter: CarListFilter, words: WordCounts, cap: number): boolean {
  if (!filter.searchOnly) return false;
  const { active, newestId } = words.market;
  if (active <= 0 || newestId <= 0) return false;
  const newestShare = Math.min(1, (NEWEST_BUCKETS * SEARCH_BUCKET_LISTINGS) / newestId);
  const expected = filter.words.reduce((matches, word) => (matches * (words.held.get(word) ?? 0)) / active, active * newestShare);
  return expected > cap;
}

/**
 * The search's matches among the newest buckets' listings (the buckets up to `newestId`'s, the
 * newest id the word counts read), up to `cap + 1`, the newest bucket first: the LIMIT stops the
 * loop at the cap, so an older bucket is read only while the count is short of it. Fewer than
 * `cap + 1` says nothing of the market: the caller counts it whole.
 */
export async function countNewestBuckets(db: Queryable, filter: CarListFilter, cap: number, newestId: number): Promise<number> {
  const { where, params } = filter.unsearched();
  const values = [...params];
  const p = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const words =
    `projections.listing_search_document(c.search_vector, c.id) @@ ` +
    `(to_tsquery('simple', ${p(wordsQuery(filter.words, filter.wholeWords))}) && projections.listing_search_bucket_query(b.bucket))`;
  const newest = `projections.listing_search_bucket(${p(newestId)}::int)`;
  const [{ counted }] = await db.query<Array<{ counted: number }>>(
    `SELECT count(*)::int AS counted FROM (
       SELECT FROM generate_series(${newest}, GREATEST(${newest} - ${NEWEST_BUCKETS - 1}, 0), -1) AS b(bucket)
       CROSS JOIN LATERAL (SELECT FROM cars c WHERE ${[...where, words].join(' AND ')}) matches
       LIMIT ${p(cap + 1)}) capped`,
    values,
  );
  return counted;
}
