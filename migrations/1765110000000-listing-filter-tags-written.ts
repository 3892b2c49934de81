import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `filter_tags` becomes a plain column that the listing projection writes (version 2) from its row,
 * as it writes the search document. DROP EXPRESSION keeps every row's tags and rewrites nothing
 * (PostgreSQL 13 and later), so the live table is not rewritten; its GIN index stays as it is.
 */
export class ListingFilterTagsWritten1765110000000 implements MigrationInterface {
  name = 'ListingFilterTagsWritten1765110000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE projections.cars ALTER COLUMN filter_tags DROP EXPRESSION`);
  }

  async down(): Promise<void> {
    // A generated column again would rewrite the table: the projection's plain column stays.
  }
}
