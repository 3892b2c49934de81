import { MigrationInterface, QueryRunner } from 'typeorm';
import { sealUnsealed } from '../server/src/event-store/chain/event-chain';

/**
 * A hash chain over the log (server/src/event-store/chain/CHAIN.md): each event gets its index in
 * the chain (0, 1, 2… without gaps, in the order the subscriptions read) and the SHA-256 of its
 * canonical content and the hash before it. The events already recorded are hashed here, in
 * that order.
 *
 * The log stays append-only, with one exception: a row without a hash may be sealed once (its
 * index and hash set, nothing else). The unique index on the chain index makes a fork (two
 * events claiming one place) impossible.
 */
export class EventChain1765060000000 implements MigrationInterface {
  name = 'EventChain1765060000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE public.events ADD COLUMN log_index bigint, ADD COLUMN hash bytea`);
    await q.query(`ALTER TABLE public.events ADD CONSTRAINT events_sealed_whole
      CHECK ((hash IS NULL) = (log_index IS NULL) AND (hash IS NULL OR octet_length(hash) = 32))`);
    await q.query(`CREATE UNIQUE INDEX events_log_index_uq ON public.events (log_index) INCLUDE (hash)`);
    await q.query(`CREATE INDEX events_unsealed_idx ON public.events (transaction_id, global_position) WHERE hash IS NULL`);
    await q.query(`DROP TRIGGER events_append_only ON public.events`);
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
    // One round trip for the append: the chain lock (until commit), the head, positions, the time.
    // Each statement of a plpgsql function takes a new snapshot, so the head is read after the
    // lock is held: it is the previous holder's committed last event.
    await q.query(`
      CREATE FUNCTION public.event_chain_reserve(n integer, OUT prev_hash bytea, OUT next_index bigint,
                                                 OUT positions bigint[], OUT recorded_at text, OUT unsealed boolean)
      LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('sayyara:event-chain'));
        SELECT e.hash, e.log_index + 1 INTO prev_hash, next_index
          FROM public.events e WHERE e.log_index IS NOT NULL ORDER BY e.log_index DESC LIMIT 1;
        next_index := coalesce(next_index, 0);
        unsealed := EXISTS (SELECT 1 FROM public.events WHERE hash IS NULL);
        IF NOT unsealed THEN
          positions := ARRAY(SELECT nextval(pg_get_serial_sequence('public.events', 'global_position'))
                               FROM generate_series(1, n));
        END IF;
        recorded_at := to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"');
      END $$`);
    await sealUnsealed(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION public.event_chain_reserve(integer)`);
    await q.query(`DROP TRIGGER events_sealed_once ON public.events`);
    await q.query(`DROP FUNCTION public.events_seal_once()`);
    await q.query(`DROP TRIGGER events_append_only ON public.events`);
    await q.query(`
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON public.events
      FOR EACH STATEMENT EXECUTE FUNCTION public.events_are_append_only()`);
    await q.query(`ALTER TABLE public.events DROP COLUMN hash, DROP COLUMN log_index`);
  }
}
