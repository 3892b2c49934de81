import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Published listings' risk flags: `car_risk` keeps the flags an admin last looked at (approving
 * the listing, or keeping it once published: CarRiskReviewed), who and when, and whether a flag
 * is among them no more (`unreviewed`), so the admins' view of published listings with new flags
 * reads a small partial index. The projection's version 2 fills them (`npm run replay`).
 */
export class PublishedRiskReview1765300000000 implements MigrationInterface {
  name = 'PublishedRiskReview1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE projections.car_risk
        ADD COLUMN reviewed_flags jsonb       NOT NULL DEFAULT '[]',
        ADD COLUMN reviewed_by    integer,
        ADD COLUMN reviewed_at    timestamptz,
        ADD COLUMN unreviewed     boolean     NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX car_risk_unreviewed_idx ON projections.car_risk (score DESC, car_id DESC) WHERE unreviewed`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.car_risk_unreviewed_idx`);
    await q.query(`
      ALTER TABLE projections.car_risk
        DROP COLUMN reviewed_flags, DROP COLUMN reviewed_by, DROP COLUMN reviewed_at, DROP COLUMN unreviewed`);
  }
}
