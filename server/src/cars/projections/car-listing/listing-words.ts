import { EntityManager } from 'typeorm';

/** The search document of each active listing held by a run, by id. */
export function searchedWhileActive(
  rows: ReadonlyArray<{ id: number; status?: unknown; search_text?: unknown }>,
): Map<number, string> {
  const active = new Map<number, string>();
  for (const row of rows) {
    if (row.status === 'active' && typeof row.search_text === 'string') active.set(row.id, row.search_text);
  }
  return active;
}

/**
 * The documents that leave the active listings' word counts (-1) and those that join them (+1)
 * between the start and the end of a run: a listing that stops or starts being active, or whose
 * document changed while active. Unchanged active listings move nothing.
 */
export function wordMoves(before: Map<number, string>, after: Map<number, string>): Array<[text: string, by: number]> {
  const moves: Array<[string, number]> = [];
  for (const [id, text] of before) if (after.get(id) !== text) moves.push([text, -1]);
  for (const [id, text] of after) if (before.get(id) !== text) moves.push([text, 1]);
  return moves;
}

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
     SELECT word, sum(d.delta)::int FROM unnest($1::text[], $2::int[]) AS d(text, delta),
            unnest(tsvector_to_array(to_tsvector('simple'::regconfig, d.text))) AS word
      GROUP BY word HAVING sum(d.delta) <> 0 ORDER BY word
     ON CONFLICT (word) DO UPDATE SET cars = w.cars + EXCLUDED.cars
     RETURNING w.word, w.cars`,
    [moves.map((move) => move[0]), moves.map((move) => move[1])],
  );
  const gone = moved.filter((row) => row.cars <= 0).map((row) => row.word);
  if (gone.length) await m.query(`DELETE FROM listing_words WHERE word = ANY($1::text[]) AND cars <= 0`, [gone]);
}
