import { badRequest } from '../../shared/http/http-errors';
import { AR } from '../../shared/messages/ar';
import type { ListSort } from '../dto/car-list-query.dto';

/** Which way from the cursor's car: the page after it, or the page before it. */
export type CursorDirection = 'next' | 'prev';

/**
 * The order of a list: a sort the client chose, or — a search without one — relevance (the
 * listings with every word whole first, then those with a word only begun, newest first in each).
 */
export type ListOrder = ListSort | 'relevance';

/** A list position: the order it belongs to and the sort key of one car (its key value and id). */
/** A car of a page, picked before its card is read: its id and its position in the list (none for similar cars). */
export interface PickedCar {
  id: number;
  cursor_key: string | null;
}

export interface ListCursor {
  sort: ListOrder;
  direction: CursorDirection;
  /**
   * created_at as UTC text with microseconds (time sorts), the US-cent price (NULL: no price), or
   * for relevance the car's tier (0 every word whole, 1 not) and its time: `1:2026-…Z`.
   */
  key: string | null;
  id: number;
}

const TIME_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const PRICE_KEY = /^\d{1,20}$/;
const RELEVANCE_KEY = /^[01]:\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const COUNT_KEY = /^\d{1,10}$/;
const isTimeSort = (sort: ListOrder) => sort === 'newest' || sort === 'oldest';

/**
 * A time key names an instant PostgreSQL's timestamptz takes: a real calendar day and time, from
 * year 1. JavaScript's Date takes «2026-02-30» (rolled over to March) and year 0, which the
 * database refuses when the key is compared: the key must come back unchanged from the date.
 */
function isTimeKey(key: string): boolean {
  if (!TIME_KEY.test(key) || key < '0001') return false;
  const time = new Date(key);
  return !Number.isNaN(time.getTime()) && time.toISOString().slice(0, 19) === key.slice(0, 19);
}
const TIME_KEY_SQL = `to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Sorts by a whole number that every car has (the model year, 0 for the rare legacy car without
 * one, and the mileage), then by id the same way: one row comparison, one index read either way.
 */
const NUMBER_SORTS: Partial<Record<ListOrder, { column: string; descending: boolean }>> = {
  year_desc: { column: 'COALESCE(c.year, 0)', descending: true },
  year_asc: { column: 'COALESCE(c.year, 0)', descending: false },
  mileage_asc: { column: 'c.mileage', descending: false },
  mileage_desc: { column: 'c.mileage', descending: true },
};

/** The SQL of a car's cursor key, selected with each row of a page (exact to the microsecond); `tier` for relevance. */
export const cursorKeySql = (sort: ListOrder, tier = 0): string => {
  const numeric = NUMBER_SORTS[sort];
  if (numeric) return `${numeric.column}::text`;
  return sort === 'relevance' ? `'${tier}:' || ${TIME_KEY_SQL}` : isTimeSort(sort) ? TIME_KEY_SQL : `c.price_usd_minor::text`;
};

/** A relevance cursor's tier and time. */
export const relevanceKey = (cursor: ListCursor): { tier: 0 | 1; time: string } => ({
  tier: cursor.key!.startsWith('1:') ? 1 : 0,
  time: cursor.key!.slice(2),
});

/** Opaque to clients: base64url of a small JSON. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.sort, d: cursor.direction, k: cursor.key, i: cursor.id })).toString('base64url');
}

/** The cursor a client sent back, checked field by field: anything else is a 400 in Arabic. */
export function decodeCursor(text: string, sort: ListOrder): ListCursor {
  const invalid = () => badRequest(AR.list.cursor);
  if (text.length > 300 || !/^[A-Za-z0-9_-]+$/.test(text)) throw invalid();
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid();
  const { s, d, k, i } = raw as Record<string, unknown>;
  if (s !== sort) throw invalid(); // a cursor of another order (or none) cannot place this one
  if (d !== 'next' && d !== 'prev') throw invalid();
  if (typeof i !== 'number' || !Number.isInteger(i) || i < 1 || i > 2_147_483_647) throw invalid();
  const keyOk =
    sort === 'relevance'
      ? typeof k === 'string' && RELEVANCE_KEY.test(k) && isTimeKey(k.slice(2))
      : NUMBER_SORTS[sort]
        ? typeof k === 'string' && COUNT_KEY.test(k) && Number(k) <= 2_147_483_647
        : isTimeSort(sort)
          ? typeof k === 'string' && isTimeKey(k)
          : k === null || (typeof k === 'string' && PRICE_KEY.test(k));
  if (!keyOk) throw invalid();
  return { sort, direction: d, key: k as string | null, id: i };
}

/**
 * The conditions (OR-ed branches, each index-friendly on its own) that select the cars after the
 * cursor's car in the list's order, or — `reversed` — after it in the reverse order (the page
 * before it). `p` binds a parameter. Time sorts are one row comparison. Price sorts put cars
 * without a price last and break ties by id descending, so "after" splits into the priced cars
 * beyond the key (one index range) and the unpriced ones.
 */
export function keysetBranches(cursor: ListCursor, reversed: boolean, p: (value: unknown) => string): string[] {
  const { sort, key, id } = cursor;
  const numeric = NUMBER_SORTS[sort];
  if (numeric) {
    const op = numeric.descending !== reversed ? '<' : '>';
    return [`(${numeric.column}, c.id) ${op} (${p(key)}::int, ${p(id)}::int)`];
  }
  if (isTimeSort(sort)) {
    const forwardIsDescending = sort === 'newest';
    const op = forwardIsDescending !== reversed ? '<' : '>';
    return [`(c.created_at, c.id) ${op} (${p(key)}::timestamptz, ${p(id)}::int)`];
  }
  // Forward: price ascending (price_asc) or descending (price_desc), NULLS LAST, then id DESC.
  const ascending = sort === 'price_asc';
  const idAfter = reversed ? `c.id > ${p(id)}::int` : `c.id < ${p(id)}::int`;
  if (key === null) {
    // Forward: only unpriced cars come after an unpriced one. Reversed: every priced car too.
    return reversed
      ? [`c.price_usd_minor IS NULL AND ${idAfter}`, `c.price_usd_minor IS NOT NULL`]
      : [`c.price_usd_minor IS NULL AND ${idAfter}`];
  }
  const beyond = ascending !== reversed ? '>' : '<';
  const value = p(key);
  const priced = `c.price_usd_minor ${beyond}= ${value}::numeric AND (c.price_usd_minor ${beyond} ${value}::numeric OR ${idAfter})`;
  return reversed ? [priced] : [priced, `c.price_usd_minor IS NULL`];
}

/** The reverse of a list order (for the page before a cursor), read back in the list's order. */
export const REVERSED_ORDER: Record<ListSort, string> = {
  newest: 'c.created_at ASC, c.id ASC',
  oldest: 'c.created_at DESC, c.id DESC',
  price_asc: 'c.price_usd_minor DESC NULLS FIRST, c.id ASC',
  price_desc: 'c.price_usd_minor ASC NULLS FIRST, c.id ASC',
  year_desc: 'COALESCE(c.year, 0) ASC, c.id ASC',
  year_asc: 'COALESCE(c.year, 0) DESC, c.id DESC',
  mileage_asc: 'c.mileage DESC, c.id DESC',
  mileage_desc: 'c.mileage ASC, c.id ASC',
};
