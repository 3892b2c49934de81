import { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages to the site's team from the contact page, read by admins. */
export class ContactMessages1763810000000 implements MigrationInterface {
  name = 'ContactMessages1763810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE public.contact_message_id_seq`);
    await q.query(`
      CREATE TABLE projections.contact_messages (
        id         integer PRIMARY KEY,
        sender_id  integer,
        name       text        NOT NULL,
        email      text        NOT NULL,
        phone      text,
        subject    text        NOT NULL,
        body       text        NOT NULL,
        created_at timestamptz NOT NULL,
        read_at    timestamptz,
        read_by    integer
      )`);
    await q.query(`CREATE INDEX contact_messages_created_idx ON projections.contact_messages (created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX contact_messages_unread_idx ON projections.contact_messages (created_at DESC) WHERE read_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projections.contact_messages`);
    await q.query(`DROP SEQUENCE public.contact_message_id_seq`);
  }
}
