import { Pool } from 'pg';
import { EntityManager } from 'typeorm';
import { PreparedStatement, queryPrepared } from '../../server/src/database/prepared-statement';
import { EventStore } from '../../server/src/event-store/event-store.service';
import { NO_STREAM, RecordedEvent } from '../../server/src/event-store/event.types';
import { Projection, projectionName, projectionVersion } from '../../server/src/event-store/projection';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { ProjectionRebuild, ReadModelMismatch } from '../../server/src/replay/projection-rebuild';
import { startTestApp, TestApp } from '../support/test-app';

const meta = { actorId: null, actorRole: 'system', correlationId: 'replay-projection-test', causationId: null };

/**
 * A projection as a maintainer changes it: version 1 counts each stream's events; version 2 also
 * keeps the kind of the stream's last event, in a column its migration added beside the old ones.
 */
class StreamTalliesProjection implements Projection {
  readonly tables = ['stream_tallies'];
  readonly handles = ['Tallied'];
  version = 1;

  async apply(m: EntityManager, event: RecordedEvent): Promise<void> {
    const kind = this.version >= 2 ? (event.data as { kind: string }).kind : null;
    await m.query(
      `INSERT INTO stream_tallies AS t (stream_id, events, version${kind ? ', last_kind' : ''})
       VALUES ($1, 1, $2${kind ? ', $3' : ''})
       ON CONFLICT (stream_id) DO UPDATE SET events = t.events + 1, version = $2${kind ? ', last_kind = $3' : ''}
        WHERE t.version < $2`,
      kind ? [event.streamId, event.streamVersion, kind] : [event.streamId, event.streamVersion],
    );
  }
}

/**
 * `npm run replay -- --projection <name>`: one projection's tables rebuilt from the log and swapped
 * in while the market writes, the differences reported; `--verify` still refuses any difference.
 */
