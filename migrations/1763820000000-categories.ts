import { MigrationInterface, QueryRunner } from 'typeorm';

/** The car categories read model (a projection of the category catalogue stream). */
export class Categories1763820000000 implements MigrationInterface {
  name = 'Categories1763820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projections.categories (
        id         integer PRIMARY KEY,
        name       text        NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        version    integer     NOT NULL
      )`);
    await q.query(`CREATE INDEX cars_category_idx ON projections.cars (category_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.cars_category_idx`);
    await q.query(`DROP TABLE projections.categories`);
  }
}
