import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The accounts per status ('active', 'suspended'), kept by the users projection (version 2).
 *
 * Why: the admins' counters (GET /api/admin/stats, asked again by every open admin page at each
 * listing and decision) counted the users table, a sequential scan that grows with the user base:
 * 3.2 ms warm at 20,000 accounts, so about 30 ms at 200,000.
 *
 * Created empty: `npm run replay` fills it from the log (the projection's version is raised);
 * until then the admins' counters count the accounts as before (UserQueries.counts).
 */
export class UserStatusCounts1766000000000 implements MigrationInterface {
  name = 'UserStatusCounts1766000000000';

  async up(q: QueryRunner): Promise<void> {
    // A status's count is spread over a few rows (shard), so registrations do not all wait on one.
    await q.query(`
      CREATE TABLE projections.user_counts (
        status text     NOT NULL,
        shard  smallint NOT NULL,
        users  integer  NOT NULL,
        PRIMARY KEY (status, shard)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projections.user_counts`);
  }
}
