import { Queryable } from '../../database/read-replica/read-database';
import { CarListQueryDto, ListSort } from '../dto/car-list-query.dto';
import { cursorKeySql, decodeCursor, keysetBranches, ListOrder, PickedCar, REVERSED_ORDER } from './list-cursor';
import { CarListFilter } from './list-filters';
import { ListCount } from './list-count';
import { PagePosition } from './list-page';
import { relevancePage } from './relevance-page';

/** The columns the list orders by and takes its cursor keys from. */
const ORDER_COLUMNS = 'c.id, c.created_at, c.price_usd_minor, c.year, c.mileage';

export const SORTS: Record<ListSort, string> = {
  newest: 'c.created_at DESC, c.id DESC',
  oldest: 'c.created_at ASC, c.id ASC',
  price_asc: 'c.price_usd_minor ASC NULLS LAST, c.id DESC',
  price_desc: 'c.price_usd_minor DESC NULLS LAST, c.id DESC',
  // One index each ((COALESCE(year, 0), id), (mileage, id)), read forwards or backwards.
  year_desc: 'COALESCE(c.year, 0) DESC, c.id DESC',
  year_asc: 'COALESCE(c.year, 0) ASC, c.id ASC',
  mileage_asc: 'c.mileage ASC, c.id ASC',
  mileage_desc: 'c.mileage DESC, c.id DESC',
};

/**
 * Where the page is, from the query and what the count step found. A search with no sort chosen
 * is ordered by relevance (its near spellings by recency). Anything but text as a cursor (an
 * array, an object from the query string) is not one of ours: decoding '' refuses it. Pure.
 */
export function pagePosition(
  query: CarListQueryDto,
  filter: Pick<CarListFilter, 'words'>,
  { misspelt }: ListCount,
): PagePosition {
  const sort: ListOrder = query.sort ?? (filter.words.length && !misspelt ? 'relevance' : 'newest');
  const cursor = query.cursor === undefined ? null : decodeCursor(typeof query.cursor === 'string' ? query.cursor : '', sort);
  return { sort, cursor, page: query.page ?? 1, perPage: query.limit ?? query.per_page ?? 12 };
}

/**
 * The statement that picks a sorted page's cars (one more than the page, which says whether
 * there is a page beyond) from the listing table alone: its index tells them and, past page 1,
 * skips the earlier rows without reading them. Its parameters are the filter's and its own. Pure.
 */
export function sortedWindowSql(
  filter: Pick<CarListFilter, 'conditions'>,
  { sort, cursor, page, perPage }: PagePosition & { sort: ListSort },
): { sql: string; params: unknown[] } {
  const { where } = filter.conditions;
  const params = [...filter.conditions.params];
  const param = (value: unknown) => `$${params.push(value)}`;
  const reversed = cursor?.direction === 'prev';
  const order = reversed ? REVERSED_ORDER[sort] : SORTS[sort];
  const fetch = param(perPage + 1);
  let window: string;
  if (cursor) {
    // Each branch of "after the cursor" is an index range of its own, cut to the page.
    const branches = keysetBranches(cursor, reversed, param).map(
      (branch) =>
        `(SELECT ${ORDER_COLUMNS} FROM cars c WHERE ${[...where, `(${branch})`].join(' AND ')} ORDER BY ${order} LIMIT ${fetch})`,
    );
    window = `SELECT * FROM (${branches.join(' UNION ALL ')}) c ORDER BY ${order} LIMIT ${fetch}`;
  } else {
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    window = `SELECT ${ORDER_COLUMNS} FROM cars c ${whereSql} ORDER BY ${order} LIMIT ${fetch} OFFSET ${param((page - 1) * perPage)}`;
  }
  // The cursor key is formatted for the page's rows only, not for every row skipped.
  return { sql: `SELECT c.id, ${cursorKeySql(sort)} AS cursor_key FROM (${window}) c ORDER BY ${order}`, params };
}

/**
 * Whether counting found no match: then there is no page to read. Reading it would not stop
 * early: an order's index walked for a page's cars is walked to the end of the filter's broadest
 * indexed condition when fewer match (a make, a body and a word no listing of that make holds
 * read the make's 182,617 listings: 2.1 s at 1,000,000 listings, after a count of 0.6 s). A
 * counter's zero (a facet's, the pending listings') is not taken for it: the counters are a table
 * apart from the listings, and a list of one facet reads that facet's index, the moderation queue
 * the status index, which end where their listings do.
 */
export function nothingMatched({ counted, exact }: ListCount): boolean {
  return counted === 0 && !exact;
}

/** The pick step: the page's cars (ids and list positions) in reading order, one more than the page. */
export async function pickPage(
  db: Queryable,
  filter: CarListFilter,
  position: PagePosition,
  count: ListCount,
): Promise<PickedCar[]> {
  const { sort, cursor, page, perPage } = position;
  if (nothingMatched(count)) return [];
  if (sort === 'relevance') {
    return relevancePage(db, filter, {
      cursor,
      offset: (page - 1) * perPage,
      limit: perPage + 1,
      matches: count.counted,
      cap: count.cap,
    });
  }
  const { sql, params } = sortedWindowSql(filter, { ...position, sort });
  return db.query<PickedCar[]>(sql, params);
}
