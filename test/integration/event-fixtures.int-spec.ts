import { StreamFolder } from '../../server/src/audit/time-travel/stream-folder';
import { EventStore } from '../../server/src/event-store/event-store.service';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import fixtures from '../fixtures/events-v1.json';
import { replayInTemporaryTables } from '../support/stream-replayer';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The log is read for ever: every event type, as first written (schema version 1), must still
 * read (upcast to today's shape) and project without error. A new event type with no fixture fails.
 */
describe('events at their first schema version', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('has a fixture for every event type a projection handles', () => {
    const handled = new Set(
      app.server
        .get(ProjectionRegistry)
        .projections()
        .flatMap((p) => [...p.handles]),
    );
    const fixtured = new Set(fixtures.streams.flatMap((s) => s.events.map((e) => e.type)));
    expect([...handled].filter((type) => !fixtured.has(type)).sort()).toEqual([]);
  });

  it.each(fixtures.streams.map((s) => [s.stream_type, s] as const))(
    'reads and projects a %s stream written at version 1',
    async (_type, stream) => {
      // Written raw, as an old server would have: schema_version 1 and the old data shape.
      await app.dataSource.query(
        `INSERT INTO public.events (stream_type, stream_id, stream_version, event_type, schema_version, data, metadata)
       SELECT $1, $2, ordinality, e->>'type', 1, e->'data', '{"actorId":null,"actorRole":"system","correlationId":"fixture"}'
         FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS t(e, ordinality)`,
        [stream.stream_type, stream.stream_id, JSON.stringify(stream.events)],
      );
      const events = await app.server.get(EventStore).readStream(stream.stream_type, stream.stream_id);
      expect(events.map((e) => e.type)).toEqual(stream.events.map((e) => e.type));
      // Through the projections' statements, and folded in memory as the auditor sees it.
      await expect(replayInTemporaryTables(app.server, events)).resolves.toBeDefined();
      await expect(app.server.get(StreamFolder).fold(events)).resolves.toBeDefined();
    },
  );
});
