import { MigrationInterface, QueryRunner } from 'typeorm';
import { listingSearchText, type SearchFields } from '../server/src/cars/projections/car-listing/listing-search';

/**
 * Word search over listings: `search_vector`, the 'simple' tsvector of the normalised search
 * document, kept by PostgreSQL itself (a stored generated column) and GIN-indexed for whole words
 * and prefixes. The document now also holds the city, the fuel, gearbox and condition in Arabic
 * and Arabizi spellings; existing rows get it here, as the projection would write it. The trigram
 * index on `search_text` stays, for the misspelling fallback.
 */
export class ListingSearchVector1763850000100 implements MigrationInterface {
  name = 'ListingSearchVector1763850000100';

  async up(q: QueryRunner): Promise<void> {
    // In batches by id, one UPDATE each: a market of 200,000 listings is 200 statements, not 200,000.
    for (let after = 0; ;) {
      const rows = (await q.query(
        `SELECT id, name, brand, model, year, description, fuel_type, transmission, condition, location
           FROM projections.cars WHERE id > $1 ORDER BY id LIMIT 1000`,
        [after],
      )) as Array<SearchFields & { id: number }>;
      if (rows.length === 0) break;
      await q.query(
        `UPDATE projections.cars c SET search_text = u.text
           FROM unnest($1::int[], $2::text[]) AS u(id, text) WHERE c.id = u.id`,
        [rows.map((row) => row.id), rows.map(listingSearchText)],
      );
      after = rows[rows.length - 1].id;
    }
    await q.query(`
      ALTER TABLE projections.cars
        ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED`);
    await q.query(`CREATE INDEX cars_search_vector_idx ON projections.cars USING gin (search_vector)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.cars_search_vector_idx`);
    await q.query(`ALTER TABLE projections.cars DROP COLUMN search_vector`);
  }
}
