import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * projections.listing_words: for each word of the active listings' search vectors, how many active
 * listings hold it (ts_stat's `ndoc`, kept by the listing projection as listings come and go). A
 * search of one word with no other filter reads here whether some word it begins has more
 * matches than the search count's cap, instead of counting them one heap row at a time. Filled
 * here from the listings as they are; `word` sorts bytewise so a prefix is an index range.
 */
export class ListingWordCounts1763872000000 implements MigrationInterface {
  name = 'ListingWordCounts1763872000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projections.listing_words (
        word text COLLATE "C" PRIMARY KEY,
        cars integer NOT NULL
      )`);
    await q.query(`
      INSERT INTO projections.listing_words (word, cars)
      SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM projections.cars WHERE status = ''active''')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projections.listing_words`);
  }
}
