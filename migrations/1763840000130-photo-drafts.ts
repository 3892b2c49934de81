import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photos uploaded one by one (resumable, tus) before the car that will hold them is saved: a
 * draft per seller, claimed by the create or add-photos command. Not events: a draft photo is
 * nobody's business until a car claims it, and abandoned ones are simply deleted.
 */
export class PhotoDrafts1763840000130 implements MigrationInterface {
  name = 'PhotoDrafts1763840000130';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public.photo_drafts (
        upload_id  uuid        PRIMARY KEY,
        owner_id   integer     NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX photo_drafts_owner ON public.photo_drafts (owner_id)`);
    await q.query(`CREATE INDEX photo_drafts_created ON public.photo_drafts (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE public.photo_drafts`);
  }
}
