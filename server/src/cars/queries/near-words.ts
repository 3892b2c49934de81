import { Queryable } from '../../database/read-replica/read-database';
import { edits, typoBudget, typoCost } from '../../shared/arabic/spelling';
import { NearWord } from './search-conditions';

/**
 * The words of the listings close to each typed word, in one read of two word sets and their
 * trigram indexes:
 *  - the active listings' vocabulary (projections.listing_words): its words of trigram word
 *    similarity ≥ 0.6 (`<%`, pg_trgm's default);
 *  - the words of the listings not active (public.inactive_listing_words, kept in each listing's
 *    own transaction: car-listing/listing-words.ts `InactiveWords`): those of that similarity, or
 *    a typo the search forgives (within the word's typo budget, spelling.ts). The trigram rule
 *    alone missed 31 of 60 random single edits of words of six to eight letters, where a letter
 *    changed mid-word leaves too few trigrams whole: the words one edit away are matched by the
 *    primary key, the others through trigram similarity ≥ 0.3, then costed here.
 *
 * Both sets hold every word their listings hold, so a listing holding none of the words found
 * is not near. The set of the listings not active only grows: a word no listing holds any
 * longer finds nothing, as the listings are then read by the word index. Before, expired and
 * rejected listings were read by trigrams over their texts, and a list of every status read each
 * pending listing's text: 1.4 s at 1,000,000 listings for a word none held. The moderation queue
 * read words the worker kept, which came once it had read the listing's event.
 */
export async function nearWordsOf(db: Queryable, words: readonly string[]): Promise<NearWord[]> {
  if (!words.length) return [];
  const spellings = words.flatMap((typed) => edits(typed).map((spelling) => [typed, spelling] as const));
  const rows = await db.query<Array<{ typed: string; word: string; close: boolean }>>(
    `SELECT q.word AS typed, l.word, true AS close
       FROM listing_words l JOIN unnest($1::text[]) AS q(word) ON q.word <% l.word
     UNION
     SELECT q.word, s.word, q.word <% s.word
       FROM inactive_listing_words s JOIN unnest($1::text[]) AS q(word) ON q.word <% s.word OR q.word % s.word
     UNION
     SELECT e.typed, s.word, false
       FROM inactive_listing_words s JOIN unnest($2::text[], $3::text[]) AS e(typed, spelling) ON e.spelling = s.word`,
    [words, spellings.map(([typed]) => typed), spellings.map(([, spelling]) => spelling)],
  );
  const near = rows.filter((row) => row.close || typoCost(row.typed, row.word) <= typoBudget(row.typed));
  return words.map((word) => ({ word, near: [...new Set(near.filter((row) => row.typed === word).map((row) => row.word))] }));
}
