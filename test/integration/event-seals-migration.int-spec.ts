import { canonicalEvent, chainHash, GENESIS } from '../../server/src/event-store/chain/canonical';
import { chainState } from '../../server/src/event-store/chain/chain-head';
import { ChainedRow, contentOf, sealLog } from '../../server/src/event-store/chain/event-chain';
import { CompactRange } from '../../server/src/event-store/chain/merkle';
import { verifyLog } from '../../server/src/event-store/chain/verify-log';
import { useTestDataSource } from '../support/databases';

/**
 * The seals move out of the event rows into public.event_seals: a log sealed in the rows before
 * the migration is the same chain after it (a digest kept before still verifies), the events not
 * sealed yet are sealed after the head, and the events are append-only for every UPDATE again.
 */
const MIGRATION_TIMESTAMP = 1765200000000;

describe('the event seals migration on a log sealed in its rows', () => {
  const db = useTestDataSource();

  it('keeps the chain, its digest and the unsealed tail, and forbids every change of an event again', async () => {
    const q = db.dataSource;
    const [{ later }] = await q.query(`SELECT count(*)::int AS later FROM public.schema_migrations WHERE timestamp >= $1`, [
      MIGRATION_TIMESTAMP,
    ]);
    for (let i = 0; i < later; i++) await q.undoLastMigration({ transaction: 'each' });
    await q.query(
      `INSERT INTO public.events (stream_type, stream_id, stream_version, event_type, data, metadata)
       SELECT 'chain', (n % 7)::text, 1 + n / 7, 'Noted', jsonb_build_object('n', n, 'text', 'سيّارة ' || n), '{"actorId":null}'
         FROM generate_series(0, 299) n`,
    );
    // Sealed the way the sealer did before: each event's place and hash set in its row, in read order.
    const rows: ChainedRow[] = await q.query(
      `SELECT global_position, stream_type, stream_id, stream_version, event_type, schema_version, data, metadata,
              to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS recorded_at
         FROM public.events ORDER BY transaction_id, global_position LIMIT 280`,
    );
    const tree = new CompactRange();
    let previous: Buffer = GENESIS;
    for (const [index, row] of rows.entries()) {
      previous = chainHash(previous, canonicalEvent(contentOf(row)));
      tree.append(previous);
      await q.query(`UPDATE public.events SET log_index = $1, hash = $2 WHERE global_position = $3`, [
        index,
        previous,
        row.global_position,
      ]);
    }
    const last = rows[rows.length - 1].global_position;
    const kept = { size: 280, position: last, head: previous.toString('hex'), root: tree.root().toString('hex') };

    await q.runMigrations({ transaction: 'each' });

    expect(await chainState(q)).toEqual(kept);
    // The 20 events the sealer had not reached are the unsealed tail, not a problem.
    expect(await verifyLog(q, { digest: kept })).toMatchObject({
      problem: null,
      extendsDigest: true,
      events: 280,
      unsealed: 20,
    });
    expect(await sealLog(q)).toBe(20);
    expect(await verifyLog(q, { digest: kept })).toMatchObject({ problem: null, extendsDigest: true, events: 300, unsealed: 0 });

    const columns: Array<{ column_name: string }> = await q.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'events'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('hash');
    expect(columns.map((c) => c.column_name)).not.toContain('log_index');
    await expect(q.query(`UPDATE public.events SET data = data WHERE global_position = $1`, [last])).rejects.toThrow(
      /append-only/,
    );

    // Undone (with every later migration before it), the seals go back into the rows they came from.
    for (let i = 0; i < later; i++) await q.undoLastMigration({ transaction: 'each' });
    const [{ sealed }] = await q.query(`SELECT count(*)::int AS sealed FROM public.events WHERE hash IS NOT NULL`);
    expect(sealed).toBe(300);
  });
});
