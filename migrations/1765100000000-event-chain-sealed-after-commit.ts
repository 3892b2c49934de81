import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The chain is sealed after commit, below the readers' horizon (server/src/event-store/chain/
 * CHAIN.md), no longer in the append's transaction: the function that took the chain lock and
 * reserved positions for each append goes. The columns, the unique index on the chain index and
 * the seal-once trigger stay as they were.
 */
export class EventChainSealedAfterCommit1765100000000 implements MigrationInterface {
  name = 'EventChainSealedAfterCommit1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION public.event_chain_reserve(integer)`);
  }

  async down(q: QueryRunner): Promise<void> {
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
  }
}
