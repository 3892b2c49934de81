import { EntityManager } from 'typeorm';
import { TableWrite } from '../../../event-store/batch/row-batch';
import { SharedWrites } from '../../../event-store/projection';

/**
 * The search document of each listing held by a run that is active, or with `active` false, of
 * each one that is not (pending, rejected, expired), by id.
 */
export function searchedWhile(
  rows: ReadonlyArray<{ id: number; status?: unknown; search_text?: unknown }>,
  active: boolean,
): Map<number, string> {
  const documents = new Map<number, string>();
  for (const row of rows) {
    if ((row.status === 'active') === active && typeof row.search_text === 'string') documents.set(row.id, row.search_text);
  }
  return documents;
}

/** The documents of `after` that `before` did not hold for the same listing: a new listing's, a changed one, one newly of its kind. */
export const documentsJoining = (before: ReadonlyMap<number, string>, after: ReadonlyMap<number, string>): string[] =>
  [...after].filter(([id, text]) => before.get(id) !== text).map(([, text]) => text);

/**
 * The documents that leave the active listings' word counts (-1) and those that join them (+1)
 * between the start and the end of a run: a listing that stops or starts being active, or whose
 * document changed while active. Unchanged active listings move nothing.
 */
export function wordMoves(before: Map<number, string>, after: Map<number, string>): Array<[text: string, by: number]> {
  return [
    ...documentsJoining(after, before).map((text): [string, number] => [text, -1]),
    ...documentsJoining(before, after).map((text): [string, number] => [text, 1]),
  ];
}

/**
 * The words of each document `d.text`, split as PostgreSQL splits the `search_vector` column
 * ('simple'), so the words kept are exactly the vectors'.
 */
const WORDS_OF_DOCUMENT = `unnest(tsvector_to_array(to_tsvector('simple'::regconfig, d.text)))`;

/**
 * projections.listing_words: how many active listings hold each word of their search vector
 * (ts_stat's `ndoc` over them). PostgreSQL splits each document as the `search_vector` column
 * does, so the words are exactly the vector's. Moved in word order, so that two runs moving the
 * same words lock them in the same order; a word no active listing holds any longer is dropped.
 */
export async function moveWordCounts(m: EntityManager, moves: Array<[string, number]>): Promise<void> {
  if (!moves.length) return;
  const moved: Array<{ word: string; cars: number }> = await m.query(
    `INSERT INTO listing_words AS w (word, cars)
     SELECT word, sum(d.delta)::int FROM unnest($1::text[], $2::int[]) AS d(text, delta), ${WORDS_OF_DOCUMENT} AS word
      GROUP BY word HAVING sum(d.delta) <> 0 ORDER BY word
     ON CONFLICT (word) DO UPDATE SET cars = w.cars + EXCLUDED.cars
     RETURNING w.word, w.cars`,
    [moves.map((move) => move[0]), moves.map((move) => move[1])],
  );
  const gone = moved.filter((row) => row.cars <= 0).map((row) => row.word);
  if (gone.length) await m.query(`DELETE FROM listing_words WHERE word = ANY($1::text[]) AND cars <= 0`, [gone]);
}

/**
 * public.inactive_listing_words (migration InactiveListingWords1766300000000): the words of every
 * document a run leaves a listing holding while not active, unless that listing held the same
 * document, not active, when the run began (its words are kept already): a new listing, an edit
 * or a move while pending, rejected or expired, a listing that stops being active. Added with the
 * run's rows, in the statement that writes them (flushRows), so a listing's append pays no round
 * trip for them and a list sees a listing's words as soon as the listing. Words already kept
 * cost a look-up of the primary key each and take no lock; only a new word is written, in word
 * order (two runs adding the same new words take them in the same order). Never removed: a
 * superset is what the lists need (list-search.ts `wholeWordsOfEveryStatus`).
 */
export class InactiveWords implements SharedWrites {
  private texts: string[] = [];

  keep(texts: readonly string[]): void {
    this.texts = this.texts.concat(texts);
  }

  takeWrites(): TableWrite[] {
    const texts = this.texts;
    this.texts = [];
    if (!texts.length) return [];
    return [
      {
        table: 'inactive_listing_words',
        sql: `INSERT INTO inactive_listing_words (word)
              SELECT DISTINCT word FROM unnest($1::text[]) AS d(text), ${WORDS_OF_DOCUMENT} AS word
               ORDER BY word
              ON CONFLICT (word) DO NOTHING`,
        parameter: texts,
      },
    ];
  }
}
