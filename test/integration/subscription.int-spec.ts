import { ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { EventStore } from '../../server/src/event-store/event-store.service';
import { NO_STREAM, RecordedEvent } from '../../server/src/event-store/event.types';
import { EventSubscription } from '../../server/src/event-store/subscription/event-subscription';
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
  function subscribe(name: string): EventSubscription {
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
      { batchSize: 25, idlePollMs: 50 },
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
      (r: { position: number }) => Number(r.position),
    );
  /**
   * Not there yet: names the oldest transaction still running on the whole server, the one that
   * holds every subscription's horizon back, so a wait that times out says who it waited for.
   */
  const explainWait = async (): Promise<never> => {
    const [oldest] = await app.dataSource.query(
      `SELECT datname, pid, state, now() - xact_start AS open_for, left(query, 120) AS query
         FROM pg_stat_activity WHERE backend_xid IS NOT NULL ORDER BY age(backend_xid) DESC LIMIT 1`,
    );
    throw new Error(`oldest running transaction: ${oldest ? JSON.stringify(oldest) : 'none'}`);
  };
  const committed = async (): Promise<number[]> =>
    (await app.dataSource.query(`SELECT global_position FROM public.events WHERE stream_type = 'sub-test' ORDER BY 1`)).map(
      (r: { global_position: number }) => Number(r.global_position),
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
    // T1 inserts its event (taking the lower position) and stays open.
    const slow = store.append(write('Slow'), meta, {
      alsoInTransaction: async () => {
        inserted();
        await gate;
      },
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
    await eventually(async () => (await seen(name)).length >= expected.length || explainWait());
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
      (r: { global_position: number }) => Number(r.global_position),
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
        stdio: 'ignore',
      });
      children.push(child);
      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code, signal) => resolve(signal === 'SIGKILL' ? -9 : code)),
      );
      return { child, exited };
    };

    // Killed after handling the second batch, before its checkpoint: its effects reached Redis,
    // its database writes rolled back with the checkpoint.
    expect(await run(2).exited).toBe(-9);
    expect(await seen(name)).toHaveLength(10);
    expect(await redis.hlen(`${key}:effects`)).toBe(20);

    // Restarted: carries on from the last checkpoint and finishes.
    const restarted = run();
    await eventually(async () => (await seen(name)).length >= expected.length || explainWait(), CHILD_CATCH_UP);
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
