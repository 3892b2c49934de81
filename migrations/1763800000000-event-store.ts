import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event log: the only source of truth. Positions order the log; (stream_type, stream_id,
 * stream_version) is unique, which is what optimistic concurrency rests on. transaction_id lets
 * subscribers read only what no open transaction can still insert before (see EventSubscription).
 */
export class EventStore1763800000000 implements MigrationInterface {
  name = 'EventStore1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS projections`);
    await q.query(`
      CREATE TABLE public.events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        stream_type     text        NOT NULL,
        stream_id       text        NOT NULL,
        stream_version  integer     NOT NULL CHECK (stream_version > 0),
        event_type      text        NOT NULL,
        schema_version  smallint    NOT NULL DEFAULT 1,
        data            jsonb       NOT NULL,
        metadata        jsonb       NOT NULL DEFAULT '{}'::jsonb,
        transaction_id  xid8        NOT NULL DEFAULT pg_current_xact_id(),
        recorded_at     timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version_uq UNIQUE (stream_type, stream_id, stream_version)
      )`);
    await q.query(`CREATE INDEX events_transaction_position_idx ON public.events (transaction_id, global_position)`);
    await q.query(`CREATE INDEX events_type_position_idx ON public.events (event_type, global_position)`);
    await q.query(`CREATE INDEX events_recorded_at_idx ON public.events (recorded_at)`);
    await q.query(`CREATE INDEX events_actor_idx ON public.events ((metadata->>'actorId'), global_position)`);
    // The log is append-only; an audit trail that can be edited proves nothing.
    await q.query(`
      CREATE FUNCTION public.events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'events are append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON public.events
      FOR EACH STATEMENT EXECUTE FUNCTION public.events_are_append_only()`);
    await q.query(`
      CREATE TABLE public.subscription_checkpoints (
        name           text PRIMARY KEY,
        transaction_id xid8        NOT NULL DEFAULT '0'::xid8,
        position       bigint      NOT NULL DEFAULT 0,
        updated_at     timestamptz NOT NULL DEFAULT now()
      )`);
    // Ids are numbers people can read in a URL; sequences hand them out before the first event.
    for (const seq of [
      'user',
      'car',
      'offer',
      'category',
      'store',
      'workshop',
      'workshop_ad',
      'inspection',
      'review',
      'message',
    ]) {
      await q.query(`CREATE SEQUENCE public.${seq}_id_seq`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const seq of [
      'user',
      'car',
      'offer',
      'category',
      'store',
      'workshop',
      'workshop_ad',
      'inspection',
      'review',
      'message',
    ]) {
      await q.query(`DROP SEQUENCE IF EXISTS public.${seq}_id_seq`);
    }
    await q.query(`DROP TABLE public.subscription_checkpoints`);
    await q.query(`DROP TABLE public.events`);
    await q.query(`DROP FUNCTION public.events_are_append_only()`);
    await q.query(`DROP SCHEMA projections CASCADE`);
  }
}
