import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The chain's seals move out of the event rows into a table of their own
 * (server/src/event-store/chain/CHAIN.md): sealing an event was an UPDATE of its whole row, a
 * second copy of it (its data too) in the heap and the WAL and a new entry in each of the events'
 * indexes, as the update cannot be HOT (the chain index is indexed). Now a seal is one narrow
 * insert, and an event row is written once.
 *
 * `public.event_seals` holds one row per place in the chain: its index, the event's position and
 * the hash. The primary key makes a fork (two seals for one place) impossible, the unique position
 * an event sealed twice. It is append-only by trigger, as the events are. No foreign key to the
 * events: checking one would lock the event's row (a write to its page) for every seal.
 *
 * The seals made so far are copied in chain order; then the events lose their columns, indexes
 * and the trigger that let a row be sealed once: the events are append-only again for every
 * UPDATE. Events not sealed yet stay so, for the sealer to seal after the head.
 */
export class EventSeals1765200000000 implements MigrationInterface {
  name = 'EventSeals1765200000000';

  async up(q: QueryRunner): Promise<void> {
    // No sealer may seal meanwhile (one still running the old code, during a deploy).
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('sayyara:event-chain'))`);
    await q.query(`
      CREATE TABLE public.event_seals (
        log_index       bigint NOT NULL PRIMARY KEY CHECK (log_index >= 0),
        global_position bigint NOT NULL CONSTRAINT event_seals_position_uq UNIQUE,
        hash            bytea  NOT NULL CHECK (octet_length(hash) = 32)
      )`);
    await q.query(`
      INSERT INTO public.event_seals (log_index, global_position, hash)
      SELECT log_index, global_position, hash FROM public.events WHERE log_index IS NOT NULL ORDER BY log_index`);
    await q.query(`
      CREATE FUNCTION public.event_seals_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'event seals are append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER event_seals_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON public.event_seals
      FOR EACH STATEMENT EXECUTE FUNCTION public.event_seals_are_append_only()`);

    await q.query(`DROP TRIGGER events_sealed_once ON public.events`);
    await q.query(`DROP FUNCTION public.events_seal_once()`);
    await q.query(`DROP TRIGGER events_append_only ON public.events`);
    await q.query(`
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON public.events
      FOR EACH STATEMENT EXECUTE FUNCTION public.events_are_append_only()`);
    await q.query(`DROP INDEX public.events_unsealed_idx`);
    await q.query(`DROP INDEX public.events_log_index_uq`);
    await q.query(`ALTER TABLE public.events DROP CONSTRAINT events_sealed_whole`);
    await q.query(`ALTER TABLE public.events DROP COLUMN hash, DROP COLUMN log_index`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('sayyara:event-chain'))`);
    await q.query(`ALTER TABLE public.events ADD COLUMN log_index bigint, ADD COLUMN hash bytea`);
    await q.query(`DROP TRIGGER events_append_only ON public.events`);
    await q.query(`
      UPDATE public.events e SET log_index = s.log_index, hash = s.hash
        FROM public.event_seals s WHERE s.global_position = e.global_position`);
    await q.query(`ALTER TABLE public.events ADD CONSTRAINT events_sealed_whole
      CHECK ((hash IS NULL) = (log_index IS NULL) AND (hash IS NULL OR octet_length(hash) = 32))`);
    await q.query(`CREATE UNIQUE INDEX events_log_index_uq ON public.events (log_index) INCLUDE (hash)`);
    await q.query(`CREATE INDEX events_unsealed_idx ON public.events (transaction_id, global_position) WHERE hash IS NULL`);
    await q.query(`
      CREATE TRIGGER events_append_only BEFORE DELETE OR TRUNCATE ON public.events
      FOR EACH STATEMENT EXECUTE FUNCTION public.events_are_append_only()`);
    await q.query(`
      CREATE FUNCTION public.events_seal_once() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.hash IS NULL AND NEW.hash IS NOT NULL
           AND (NEW.global_position, NEW.stream_type, NEW.stream_id, NEW.stream_version, NEW.event_type,
                NEW.schema_version, NEW.data, NEW.metadata, NEW.transaction_id, NEW.recorded_at)
               IS NOT DISTINCT FROM
               (OLD.global_position, OLD.stream_type, OLD.stream_id, OLD.stream_version, OLD.event_type,
                OLD.schema_version, OLD.data, OLD.metadata, OLD.transaction_id, OLD.recorded_at) THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'events are append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER events_sealed_once BEFORE UPDATE ON public.events
      FOR EACH ROW EXECUTE FUNCTION public.events_seal_once()`);
    await q.query(`DROP TABLE public.event_seals`);
    await q.query(`DROP FUNCTION public.event_seals_are_append_only()`);
  }
}
