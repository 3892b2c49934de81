import { EntityManager } from 'typeorm';
import { canonicalEvent, chainHash, GENESIS } from '../../server/src/event-store/chain/canonical';
import { chainState, ChainState } from '../../server/src/event-store/chain/chain-head';
import { sealChain, sealPass } from '../../server/src/event-store/chain/chain-sealer';
import { contentOf, sealBatch } from '../../server/src/event-store/chain/event-chain';
import { verifyLog } from '../../server/src/event-store/chain/verify-log';
import { EventStore } from '../../server/src/event-store/event-store.service';
import { RecordedEvent } from '../../server/src/event-store/event.types';
import { eventually } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';

const meta = { actorId: 7, actorRole: 'admin', correlationId: 'chain-test', causationId: null };

interface Placed {
  position: number;
  log_index: string;
  transaction_id: string;
  data: { note?: string };
}

/**
 * The hash chain over the log (issue 31): sealed after the appends' commits, below the readers'
 * horizon, under 32 concurrent writers with no gap and no fork, in the order the subscriptions
 * read, without the appends waiting for one another; and every way of
 * rewriting the log as the database's owner (the append-only triggers dropped) found by the
 * verifier at the place it happened.
 */
describe('the event log hash chain', () => {
  let app: TestApp;
  let store: EventStore;

  beforeAll(async () => {
    app = await startTestApp();
    store = app.server.get(EventStore);
  });
  afterAll(() => app.close());

  /** The log in read order: (transaction id, position), each event with its seal's place. */
  const readOrder = (q: Pick<EntityManager, 'query'> = app.dataSource): Promise<Placed[]> =>
    q.query(`SELECT e.global_position AS position, s.log_index::text AS log_index, e.transaction_id::text AS transaction_id, e.data
               FROM public.events e LEFT JOIN public.event_seals s ON s.global_position = e.global_position
              ORDER BY e.transaction_id, e.global_position`);

  /** Seals what every append so far committed (what a digest does before it is signed). */
  const seal = () => sealChain(app.dataSource, { committedBeforeCall: true });

  /** Runs `tamper` as the owner with the triggers dropped, verifies, and rolls everything back. */
  async function tampered(tamper: (q: EntityManager, log: Placed[]) => Promise<void>) {
    const runner = app.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query(`DROP TRIGGER events_append_only ON public.events`);
      await runner.query(`DROP TRIGGER event_seals_append_only ON public.event_seals`);
      await tamper(runner.manager, await readOrder(runner.manager));
      return await verifyLog(runner.manager);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  it('chains 32 concurrent writers without a gap or a fork, in the order readers see', async () => {
    await Promise.all(
      Array.from({ length: 32 }, async (_, w) => {
        for (let n = 0; n < 6; n++) {
          const events = Array.from({ length: 1 + ((w + n) % 3) }, (_, k) => ({
            type: 'Noted',
            data: { note: `w${w}-n${n}-k${k}`, text: 'سيّارة', n: w * 0.5, nested: { b: 1, a: [true, null] } },
          }));
          await store
            .append({ streamType: 'chain', streamId: `w${w}`, expectedVersion: 3 * n === 0 ? 0 : -1, events }, meta)
            .catch(async () => {
              const version = (await store.readStream('chain', `w${w}`)).length;
              await store.append({ streamType: 'chain', streamId: `w${w}`, expectedVersion: version, events }, meta);
            });
        }
      }),
    );
    await seal();
    const log = await readOrder();
    expect(log.length).toBeGreaterThan(32 * 6);
    // The chain's order is the readers' order, (transaction id, position), whatever the commits' order.
    expect(log.map((e) => Number(e.log_index))).toEqual(log.map((_, i) => i));
    // Each hash is the SHA-256 of the previous hash and the canonical content.
    const rows = await app.dataSource.query(
      `SELECT e.global_position, stream_type, stream_id, stream_version, event_type, schema_version, data, metadata,
              to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS recorded_at, s.hash
         FROM public.events e JOIN public.event_seals s ON s.global_position = e.global_position ORDER BY s.log_index`,
    );
    let previous: Buffer = GENESIS;
    for (const row of rows) {
      previous = chainHash(previous, canonicalEvent(contentOf(row)));
      expect(previous.toString('hex')).toBe((row.hash as Buffer).toString('hex'));
    }
    const report = await verifyLog(app.dataSource);
    expect(report.problem).toBeNull();
    expect(report.events).toBe(log.length);
  });

  it('lets appends proceed side by side, and seals them after commit, in read order, below the horizon', async () => {
    await seal();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const firstWritten = new Promise<void>((resolve) => (written = resolve));
    const note = (name: string) => ({
      streamType: 'chain',
      streamId: name,
      expectedVersion: 0,
      events: [{ type: 'Noted', data: { note: name } }],
    });
    // The first append has written its event and stays open.
    const first = store.append(note('held open'), meta, {
      alsoInTransaction: async () => {
        written();
        await held;
      },
    });
    await firstWritten;
    // The second must commit meanwhile: no lock of the chain's (the old code's reservation) to wait on.
    let settled = false;
    const second = store.append(note('beside it'), meta).finally(() => (settled = true));
    const lockWait = async (): Promise<string> => {
      for (;;) {
        const [{ waiting }]: Array<{ waiting: number }> = await app.dataSource.query(
          `SELECT count(*)::int AS waiting FROM pg_locks l JOIN pg_stat_activity a USING (pid)
            WHERE NOT l.granted AND a.datname = current_database()`,
        );
        if (waiting) return 'an append waited on a lock';
        if (settled) return 'no wait';
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    let beside: RecordedEvent;
    try {
      const outcome = await Promise.race([second.then(() => 'appended'), lockWait()]);
      expect(outcome).toBe('appended');
      [beside] = await second;
      // Committed, but behind a transaction still open: below the horizon of none, so not sealed,
      // and the pass says it waits (the worker's sealer then looks again soon).
      expect((await sealPass(app.dataSource)).waiting).toBe(true);
      const unsealed = await app.dataSource.query(
        `SELECT global_position FROM public.events e
          WHERE NOT EXISTS (SELECT 1 FROM public.event_seals s WHERE s.global_position = e.global_position)`,
      );
      expect(unsealed).toEqual([{ global_position: beside.position }]);
    } finally {
      // Whatever happened, the open append must end, or every later test waits on its locks.
      release();
    }
    const [heldOpen] = await first;
    expect(await sealPass(app.dataSource)).toEqual({ sealed: 2, waiting: false });
    const placed: Array<{ global_position: number; log_index: number }> = await app.dataSource.query(
      `SELECT global_position, log_index::int AS log_index FROM public.event_seals WHERE global_position IN ($1, $2)`,
      [heldOpen.position, beside.position],
    );
    const indexOf = (position: number) => placed.find((p) => p.global_position === position)!.log_index;
    // The held-open append took its transaction id first: it comes first in read order, so in the
    // chain, though it committed last.
    expect(indexOf(beside.position)).toBe(indexOf(heldOpen.position) + 1);
    const log = await readOrder();
    expect(log.map((e) => Number(e.log_index))).toEqual(log.map((_, i) => i));
    expect((await verifyLog(app.dataSource)).problem).toBeNull();
  });

  it('is sealed by the worker without being asked', async () => {
    const worker = await app.startWorker();
    try {
      const [event] = await store.append(
        { streamType: 'chain', streamId: 'worker', expectedVersion: 0, events: [{ type: 'Noted', data: { note: 'worker' } }] },
        meta,
      );
      await eventually(async () => {
        const [seal] = await app.dataSource.query(`SELECT log_index FROM public.event_seals WHERE global_position = $1`, [
          event.position,
        ]);
        return seal !== undefined;
      });
      expect((await verifyLog(app.dataSource)).problem).toBeNull();
    } finally {
      await worker.close();
    }
  });

  it('an untouched log verifies, and a digest from before verifies against the longer log of later', async () => {
    await seal();
    const before: ChainState = await chainState(app.dataSource);
    await store.append(
      { streamType: 'chain', streamId: 'later', expectedVersion: 0, events: [{ type: 'Noted', data: { note: 'later' } }] },
      meta,
    );
    // Not sealed yet, the new event is the log's unsealed tail: not a problem, not checked.
    const unsealed = await verifyLog(app.dataSource, { digest: before });
    expect(unsealed).toMatchObject({ problem: null, extendsDigest: true, events: before.size, unsealed: 1 });
    await seal();
    const report = await verifyLog(app.dataSource, { digest: before });
    expect(report.problem).toBeNull();
    expect(report.extendsDigest).toBe(true);
    expect(report.events).toBe(before.size + 1);
    // The same log against a digest whose root was not this log's.
    const forged = await verifyLog(app.dataSource, { digest: { ...before, root: 'ab'.repeat(32) } });
    expect(forged.extendsDigest).toBe(false);
    expect(forged.problem?.kind).toBe('rewritten');
  });

  it('finds one changed byte of an event’s data at its position', async () => {
    let target = 0;
    const report = await tampered(async (q, log) => {
      const victim = log.find((e) => e.data.note === 'w5-n3-k0')!;
      target = victim.position;
      await q.query(
        `UPDATE public.events SET data = replace(data::text, 'w5-n3-k0', 'w5-n3-k1')::jsonb WHERE global_position = $1`,
        [target],
      );
    });
    expect(report.problem).toMatchObject({ kind: 'content', position: target });
  });

  /** Gives the seals of positions `a` and `b` each other's position (a unique column: by way of negatives). */
  const swapSeals = async (q: EntityManager, a: number, b: number) => {
    await q.query(`UPDATE public.event_seals SET global_position = -global_position WHERE global_position IN ($1, $2)`, [a, b]);
    await q.query(
      `UPDATE public.event_seals SET global_position = CASE -global_position WHEN $1 THEN $2::bigint ELSE $1::bigint END
        WHERE global_position IN (-$1::bigint, -$2::bigint)`,
      [a, b],
    );
  };

  /** Swaps the recorded content of the events at positions `a` and `b` (their positions and transactions stay). */
  const swapContents = async (q: EntityManager, a: number, b: number) => {
    const columns = `stream_type, stream_id, stream_version, event_type, schema_version, data, metadata, recorded_at`;
    await q.query(
      `CREATE TEMP TABLE swap ON COMMIT DROP AS SELECT global_position, ${columns} FROM public.events WHERE global_position IN ($1, $2)`,
      [a, b],
    );
    await q.query(`UPDATE public.events SET stream_version = -stream_version + 100000 WHERE global_position IN ($1, $2)`, [a, b]);
    await q.query(
      `UPDATE public.events e SET (${columns}) = (SELECT ${columns} FROM swap s WHERE s.global_position = CASE e.global_position WHEN $1 THEN $2::bigint ELSE $1::bigint END)
        WHERE e.global_position IN ($1, $2)`,
      [a, b],
    );
  };

  it('finds two events swapped, their seals with them', async () => {
    let first = 0;
    const report = await tampered(async (q, log) => {
      const [a, b] = [log[40], log[45]];
      first = a.position;
      await swapContents(q, a.position, b.position);
      await swapSeals(q, a.position, b.position);
    });
    expect(report.problem).toMatchObject({ kind: 'order', index: 40, position: first });
  });

  it('finds two events’ contents swapped under their seals', async () => {
    let first = 0;
    const report = await tampered(async (q, log) => {
      const [a, b] = [log[40], log[45]];
      first = a.position;
      await swapContents(q, a.position, b.position);
    });
    expect(report.problem).toMatchObject({ kind: 'content', index: 40, position: first });
  });

  it('finds a deleted event, with its seal or without', async () => {
    let next = 0;
    const withSeal = await tampered(async (q, log) => {
      next = log[61].position;
      await q.query(`DELETE FROM public.event_seals WHERE global_position = $1`, [log[60].position]);
      await q.query(`DELETE FROM public.events WHERE global_position = $1`, [log[60].position]);
    });
    expect(withSeal.problem).toMatchObject({ kind: 'missing', index: 60, position: next });
    const sealKept = await tampered(async (q, log) => {
      await q.query(`DELETE FROM public.events WHERE global_position = $1`, [log[60].position]);
    });
    expect(sealKept.problem).toMatchObject({ kind: 'missing', index: 60, position: next });
  });

  it('finds the last event deleted from under its seal, and the sealer will not chain after it', async () => {
    let last = 0;
    const report = await tampered(async (q, log) => {
      last = log.length - 1;
      expect(log[last].log_index).toBe(String(last));
      await q.query(`DELETE FROM public.events WHERE global_position = $1`, [log[last].position]);
      await expect(sealBatch(q, 10)).rejects.toThrow(/no event/);
    });
    expect(report.problem).toMatchObject({ kind: 'missing', index: last, position: null });
  });

  it('finds a deleted seal at the event it sealed', async () => {
    let target = 0;
    const report = await tampered(async (q, log) => {
      target = log[50].position;
      await q.query(`DELETE FROM public.event_seals WHERE global_position = $1`, [target]);
    });
    expect(report.problem).toMatchObject({ kind: 'seal', index: 50, position: target });
  });

  it('finds a seal’s hash changed, and tells it from a changed event', async () => {
    let target = 0;
    const report = await tampered(async (q, log) => {
      target = log[55].position;
      await q.query(`UPDATE public.event_seals SET hash = sha256(hash) WHERE global_position = $1`, [target]);
    });
    expect(report.problem).toMatchObject({ kind: 'seal', index: 55, position: target });
  });

  it('finds a seal moved to another position: where no event is, or to another event', async () => {
    let target = 0;
    const nowhere = await tampered(async (q, log) => {
      target = log[65].position;
      await q.query(`UPDATE public.event_seals SET global_position = 999999999 WHERE global_position = $1`, [target]);
    });
    expect(nowhere.problem).toMatchObject({ kind: 'seal', index: 65, position: target });
    const swapped = await tampered(async (q, log) => {
      target = log[66].position;
      await swapSeals(q, log[66].position, log[90].position);
    });
    expect(swapped.problem).toMatchObject({ kind: 'seal', index: 66, position: target });
  });

  it('finds a place sealed twice', async () => {
    let target = 0;
    const report = await tampered(async (q, log) => {
      target = log[75].position;
      await q.query(`ALTER TABLE public.event_seals DROP CONSTRAINT event_seals_pkey`);
      await q.query(`INSERT INTO public.event_seals (log_index, global_position, hash) VALUES (75, 999999999, sha256('forged'))`);
    });
    expect(report.problem).toMatchObject({ kind: 'seal', index: 75, position: target });
  });

  it('redoes lost seals identically: the last ones deleted are the unsealed tail, and sealed again the same', async () => {
    const report = await tampered(async (q) => {
      const seals = () => q.query(`SELECT log_index, global_position, hash FROM public.event_seals ORDER BY log_index`);
      const before = await seals();
      const [{ size }] = await q.query(`SELECT count(*)::int AS size FROM public.event_seals`);
      // What a crash could lose of seals committed without waiting for the disk: the newest ones.
      await q.query(`DELETE FROM public.event_seals WHERE log_index >= $1`, [size - 3]);
      expect(await verifyLog(q)).toMatchObject({ problem: null, events: size - 3, unsealed: 3 });
      expect(await sealBatch(q, 10)).toBe(3);
      expect(await seals()).toEqual(before);
    });
    expect(report).toMatchObject({ problem: null, unsealed: 0 });
  });

  it('keeps the events and their seals append-only', async () => {
    await expect(app.dataSource.query(`UPDATE public.events SET data = data WHERE global_position = 1`)).rejects.toThrow(
      /append-only/,
    );
    for (const statement of [
      `UPDATE public.event_seals SET hash = hash WHERE log_index = 0`,
      `DELETE FROM public.event_seals WHERE log_index = 0`,
      `TRUNCATE public.event_seals`,
    ])
      await expect(app.dataSource.query(statement)).rejects.toThrow(/append-only/);
  });

  it('finds an inserted event', async () => {
    let inserted = 0;
    const report = await tampered(async (q, log) => {
      // Into the transaction of the 70th event, after it: where a reader would find it.
      const [{ global_position }] = await q.query(
        `INSERT INTO public.events (global_position, stream_type, stream_id, stream_version, event_type, data, metadata, transaction_id)
         OVERRIDING SYSTEM VALUE
         SELECT max(global_position) + 1000, 'chain', 'forged', 1, 'Noted', '{"note":"forged"}', '{}', $1::xid8 FROM public.events
         RETURNING global_position`,
        [log[70].transaction_id],
      );
      inserted = global_position;
    });
    const log = await readOrder();
    expect(report.problem).toMatchObject({ kind: 'inserted', position: inserted });
    expect(report.problem!.index).toBeLessThanOrEqual(
      log.findIndex((e) => BigInt(e.transaction_id) > BigInt(log[70].transaction_id)),
    );
  });

  it('finds the tail cut and written again, from the digest kept before', async () => {
    await seal();
    const kept = await chainState(app.dataSource);
    const log = await readOrder();
    const cutAt = log.length - 3;
    await app.dataSource.query(`DROP TRIGGER events_append_only ON public.events`);
    await app.dataSource.query(`DROP TRIGGER event_seals_append_only ON public.event_seals`);
    await app.dataSource.query(
      `DELETE FROM public.events WHERE global_position IN (SELECT global_position FROM public.event_seals WHERE log_index >= $1)`,
      [cutAt],
    );
    await app.dataSource.query(`DELETE FROM public.event_seals WHERE log_index >= $1`, [cutAt]);
    const rewritten = await store.append(
      {
        streamType: 'chain',
        streamId: 'rewritten',
        expectedVersion: 0,
        events: [1, 2, 3, 4].map((n) => ({ type: 'Noted', data: { note: `rewritten ${n}` } })),
      },
      meta,
    );
    await seal();
    // Without the digest the new tail is a whole chain: only what the auditor kept can tell.
    expect((await verifyLog(app.dataSource)).problem).toBeNull();
    const report = await verifyLog(app.dataSource, { digest: kept });
    expect(report.extendsDigest).toBe(false);
    expect(report.problem).toMatchObject({ kind: 'rewritten', index: cutAt, position: rewritten[0].position });
  });
});
