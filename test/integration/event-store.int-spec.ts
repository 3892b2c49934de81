import { EventStore } from '../../server/src/event-store/event-store.service';
import { StreamVersionConflict } from '../../server/src/event-store/errors';
import { NO_STREAM } from '../../server/src/event-store/event.types';
import { startTestApp, TestApp } from '../support/test-app';

const meta = { actorId: 7, actorRole: 'user', correlationId: 'corr-1', causationId: null };

describe('event store', () => {
  let app: TestApp;
  let store: EventStore;

  beforeAll(async () => {
    app = await startTestApp();
    store = app.server.get(EventStore);
  });
  afterAll(() => app.close());

  it('appends with stream versions, keeps global order and reads a stream back with its metadata', async () => {
    const first = await store.append(
      {
        streamType: 'test',
        streamId: 'a',
        expectedVersion: NO_STREAM,
        events: [
          { type: 'Opened', data: { n: 1 } },
          { type: 'Noted', data: { n: 2 } },
        ],
      },
      meta,
    );
    const second = await store.append(
      { streamType: 'test', streamId: 'a', expectedVersion: 2, events: [{ type: 'Noted', data: { n: 3 } }] },
      meta,
    );
    expect(first.map((e) => e.streamVersion)).toEqual([1, 2]);
    expect(second[0].streamVersion).toBe(3);
    expect(first[0].position).toBeLessThan(first[1].position);
    expect(first[1].position).toBeLessThan(second[0].position);
    const read = await store.readStream('test', 'a');
    expect(read.map((e) => [e.type, e.data])).toEqual([
      ['Opened', { n: 1 }],
      ['Noted', { n: 2 }],
      ['Noted', { n: 3 }],
    ]);
    expect(read[0].metadata).toEqual(meta);
    expect(read[0].schemaVersion).toBe(1);
  });

  it('inserts the events with a statement its connection keeps prepared (parsed and planned once, not on every append)', async () => {
    let names: string[] = [];
    await store.append(
      {
        streamType: 'test',
        streamId: 'prepared',
        expectedVersion: NO_STREAM,
        events: [{ type: 'Opened', data: {} }],
      },
      meta,
      {
        // On the append's own connection: prepared statements belong to one.
        alsoInTransaction: async (manager) => {
          const rows: Array<{ name: string }> = await manager.query(
            `SELECT name FROM pg_prepared_statements WHERE statement LIKE 'INSERT INTO public.events %'`,
          );
          names = rows.map((row) => row.name);
        },
      },
    );
    expect(names).toHaveLength(1);
  });

  it('refuses a stale expected version with a conflict and appends nothing', async () => {
    await store.append(
      { streamType: 'test', streamId: 'b', expectedVersion: NO_STREAM, events: [{ type: 'Opened', data: {} }] },
      meta,
    );
    await expect(
      store.append(
        { streamType: 'test', streamId: 'b', expectedVersion: NO_STREAM, events: [{ type: 'Opened', data: {} }] },
        meta,
      ),
    ).rejects.toBeInstanceOf(StreamVersionConflict);
    expect(await store.readStream('test', 'b')).toHaveLength(1);
  });

  it('lets exactly one of two concurrent writers at the same version win', async () => {
    await store.append(
      { streamType: 'test', streamId: 'race', expectedVersion: NO_STREAM, events: [{ type: 'Opened', data: {} }] },
      meta,
    );
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        store.append(
          { streamType: 'test', streamId: 'race', expectedVersion: 1, events: [{ type: 'Noted', data: { i } }] },
          meta,
        ),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(attempts.filter((a) => a.status === 'rejected').every((a) => a.reason instanceof StreamVersionConflict)).toBe(true);
    expect(await store.readStream('test', 'race')).toHaveLength(2);
  });

  it('appends to several streams atomically: one conflict and none is written', async () => {
    await store.append(
      { streamType: 'test', streamId: 'c1', expectedVersion: NO_STREAM, events: [{ type: 'Opened', data: {} }] },
      meta,
    );
    await expect(
      store.appendMany(
        [
          { streamType: 'test', streamId: 'c2', expectedVersion: NO_STREAM, events: [{ type: 'Opened', data: {} }] },
          { streamType: 'test', streamId: 'c1', expectedVersion: NO_STREAM, events: [{ type: 'Opened', data: {} }] },
        ],
        meta,
      ),
    ).rejects.toBeInstanceOf(StreamVersionConflict);
    expect(await store.readStream('test', 'c2')).toHaveLength(0);
  });

  it('updates read models in the append transaction: a failure rolls back events and projection together', async () => {
    const userId = await store.nextId('user');
    const registered = {
      type: 'UserRegistered',
      data: { userId, name: 'ليلى', email: `layla-${userId}@example.sy`, phone: null, roles: ['user'] },
    };
    await expect(
      store.append({ streamType: 'user', streamId: userId, expectedVersion: NO_STREAM, events: [registered] }, meta, {
        alsoInTransaction: async () => {
          throw new Error('boom after the projection ran');
        },
      }),
    ).rejects.toThrow('boom');
    expect(await app.dataSource.query(`SELECT 1 FROM users WHERE id = $1`, [userId])).toHaveLength(0);
    expect(await store.readStream('user', userId)).toHaveLength(0);

    await store.append({ streamType: 'user', streamId: userId, expectedVersion: NO_STREAM, events: [registered] }, meta);
    const [row] = await app.dataSource.query(`SELECT name, roles, latest_role, version FROM users WHERE id = $1`, [userId]);
    expect(row).toEqual({ name: 'ليلى', roles: ['user'], latest_role: 'user', version: 1 });
  });

  it('keeps the log append-only', async () => {
    await expect(app.dataSource.query(`UPDATE public.events SET data = '{}'`)).rejects.toThrow(/append-only/);
    await expect(app.dataSource.query(`DELETE FROM public.events`)).rejects.toThrow(/append-only/);
  });
});
