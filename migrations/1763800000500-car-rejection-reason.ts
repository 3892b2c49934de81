import { MigrationInterface, QueryRunner } from 'typeorm';

/** Why a car was turned down, shown to its owner until they edit and resubmit it. */
export class CarRejectionReason1763800000500 implements MigrationInterface {
  name = 'CarRejectionReason1763800000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE projections.cars ADD COLUMN rejection_reason text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE projections.cars DROP COLUMN rejection_reason`);
  }
}