describe('rebuilding one projection after its code changed', () => {
  let app: TestApp;
  let store: EventStore;
  let rebuild: ProjectionRebuild;
  const projection = new StreamTalliesProjection();
  const versions = new Map<string, number>();

  const tally = async (stream: string, kind: string) => {
    const expectedVersion = versions.get(stream) ?? NO_STREAM;
    const [event] = await store.append(
      { streamType: 'tally', streamId: stream, expectedVersion, events: [{ type: 'Tallied', data: { kind } }] },
      meta,
    );
    versions.set(stream, event.streamVersion);
  };
  const rows = async () =>
    app.dataSource.query(`SELECT stream_id, events, last_kind FROM projections.stream_tallies ORDER BY stream_id`);
  const oid = async (table: string) => (await app.dataSource.query(`SELECT $1::regclass::oid AS oid`, [table]))[0].oid;

  beforeAll(async () => {
    app = await startTestApp();
    store = app.server.get(EventStore);
    await app.dataSource.query(
      `CREATE TABLE projections.stream_tallies (stream_id text PRIMARY KEY, events integer NOT NULL, version integer NOT NULL)`,
    );
    const registry = app.server.get(ProjectionRegistry);
    registry.register(projection);
    rebuild = new ProjectionRebuild(app.dataSource, registry);
    for (let i = 0; i < 30; i++) await tally(`s${i % 10}`, `k${i}`);
  });
  afterAll(() => app.close());

  it('rebuilds only that projection with concurrent writes, reports the differences and the time to swap', async () => {
    // The deploy: a migration adds the column (no rewrite under load), the code becomes version 2.
    await app.dataSource.query(`ALTER TABLE projections.stream_tallies ADD COLUMN last_kind text`);
    projection.version = 2;
    expect((await rebuild.changed()).map((p) => p.constructor.name)).toEqual(['StreamTalliesProjection']);
    const carsTable = await oid('projections.cars');

    let written = 0;
    const report = await rebuild.run({
      mode: 'deploy',
      projections: ['stream-tallies'],
      batchSize: 4,
      // The market keeps writing: to streams already rebuilt and to new ones.
      onBatch: async () => {
        if (written < 8) await tally(written < 4 ? `s${written}` : `s${6 + written}`, `late${written++}`);
      },
    });

    expect(written).toBe(8);
    expect(report.projections).toEqual([{ name: 'stream-tallies', version: 2, previous: 1 }]);
    expect(report.secondsToSwap).toBeGreaterThan(0);
    expect(report.secondsToSwap).toBeLessThanOrEqual(report.seconds);
    const [diff] = report.diffs;
    expect(diff.table).toBe('stream_tallies');
    expect(diff.changed).toBeGreaterThan(0);
    expect(diff.samples.changed[0]).toEqual({ stream_id: expect.stringMatching(/^s\d+$/) });

    // The live table now holds what version 2 makes of the whole log, the late writes included.
    const expected = await app.dataSource.query(
      `SELECT stream_id, count(*)::int AS events, (array_agg(data->>'kind' ORDER BY stream_version DESC))[1] AS last_kind
         FROM public.events WHERE event_type = 'Tallied' GROUP BY stream_id ORDER BY stream_id`,
    );
    expect(await rows()).toEqual(expected);
    expect(expected.length).toBe(14);
    // Only its table was swapped; the version went live with it.
    expect(await oid('projections.cars')).toBe(carsTable);
    expect(
      await app.dataSource.query(`SELECT name, version FROM public.projection_versions WHERE name = 'stream-tallies'`),
    ).toEqual([{ name: 'stream-tallies', version: 2 }]);
    // The others were recorded when the server started on the new, empty log: at their code's version.
    const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const recorded: Array<{ name: string; version: number }> = (
      await app.dataSource.query(`SELECT name, version FROM public.projection_versions WHERE name <> 'stream-tallies'`)
    ).sort(byName);
    const coded = app.server
      .get(ProjectionRegistry)
      .projections()
      .filter((p) => p !== projection)
      .map((p) => ({ name: projectionName(p), version: projectionVersion(p) }))
      .sort(byName);
    expect(recorded).toEqual(coded);
    expect(await rebuild.changed()).toEqual([]);
  });

  it('refuses a difference the version does not explain, unless accepted; --verify always refuses', async () => {
    await app.dataSource.query(`UPDATE projections.stream_tallies SET events = events + 100 WHERE stream_id = 's1'`);
    const tampered = await rows();

    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => Promise.reject(new Error('the rebuild was not refused')),
        (error: unknown) => error as ReadModelMismatch,
      );
    const verify = await refusal(rebuild.run({ mode: 'verify' }));
    expect(verify).toBeInstanceOf(ReadModelMismatch);
    expect(verify.diffs).toEqual([expect.objectContaining({ table: 'stream_tallies', added: 0, removed: 0, changed: 1 })]);
    expect(verify.diffs[0].samples.changed).toEqual([{ stream_id: 's1' }]);
    expect(verify.message).toContain('stream_tallies: 1 changed (e.g. {"stream_id":"s1"})');
    const deploy = await refusal(rebuild.run({ mode: 'deploy', projections: ['stream-tallies'] }));
    expect(deploy).toBeInstanceOf(ReadModelMismatch);
    expect(await rows()).toEqual(tampered);

    const accepted = await rebuild.run({ mode: 'deploy', projections: ['stream-tallies'], accept: true });
    expect(accepted.diffs[0].changed).toBe(1);
    expect((await rows()).find((r: { stream_id: string }) => r.stream_id === 's1').events).toBeLessThan(100);
    // And with nothing different, the audit check passes over every projection.
    await expect(rebuild.run({ mode: 'verify' })).resolves.toMatchObject({ diffs: expect.any(Array) });
  });

  it('statements prepared before the swap read the swapped-in tables after it, by schema or by search_path', async () => {
    // One connection that keeps generic plans from the first run, as the server's pooled
    // connections do after five (the session look-up names `projections.users`, the car page
    // names its tables through the search_path).
    const pool = new Pool({
      connectionString: app.databaseUrl,
      max: 1,
      options: '-c search_path=projections,public -c plan_cache_mode=force_generic_plan',
    });
    try {
      const bySchema = new PreparedStatement(`SELECT events FROM projections.stream_tallies WHERE stream_id = $1`);
      const byPath = new PreparedStatement(`SELECT events FROM stream_tallies WHERE stream_id = $1`);
      type Rows = Array<{ events: number }>;
      const read = async () => [
        await queryPrepared<Rows>(pool, bySchema, ['s2']),
        await queryPrepared<Rows>(pool, byPath, ['s2']),
      ];
      const [[{ events }]] = await read();
      await app.dataSource.query(`UPDATE projections.stream_tallies SET events = events + 1000 WHERE stream_id = 's2'`);
      expect(await read()).toEqual([[{ events: events + 1000 }], [{ events: events + 1000 }]]);
      const { rows: kept } = await pool.query(`SELECT name, generic_plans FROM pg_prepared_statements ORDER BY name`);
      // Each ran twice on its kept generic plan.
      expect(kept).toEqual([bySchema.name, byPath.name].sort().map((name) => ({ name, generic_plans: 2 })));

      await rebuild.run({ mode: 'deploy', projections: ['stream-tallies'], accept: true });

      // The rebuilt table's row (the log's count), not the retired table's, nor an error.
      expect(await read()).toEqual([[{ events }], [{ events }]]);
    } finally {
      await pool.end();
    }
  });

  it('names the projections it knows when asked for one it does not', async () => {
    await expect(rebuild.run({ projections: ['no-such'] })).rejects.toThrow(
      /no projection named no-such; there are: .*car-listing/,
    );
  });
});
