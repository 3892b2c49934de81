import { fork } from 'node:child_process';
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
    subscription.start();
    running.push(subscription);
    return subscription;
  }

  const seen = async (name: string): Promise<number[]> =>
    (await app.dataSource.query(`SELECT position FROM seen WHERE subscription = $1 ORDER BY position`, [name])).map(
      (r: { position: number }) => Number(r.position),
    );
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
    await sleep(1500);
    expect(await seen(name)).toEqual([]);

    release();
    const [late] = await slow;
    expect(late.position).toBeLessThan(fast[0].position);
    await eventually(async () => (await seen(name)).length === 6);
    await sleep(300);
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
    await eventually(async () => (await seen(name)).length >= expected.length, 30_000);
    await sleep(300);
    const got = await seen(name);
    expect(new Set(got).size).toBe(got.length);
    expect(got).toEqual(expected);
  });

  it('loses nothing and repeats no database effect when the dispatcher is killed between commit and checkpoint', async () => {
    const name = 'crashy';
    const key = `${app.redisPrefix}:crash-test`;
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      await crashAndRecover(redis, name, key);
    } finally {
      await redis.del(`${key}:effects`, `${key}:deliveries`);
      redis.disconnect();
    }
  });

  async function crashAndRecover(redis: Redis, name: string, key: string): Promise<void> {
    for (let i = 0; i < 40; i++) await store.append(write(), meta);
    // This subscription starts from the beginning of the log: it handles every event in it.
    const expected = (await app.dataSource.query(`SELECT global_position FROM public.events ORDER BY 1`)).map(
      (r: { global_position: number }) => Number(r.global_position),
    );

    const run = (crashAfterBatches?: number) =>
      new Promise<number | null>((resolve) => {
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
        child.once('exit', (code, signal) => resolve(signal === 'SIGKILL' ? -9 : code));
        if (!crashAfterBatches) {
          void eventually(async () => (await seen(name)).length >= expected.length, 30_000).finally(() => child.kill('SIGTERM'));
        }
      });

    // Killed after handling the second batch, before its checkpoint: its effects reached Redis,
    // its database writes rolled back with the checkpoint.
    expect(await run(2)).toBe(-9);
    expect(await seen(name)).toHaveLength(10);
    expect(await redis.hlen(`${key}:effects`)).toBe(20);

    // Restarted: carries on from the last checkpoint and finishes.
    expect(await run()).toBe(0);
    const got = await seen(name);
    expect(got).toEqual(expected);
    expect(new Set(got).size).toBe(got.length);
    expect(await redis.hlen(`${key}:effects`)).toBe(expected.length);
    // The redelivered batch shows the external effect is at-least-once (and idempotent above).
    const deliveries = Object.values(await redis.hgetall(`${key}:deliveries`)).map(Number);
    expect(deliveries.filter((n) => n === 2)).toHaveLength(10);
  }
});
