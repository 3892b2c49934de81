import { Queryable } from '../../database/read-replica/read-database';
import { VocabularyWord } from '../../shared/arabic/spelling';
import { HalfTypedSplit, halfTypedSplits, splitPieces } from '../../shared/arabic/word-splits';
import { wordsBegunBy } from './word-range';

/**
 * In one read of the vocabulary's primary key: which pieces of the typed word are words of the
 * active listings ($1, with their listings), and which of its ends begin one ($2).
 */
const PIECES_AND_ENDS = `SELECT word, cars, false AS begun FROM listing_words WHERE word = ANY($1::text[])
  UNION ALL
  SELECT e.tail, 0, true FROM unnest($2::text[]) AS e(tail)
    WHERE EXISTS (SELECT FROM listing_words l WHERE ${wordsBegunBy('l.word', 'e.tail')})`;

/**
 * How the word being typed may be whole words typed together with the next one begun
 * («تويوتاكام»: «تويوتا», then «كام»), the likeliest first (word-splits.ts halfTypedSplits).
 */
export async function typedTogether(db: Queryable, typing: string): Promise<HalfTypedSplit[]> {
  const letters = Array.from(typing);
  const ends = letters.slice(1).map((_, i) => letters.slice(i + 1).join(''));
  const pieces = splitPieces(typing);
  if (!pieces.length) return [];
  const rows = await db.query<Array<VocabularyWord & { begun: boolean }>>(PIECES_AND_ENDS, [pieces, ends]);
  const begun = new Set(rows.filter((row) => row.begun).map((row) => row.word));
  return halfTypedSplits(
    typing,
    rows.filter((row) => !row.begun),
    begun,
  );
}
