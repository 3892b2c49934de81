import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The word index of active listings only. A search of the public list counts its matches (up to
 * the cap): over the whole-table word index that meant reading the heap for every match to check
 * its status, ~10,000 rows for a common word such as «كامري». Over an index of active listings
 * alone, the count reads no row whose page is all-visible (PostgreSQL skips fetching them when
 * the index answers the whole condition). The whole-table index stays for owners' and admins'
 * lists of every status.
 */
export class ListingActiveWordIndex1763870000100 implements MigrationInterface {
  name = 'ListingActiveWordIndex1763870000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX cars_active_search_vector_idx ON projections.cars USING gin (search_vector) WHERE status = 'active'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.cars_active_search_vector_idx`);
  }
}
