import { CursorDirection, encodeCursor, ListCursor, ListOrder } from './list-cursor';

export interface Page<T> {
  /**
   * The search as it was run when some of its words were typos corrected against the listings'
   * vocabulary («تويتا كامري» → «تويوتا كامري»); absent when the search ran as typed.
   */
  corrected_query?: string;
  data: T[];
  pagination: {
    /** The page asked for; null when the page was asked for by `cursor`. */
    current_page: number | null;
    last_page: number;
    total_pages: number;
    /**
     * Exact: read from a facet counter (no filter, or any mix of make, city, fuel and offer
     * type), else counted up to LIST_COUNT_CAP (LIST_SEARCH_COUNT_CAP for a search,
     * LIST_FILTER_COUNT_CAP for a public list's other filters); beyond it the cap, and
     * `total_is_estimate` is true (a lower bound).
     */
    total: number;
    total_is_estimate: boolean;
    per_page: number;
    /** Opaque positions of the pages after and before this one (keyset), null at the ends. */
    next_cursor: string | null;
    prev_cursor: string | null;
  };
}

/** Where the page is in its list: by number, or next to a cursor. */
export interface PagePosition {
  sort: ListOrder;
  cursor: ListCursor | null;
  page: number;
  perPage: number;
}

/** What the count step found: the total shown, and whether it is the cap (a lower bound). */
export interface ListTotal {
  total: number;
  estimated: boolean;
}

/**
 * The last step of a list: the page's cards (read one more than the page holds, in reading
 * order: reversed for the page before a cursor) become the answer, each row shown by `view`,
 * with the cursors of the pages beside it. Pure.
 */
export function pageOf<Row extends { id: number; cursor_key: string | null }, View>(
  fetched: readonly Row[],
  position: PagePosition,
  { total, estimated }: ListTotal,
  correctedQuery: string | null,
  view: (row: Row) => View,
): Page<View> {
  const { sort, cursor, page, perPage } = position;
  const reversed = cursor?.direction === 'prev';
  const more = fetched.length > perPage;
  const rows = reversed ? fetched.slice(0, perPage).reverse() : fetched.slice(0, perPage);
  const at = (row: (typeof rows)[number] | undefined, direction: CursorDirection) =>
    row ? encodeCursor({ sort, direction, key: row.cursor_key, id: row.id }) : null;
  // Backwards, the extra car says there is a page before; the page after is where we came from.
  const hasBefore = reversed ? more : cursor !== null || page > 1;
  const hasAfter = reversed ? true : more;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    ...(correctedQuery === null ? {} : { corrected_query: correctedQuery }),
    data: rows.map(view),
    pagination: {
      current_page: cursor ? null : page,
      last_page: lastPage,
      total_pages: lastPage,
      total,
      total_is_estimate: estimated,
      per_page: perPage,
      next_cursor: hasAfter ? at(rows[rows.length - 1], 'next') : null,
      prev_cursor: hasBefore ? at(rows[0], 'prev') : null,
    },
  };
}
