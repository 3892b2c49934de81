import { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Change, diffRows } from '../../server/src/audit/time-travel/row-diff';
import { ReadModelKeys } from '../../server/src/audit/time-travel/read-model-keys';
import { NOISE } from '../../server/src/audit/time-travel/stream-folder';
import { TableRows } from '../../server/src/event-store/batch/in-memory-fold';
import { EventStore } from '../../server/src/event-store/event-store.service';
import { RecordedEvent } from '../../server/src/event-store/event.types';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';

/**
 * What the auditor's in-memory folds are checked against: one stream's events applied by the real
 * projections, statement by statement, to empty temporary copies of their tables (a session's
 * temporary tables shadow the real ones), inside a transaction that is always rolled back. After
 * each event `observe` gets the rows of the tables that event's projections write; the rows of
 * every table at the end are returned.
 */
export async function replayInTemporaryTables(
  app: INestApplicationContext,
  events: readonly RecordedEvent[],
  observe?: (event: RecordedEvent, touched: TableRows) => void,
): Promise<TableRows> {
  const registry = app.get(ProjectionRegistry);
  const projections = registry.projections();
  const tables = [...new Set(projections.flatMap((p) => p.tables))].sort();
  const tablesOf = (type: string) => [...new Set(projections.filter((p) => p.handles.includes(type)).flatMap((p) => p.tables))];
  const runner = app.get(DataSource).createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  const rows = async (of: string[]): Promise<TableRows> => {
    const out: TableRows = {};
    for (const table of of) {
      const found: Array<Record<string, unknown>> = await runner.query(`SELECT * FROM pg_temp."${table}" ORDER BY 1`);
      out[table] = found.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !NOISE.has(key))));
    }
    return out;
  };
  try {
    for (const table of tables) {
      await runner.query(`CREATE TEMP TABLE "${table}" (LIKE projections."${table}" INCLUDING ALL) ON COMMIT DROP`);
    }
    for (const event of events) {
      await registry.apply(runner.manager, [event]);
      if (observe) observe(event, await rows(tablesOf(event.type)));
    }
    return await rows(tables);
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}

/** What each event of a stream changed, as replayed in temporary tables (StreamHistoryService's `changes`, the old way). */
export async function replayedChanges(app: INestApplicationContext, streamType: string, streamId: string): Promise<Change[][]> {
  const events = await app.get(EventStore).readStream(streamType, streamId);
  const keys = await app.get(ReadModelKeys).keyColumns();
  const changes: Change[][] = [];
  const current: TableRows = {};
  await replayInTemporaryTables(app, events, (_event, touched) => {
    const before = Object.fromEntries(Object.keys(touched).map((table) => [table, current[table] ?? []]));
    changes.push(diffRows(before, touched, keys));
    Object.assign(current, touched);
  });
  return changes;
}
