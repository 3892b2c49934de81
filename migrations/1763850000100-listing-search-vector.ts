import { MigrationInterface, QueryRunner } from 'typeorm';
import { listingSearchText } from '../server/src/cars/projections/car-listing/listing-search';

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
    const rows = await q.query(
      `SELECT id, name, brand, model, year, description, fuel_type, transmission, condition, location FROM projections.cars`,
    );
    for (const row of rows) {
      await q.query(`UPDATE projections.cars SET search_text = $2 WHERE id = $1`, [row.id, listingSearchText(row)]);
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
