import { badRequest } from '../../shared/http/http-errors';
import { AR } from '../../shared/messages/ar';
import type { ListSort } from '../dto/car-list-query.dto';

/** Which way from the cursor's car: the page after it, or the page before it. */
export type CursorDirection = 'next' | 'prev';

/** A list position: the sort it belongs to and the sort key of one car (its key value and id). */
export interface ListCursor {
  sort: ListSort;
  direction: CursorDirection;
  /** created_at as UTC text with microseconds (time sorts), or the US-cent price (NULL: no price). */
  key: string | null;
  id: number;
}

const TIME_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const PRICE_KEY = /^\d{1,20}$/;
const isTimeSort = (sort: ListSort) => sort === 'newest' || sort === 'oldest';

/** The SQL of a car's cursor key, selected with each row of a page (exact to the microsecond). */
export const cursorKeySql = (sort: ListSort): string =>
  isTimeSort(sort) ? `to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : `c.price_usd_minor::text`;

/** Opaque to clients: base64url of a small JSON. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.sort, d: cursor.direction, k: cursor.key, i: cursor.id })).toString('base64url');
}

/** The cursor a client sent back, checked field by field: anything else is a 400 in Arabic. */
export function decodeCursor(text: string, sort: ListSort): ListCursor {
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
  const keyOk = isTimeSort(sort)
    ? typeof k === 'string' && TIME_KEY.test(k) && !Number.isNaN(Date.parse(k))
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
};
