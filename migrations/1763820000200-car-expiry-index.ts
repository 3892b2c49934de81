import { MigrationInterface, QueryRunner } from 'typeorm';

/** The expiry job looks for active cars past their date every few minutes. */
export class CarExpiryIndex1763820000200 implements MigrationInterface {
  name = 'CarExpiryIndex1763820000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX cars_active_expiry_idx ON projections.cars (expires_at) WHERE status = 'active'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.cars_active_expiry_idx`);
  }
}
