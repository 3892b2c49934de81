import { ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { EventStore } from '../../server/src/event-store/event-store.service';
import { NO_STREAM, RecordedEvent } from '../../server/src/event-store/event.types';
import { EventSubscription } from '../../server/src/event-store/subscription/event-subscription';
import { createTestDatabase } from '../support/databases';
import { eventually } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';

const meta = { actorId: null, actorRole: 'system', correlationId: 'subscription-test', causationId: null };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
class Rollback extends Error {}
/** A subscription in a child process compiles its code on start: slow on a busy machine. */
const CHILD_CATCH_UP = 150_000;

/**
 * The dispatcher's guarantees, proven while it runs: every committed event is handled exactly
 * once (its database effects) whatever the commit order, rollbacks or crashes; none rolled back ever is.
 */
describe('checkpointed subscription', () => {
  let app: TestApp;
  let store: EventStore;
  const running: EventSubscription[] = [];
  let stream = 0;

  const write = (type = 'Happened') => ({
    streamType: 'sub-test',
    streamId: `s${++stream}`,
    expectedVersion: NO_STREAM,
    events: [{ type, data: { at: Date.now() } }],
  });

  /** How many times each running subscription has read the log. */
  const reads = new Map<string, number>();

  /** A subscription that records each event in `seen` inside its checkpoint transaction. */
  function subscribe(name: string, options: { gatherMs?: number; idlePollMs?: number } = {}): EventSubscription {
    const subscription = new EventSubscription(
      app.dataSource,
      app.databaseUrl,
      name,
      {
        async handle(event: RecordedEvent, manager) {
          if (event.streamType !== 'sub-test') return;
          await manager.query(`INSERT INTO seen (subscription, position) VALUES ($1, $2)`, [name, event.position]);
        },
      },
      { batchSize: 25, idlePollMs: 50, ...options },
    );
    // Counts its reads of the log, so a test can wait until it has looked (and found nothing)
    // instead of sleeping for a time that a busy machine may not honour.
    const read = (subscription as unknown as { processBatch(): Promise<number> }).processBatch.bind(subscription);
    reads.set(name, 0);
    Object.assign(subscription, {
      processBatch: async () => {
        const handled = await read();
        reads.set(name, reads.get(name)! + 1);
        return handled;
      },
    });
    subscription.start();
    running.push(subscription);
    return subscription;
  }

  /** Resolves once `name` has read the log `times` more times from now. */
  async function readsAgain(name: string, times = 3): Promise<void> {
    const target = reads.get(name)! + times;
    await eventually(async () => reads.get(name)! >= target);
  }

  const seen = async (name: string): Promise<number[]> =>
    (await app.dataSource.query(`SELECT position FROM seen WHERE subscription = $1 ORDER BY position`, [name])).map(
      (r: { position: number }) => r.position,
    );
  /**
   * Not there yet: says where `name` stands, so a wait that times out tells a stall (checkpoint
   * behind, horizon held by a running transaction) from a skip (an unseen event behind the
   * checkpoint), and names the oldest write transaction on the server with its database.
   */
  const explainWait = async (name: string): Promise<never> => {
    const [state] = await app.dataSource.query(
      `SELECT (SELECT row_to_json(c) FROM (SELECT transaction_id::text, position FROM public.subscription_checkpoints
                                             WHERE name = $1) c) AS checkpoint,
              (SELECT row_to_json(e) FROM (SELECT transaction_id::text, global_position FROM public.events
                                            WHERE stream_type = 'sub-test'
                                              AND global_position NOT IN (SELECT position FROM seen WHERE subscription = $1)
                                            ORDER BY transaction_id::xid8, global_position LIMIT 1) e) AS first_unseen,
              pg_snapshot_xmin(pg_current_snapshot())::text AS server_xmin,
              (SELECT json_agg(json_build_object('pid', a.pid, 'app', a.application_name, 'state', a.state))
                 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
                WHERE l.locktype = 'advisory' AND l.granted AND a.datname = current_database()) AS lock_holders,
              (SELECT row_to_json(a) FROM (SELECT datname, pid, state, application_name, now() - xact_start AS open_for
                                             FROM pg_stat_activity WHERE backend_xid IS NOT NULL
                                            ORDER BY age(backend_xid) DESC LIMIT 1) a) AS oldest_writer`,
      [name],
    );
    throw new Error(`${name} not there yet: ${JSON.stringify(state)}`);
  };
  const committed = async (): Promise<number[]> =>
    (await app.dataSource.query(`SELECT global_position FROM public.events WHERE stream_type = 'sub-test' ORDER BY 1`)).map(
      (r: { global_position: number }) => r.global_position,
    );

  beforeAll(async () => {
    app = await startTestApp();
    store = app.server.get(EventStore);
    await app.dataSource.query(`CREATE TABLE public.seen (subscription text NOT NULL, position bigint NOT NULL)`);
  });
  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop()));
    await app.close();
  });

  it('waits for a transaction holding a lower position and then delivers everything once, in order', async () => {
    const name = 'late-commit';
    subscribe(name);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const holding = new Promise<void>((resolve) => (inserted = resolve));
    // T1 inserts its event (taking the lower position) and stays open. Appends through the event
    // store take turns (the hash chain's lock, held to commit), so T1 is a writer around it, as an
    // import is: what the horizon still has to wait for.
    const slow = app.dataSource.transaction(async (m) => {
      const rows: RecordedEvent[] = (
        await m.query(
          `INSERT INTO public.events (stream_type, stream_id, stream_version, event_type, data, metadata)
           VALUES ('sub-test', 'slow', 1, 'Slow', '{}', $1) RETURNING global_position AS position`,
          [JSON.stringify(meta)],
        )
      ).map((r: { position: number }) => r as RecordedEvent);
      inserted();
      await gate;
      return rows;
    });
    await holding;
    const fast: RecordedEvent[] = [];
    for (let i = 0; i < 5; i++) fast.push(...(await store.append(write('Fast'), meta)));

    // Later transactions committed; a reader going by position alone would deliver them now and skip T1.
    await readsAgain(name);
    expect(await seen(name)).toEqual([]);

    release();
    const [late] = await slow;
    expect(late.position).toBeLessThan(fast[0].position);
    await eventually(async () => (await seen(name)).length === 6);
    await readsAgain(name);
    expect(await seen(name)).toEqual([late.position, ...fast.map((e) => e.position)].sort((a, b) => a - b));
  });

  it('is not held back by a write transaction left open in another database of the server', async () => {
    const name = 'other-database';
    subscribe(name);
    // Another application's database on the same PostgreSQL server, with a write transaction
    // that stays open (a bulk import, a stuck session): its transaction id is below ours.
    const other = await createTestDatabase();
    const session = new Client({ connectionString: other.url });
    await session.connect();
    try {
      await session.query('BEGIN');
      await session.query('SELECT pg_current_xact_id()');
      const [event] = await store.append(write(), meta);
      await eventually(async () => (await seen(name)).includes(event.position) || explainWait(name));
    } finally {
      await session.query('ROLLBACK').catch(() => undefined);
      await session.end();
      await other.drop();
    }
  });

  it('a subscription that gathers after waking delivers every event exactly once, and stops without waiting out its gather', async () => {
    const name = 'gathering';
    const subscription = subscribe(name, { gatherMs: 30 });
    // It starts at the head of the log: the earlier tests' events, then these.
    for (let i = 0; i < 12; i++) await store.append(write(), meta);
    const all = await committed();
    await eventually(async () => (await seen(name)).length >= all.length || explainWait(name));
    await readsAgain(name);
    expect(await seen(name)).toEqual(all);

    // A gather far longer than the test, begun right after its first read: stopping the worker must cut it short.
    const idle = subscribe('gathering-long', { gatherMs: 3_600_000, idlePollMs: 1 });
    await eventually(async () => reads.get('gathering-long')! >= 1);
    await Promise.all([subscription.stop(), idle.stop()]);
  });

  it('never delivers an event whose transaction rolled back', async () => {
    const name = 'rolled-back';
    subscribe(name);
    const before = await store.append(write(), meta);
    await expect(
      store.append(write('Doomed'), meta, {
        alsoInTransaction: async () => {
          throw new Rollback();
        },
      }),
    ).rejects.toBeInstanceOf(Rollback);
    const after = await store.append(write(), meta);
    await eventually(async () => (await seen(name)).includes(after[0].position));
    expect(await seen(name)).toEqual(await committed());
    expect((await seen(name)).includes(before[0].position)).toBe(true);
  });

  it('sees each committed event exactly once under many concurrent writers with random rollbacks', async () => {
    const name = 'concurrent';
    subscribe(name);
    const ok: number[] = [];
    let rolledBack = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let i = 0; i < 25; i++) {
          try {
            const [event] = await store.append(write(), meta, {
              alsoInTransaction: async () => {
                await sleep(Math.random() * 8); // interleave commits out of position order
                if (Math.random() < 0.3) throw new Rollback();
              },
            });
            ok.push(event.position);
          } catch (error) {
            if (!(error instanceof Rollback)) throw error;
            rolledBack += 1;
          }
        }
      }),
    );
    expect(rolledBack).toBeGreaterThan(0);
    const expected = await committed();
    expect(ok.every((p) => expected.includes(p))).toBe(true);
    await eventually(async () => (await seen(name)).length >= expected.length || explainWait(name));
    await readsAgain(name);
    const got = await seen(name);
    expect(new Set(got).size).toBe(got.length);
    expect(got).toEqual(expected);
  });

  it(
    'loses nothing and repeats no database effect when the dispatcher is killed between commit and checkpoint',
    async () => {
      const name = 'crashy';
      const key = `${app.redisPrefix}:crash-test`;
      const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
      const children: ChildProcess[] = [];
      try {
        await crashAndRecover(redis, name, key, children);
      } finally {
        // A failed assertion must not leave a subscription process polling behind the test.
        for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await redis.del(`${key}:effects`, `${key}:deliveries`);
        redis.disconnect();
      }
    },
    2 * CHILD_CATCH_UP,
  );

  async function crashAndRecover(redis: Redis, name: string, key: string, children: ChildProcess[]): Promise<void> {
    for (let i = 0; i < 40; i++) await store.append(write(), meta);
    // This subscription starts from the beginning of the log: it handles every event in it.
    const expected = (await app.dataSource.query(`SELECT global_position FROM public.events ORDER BY 1`)).map(
      (r: { global_position: number }) => r.global_position,
    );

    /** Starts the subscription's process; `exited` is its exit code, or -9 when it killed itself. */
    const run = (crashAfterBatches?: number) => {
      const child = fork(join(__dirname, '../support/subscription-child.ts'), [], {
        execArgv: ['-r', '@swc-node/register'],
        env: {
          ...process.env,
          SWCRC: 'true',
          DATABASE_URL: app.databaseUrl,
          REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
          REDIS_KEY: key,
          SUBSCRIPTION: name,
          BATCH_SIZE: '10',
          CRASH_AFTER_BATCHES: crashAfterBatches ? String(crashAfterBatches) : '',
        },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      children.push(child);
      // What the process said, so a child that dies early fails the test with its reason.
      let output = '';
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code, signal) => resolve(signal === 'SIGKILL' ? -9 : code)),
      );
      const alive = () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`the subscription process ended (${child.exitCode ?? child.signalCode}): ${output || 'no output'}`);
        }
      };
      return { child, exited, alive };
    };

    // Killed after handling the second batch, before its checkpoint: its effects reached Redis,
    // its database writes rolled back with the checkpoint.
    expect(await run(2).exited).toBe(-9);
    expect(await seen(name)).toHaveLength(10);
    expect(await redis.hlen(`${key}:effects`)).toBe(20);

    // Restarted: carries on from the last checkpoint and finishes.
    const restarted = run();
    await eventually(async () => {
      restarted.alive();
      return (await seen(name)).length >= expected.length || explainWait(name);
    }, CHILD_CATCH_UP);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    const got = await seen(name);
    expect(got).toEqual(expected);
    expect(new Set(got).size).toBe(got.length);
    expect(await redis.hlen(`${key}:effects`)).toBe(expected.length);
    // The redelivered batch shows the external effect is at-least-once (and idempotent above).
    const deliveries = Object.values(await redis.hgetall(`${key}:deliveries`)).map(Number);
    expect(deliveries.filter((n) => n === 2)).toHaveLength(10);
  }
});
