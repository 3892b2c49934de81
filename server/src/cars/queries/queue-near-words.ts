import { Queryable } from '../../database/read-replica/read-database';
import { edits, typoBudget, typoCost } from '../../shared/arabic/spelling';

/**
 * The words of the pending listings close to each typed word, from one pass over the queue's word
 * vectors (`ts_stat`), its distinct words compared once each. Close is what the fallback calls
 * close elsewhere (trigram word similarity ≥ 0.6), or a typo the search forgives (within the
 * word's typo budget, spelling.ts): the trigram rule alone missed 31 of 60 random single edits of
 * words of six to eight letters, where a letter changed mid-word leaves too few trigrams whole.
 * The words one edit away are matched exactly, the others through trigram similarity ≥ 0.3, then
 * costed here.
 *
 * The queue is kept apart from the listings' trigram index, so that a new listing writes none of
 * its trigrams (a cost to every new listing). What this replaced compared every pending
 * listing's whole text with the word by trigrams: 350 ms at 8,049 pending listings, against 40 ms
 * for this pass. It still grows with the queue, by about 5 µs a pending listing.
 */
export async function queuedNearWords(db: Queryable, words: readonly string[]): Promise<Array<{ typed: string; word: string }>> {
  const spellings = words.flatMap((typed) => edits(typed).map((spelling) => [typed, spelling] as const));
  const rows = await db.query<Array<{ typed: string; word: string; close: boolean }>>(
    `WITH queue AS (SELECT word FROM ts_stat($$SELECT search_vector FROM cars WHERE status = 'pending'$$))
     SELECT q.word AS typed, s.word, q.word <% s.word AS close
       FROM queue s JOIN unnest($1::text[]) AS q(word) ON q.word <% s.word OR q.word % s.word
     UNION
     SELECT e.typed, s.word, false FROM queue s JOIN unnest($2::text[], $3::text[]) AS e(typed, spelling) ON e.spelling = s.word`,
    [words, spellings.map(([typed]) => typed), spellings.map(([, spelling]) => spelling)],
  );
  return rows.filter((row) => row.close || typoCost(row.typed, row.word) <= typoBudget(row.typed));
}
