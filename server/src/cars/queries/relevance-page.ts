import { Queryable } from '../../database/read-replica/read-database';
import { cursorKeySql, keysetBranches, ListCursor, PickedCar, relevanceKey } from './list-cursor';
import { CarListFilter } from './list-filters';
import { exactWordsCondition, wordsCondition } from './search-conditions';

export interface RelevanceWindow {
  /** The page by keyset (then `offset` is 0), or null for the page by offset. */
  cursor: ListCursor | null;
  offset: number;
  /** Cars to read: a page and one more, which says whether there is a page beyond. */
  limit: number;
  /** The capped count of every match (both tiers); exact when at most `cap`. */
  matches: number;
  cap: number;
}

type Tier = 0 | 1;

/**
 * One page of a search ordered by relevance: tier 0 — the listings holding every word whole —
 * then tier 1 — those where some word is only the start of a word of the listing («كامر» in
 * «كامري») — newest first within each tier. Each tier is read by itself, as an ordinary filtered
 * list in recency order (the planner walks the recency index or the word index, whichever the
 * words' frequency favours), and the second only when the first runs out on this page: there is
 * no rank computed per match, so a common word costs what a page costs.
 * Returns the cars in reading order (reversed for the page before a cursor).
 */
export async function relevancePage(db: Queryable, filter: CarListFilter, window: RelevanceWindow): Promise<PickedCar[]> {
  // The tiers are written without the list's own search condition: "every word begun" is implied
  // by tier 0's "every word whole", and the planner, taking the two for independent, would
  // expect almost no row and sort every match instead of walking the recency index.
  const { where, params } = filter.unsearched();
  const reversed = window.cursor?.direction === 'prev';
  const order = reversed ? 'c.created_at ASC, c.id ASC' : 'c.created_at DESC, c.id DESC';

  /** A statement over one tier, with exactly the parameters it uses. */
  const statement = (tier: Tier, select: string, extra: (p: (value: unknown) => string) => string[] = () => []) => {
    const values = [...params];
    const p = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    const exact = exactWordsCondition(filter.words, p);
    const tierCondition = tier === 0 ? [exact] : [...wordsCondition(filter.words, p, filter.wholeWords), `NOT ${exact}`];
    const conditions = [...where, ...tierCondition, ...extra(p)];
    return { sql: `SELECT ${select} FROM cars c WHERE ${conditions.join(' AND ')}`, values, p };
  };
  const read = async (tier: Tier, limit: number, offset = 0, after: ListCursor | null = null): Promise<PickedCar[]> => {
    if (limit <= 0) return [];
    const s = statement(tier, `c.id, ${cursorKeySql('relevance', tier)} AS cursor_key`, (p) =>
      after ? keysetBranches({ ...after, sort: reversed ? 'oldest' : 'newest', direction: 'next' }, false, p) : [],
    );
    return db.query<PickedCar[]>(`${s.sql} ORDER BY ${order} LIMIT ${s.p(limit)} OFFSET ${s.p(offset)}`, s.values);
  };
  /** How many listings hold every word whole (capped like every count, or exactly when asked). */
  const countExact = async (cap: number | null): Promise<number> => {
    const s = statement(0, '');
    const limit = cap === null ? '' : ` LIMIT ${s.p(cap + 1)}`;
    const [{ counted }] = await db.query<Array<{ counted: number }>>(
      `SELECT count(*)::int AS counted FROM (${s.sql}${limit}) capped`,
      s.values,
    );
    return counted;
  };
  /**
   * Whether some match has a word only begun (none has when no word begins a longer one). Read
   * when the whole-word tier runs out, so that a search whose matches are all whole words (the
   * usual case) never walks the recency index for a second tier that has nothing.
   */
  const prefixOnlyExists = async (): Promise<boolean> =>
    filter.words.some((word) => !filter.wholeWords.has(word)) &&
    (window.matches > window.cap || (await countExact(window.cap)) < window.matches);

  const { cursor, limit } = window;
  if (!cursor) {
    const first = await read(0, limit, window.offset);
    if (first.length === limit || !(await prefixOnlyExists())) return first;
    // Where the page starts in the second tier: past the whole-word matches the offset skipped.
    const wholeWords = first.length > 0 || window.offset === 0 ? window.offset + first.length : await countExact(null);
    return [...first, ...(await read(1, limit - first.length, Math.max(0, window.offset - wholeWords)))];
  }
  const { tier, time } = relevanceKey(cursor);
  const at: ListCursor = { ...cursor, key: time };
  // Forward: the rest of the cursor's tier, then (from tier 0) the second tier from its start.
  // Backward, read in reverse: the rest of the cursor's tier, then (from tier 1) the first tier from its end.
  const picked = await read(tier, limit, 0, at);
  const nextTier: Tier | null = reversed ? (tier === 1 ? 0 : null) : tier === 0 ? 1 : null;
  if (picked.length === limit || nextTier === null) return picked;
  if (nextTier === 1 && !(await prefixOnlyExists())) return picked;
  return [...picked, ...(await read(nextTier, limit - picked.length))];
}
