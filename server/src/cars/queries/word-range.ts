/**
 * The words `prefix` begins, as a range of a word column sorted bytewise (`text COLLATE "C"`:
 * projections.listing_words, public.inactive_listing_words): from the prefix to the prefix
 * followed by the last code point, so an index on the column reads just those words. `longer`
 * leaves out the word equal to the prefix (a word that begins another). Both are SQL expressions.
 */
export const wordsBegunBy = (column: string, prefix: string, longer = false): string =>
  `${column} ${longer ? '>' : '>='} ${prefix} AND ${column} < ${prefix} || chr(1114111)`;
