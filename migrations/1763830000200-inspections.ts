import { MigrationInterface, QueryRunner } from 'typeorm';

/** Warranty inspection requests: the car as described by its owner, contact details and the request's status. */
export class Inspections1763830000200 implements MigrationInterface {
  name = 'Inspections1763830000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projections.inspections (
        id             integer PRIMARY KEY,
        user_id        integer     NOT NULL,
        status         text        NOT NULL,
        car            jsonb       NOT NULL,
        phone          text        NOT NULL,
        city           text        NOT NULL,
        preferred_date date,
        scheduled_at   timestamptz,
        admin_note     text,
        created_at     timestamptz NOT NULL,
        updated_at     timestamptz NOT NULL,
        version        integer     NOT NULL
      )`);
    await q.query(`CREATE INDEX inspections_user_idx ON projections.inspections (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX inspections_status_idx ON projections.inspections (status, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projections.inspections`);
  }
}
