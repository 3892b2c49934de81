import { MigrationInterface, QueryRunner } from 'typeorm';

/** A message to a seller may be about a spare part ('ask the store') rather than a car. */
export class MessagesAboutParts1763810000300 implements MigrationInterface {
  name = 'MessagesAboutParts1763810000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE projections.messages ALTER COLUMN car_id DROP NOT NULL`);
    await q.query(`ALTER TABLE projections.messages ADD COLUMN part_id integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM projections.messages WHERE car_id IS NULL`);
    await q.query(`ALTER TABLE projections.messages DROP COLUMN part_id`);
    await q.query(`ALTER TABLE projections.messages ALTER COLUMN car_id SET NOT NULL`);
  }
}
