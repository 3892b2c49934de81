import { Queryable } from '../../database/read-replica/read-database';
import { CarListFilter } from './list-filters';
import type { WordCounts } from './list-search';
import { wordsQuery } from './search-conditions';

/**
 * Listings per search bucket, by id: what `projections.listing_search_bucket` divides by
 * (migration ListingSearchBuckets1765400000000). Changing it means a new index.
 */
export const SEARCH_BUCKET_LISTINGS = 50_000;

/**
 * How many of the newest buckets a count reads before it counts the whole market instead. Each
 * costs about what counting a common pair of words cost at 50,000 listings; two bound what a
 * search that matches little loses by trying them.
 */
const NEWEST_BUCKETS = 2;

/**
 * Whether a search is counted in its newest buckets first: a list of active listings (the
 * bucket index holds only those) whose every word is commoner than a bucket. The word index
 * then steps through the words' lists only where a bucket's listings are, where by itself it
 * would gather every listing holding all the words before the first is counted — a cost that
 * grows with the market (36,000 listings, 14 ms, for «سيارة حلب» at 1,000,000). A rarer word
 * already bounds that gathering by its own list, and leaves the count as it was.
 */
export function countsByBucket(filter: CarListFilter, words: WordCounts | null): boolean {
  return (
    filter.activeOnly &&
    words !== null &&
    filter.words.length > 0 &&
    filter.words.every((word) => words.commonerThanBucket.includes(word))
  );
}

/**
 * The search's matches among the newest buckets' listings, up to `cap + 1`, the newest bucket
 * first: the LIMIT stops the loop at the cap, so an older bucket is read only while the count is
 * short of it. Fewer than `cap + 1` says nothing of the market: the caller counts it whole.
 */
export async function countNewestBuckets(db: Queryable, filter: CarListFilter, cap: number): Promise<number> {
  const { where, params } = filter.unsearched();
  const values = [...params];
  const p = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const words =
    `projections.listing_search_document(c.search_vector, c.id) @@ ` +
    `(to_tsquery('simple', ${p(wordsQuery(filter.words, filter.wholeWords))}) && projections.listing_search_bucket_query(b.bucket))`;
  const newest = `projections.listing_search_bucket((SELECT max(id) FROM cars))`;
  const [{ counted }] = await db.query<Array<{ counted: number }>>(
    `SELECT count(*)::int AS counted FROM (
       SELECT FROM generate_series(${newest}, GREATEST(${newest} - ${NEWEST_BUCKETS - 1}, 0), -1) AS b(bucket)
       CROSS JOIN LATERAL (SELECT FROM cars c WHERE ${[...where, words].join(' AND ')}) matches
       LIMIT ${p(cap + 1)}) capped`,
    values,
  );
  return counted;
}
