import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The moderation queue's own index: the pending listings, newest first
 * (`risk_listings (car_id DESC) WHERE status = 'pending' AND NOT removed`).
 *
 * Why: the queue (GET /api/admin/moderation, the admins' first page) was read from the primary
 * key, every listing of every status walked backward and all but the pending ones thrown away,
 * to count the queue and cut its page: 142 ms at 200,000 listings (8,049 of them pending),
 * growing with the market. By risk, the whole table was scanned. This index holds the queue
 * only, so a page and its count read the queue, whatever the size of the market.
 */
export class ModerationQueueOfPending1765800000000 implements MigrationInterface {
  name = 'ModerationQueueOfPending1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX risk_listings_pending_idx ON projections.risk_listings (car_id DESC) WHERE status = 'pending' AND NOT removed`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.risk_listings_pending_idx`);
  }
}
