import { Queryable } from '../../database/read-replica/read-database';
import { edits, typoBudget, typoCost } from '../../shared/arabic/spelling';

/**
 * The words of the pending listings close to each typed word, from the queue's words as the
 * worker keeps them (moderation_queue_words, cars/reactions/keep-queue-words.ts) and their trigram
 * index. Close is what the fallback calls close elsewhere (trigram word similarity ≥ 0.6), or a
 * typo the search forgives (within the word's typo budget, spelling.ts): the trigram rule alone
 * missed 31 of 60 random single edits of words of six to eight letters, where a letter changed
 * mid-word leaves too few trigrams whole. The words one edit away are matched by the primary key,
 * the others through trigram similarity ≥ 0.3, then costed here.
 *
 * A word kept whose listings have left the queue finds nothing: the queue's search reads its
 * listings by the word index. Before, the queue's words were gathered from every pending
 * listing's word vector (ts_stat) on each such search: about 5 µs a pending listing, 30–40 ms at
 * 8,049 pending. The queue stays apart from the listings' trigram index, so that a new listing
 * writes none of its trigrams there.
 */
export async function queuedNearWords(db: Queryable, words: readonly string[]): Promise<Array<{ typed: string; word: string }>> {
  const spellings = words.flatMap((typed) => edits(typed).map((spelling) => [typed, spelling] as const));
  const rows = await db.query<Array<{ typed: string; word: string; close: boolean }>>(
    `SELECT q.word AS typed, s.word, q.word <% s.word AS close
       FROM moderation_queue_words s JOIN unnest($1::text[]) AS q(word) ON q.word <% s.word OR q.word % s.word
     UNION
     SELECT e.typed, s.word, false
       FROM moderation_queue_words s JOIN unnest($2::text[], $3::text[]) AS e(typed, spelling) ON e.spelling = s.word`,
    [words, spellings.map(([typed]) => typed), spellings.map(([, spelling]) => spelling)],
  );
  return rows.filter((row) => row.close || typoCost(row.typed, row.word) <= typoBudget(row.typed));
}
