import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../database/pg-errors';
import { ReadYourWrites } from '../database/read-replica/read-your-writes';
import { StreamVersionConflict } from './errors';
import { queryNamed } from './batch/named-statements';
import { EVENT_COLUMNS, EventRow, toRecordedEvent } from './event-row';
import { EventMetadata, RecordedEvent, StreamWrite } from './event.types';
import { ProjectionRegistry } from './projection-registry';
import { LogWakeups } from './subscription/log-wakeups';
import { currentSchemaVersion } from './upcasters';

export interface AppendOptions {
  /** Extra work in the same transaction (secrets, counters): it commits or rolls back with the events. */
  alsoInTransaction?: (manager: EntityManager, events: RecordedEvent[]) => Promise<void>;
}

/**
 * Every append sends this text, as a named statement (queryNamed): parsing and planning it
 * anew cost the database as much as running it (0.12 ms each, of 0.3 ms, behind one writer).
 * Its result columns are named one by one, so a column added to the log does not change them.
 */
const INSERT_EVENTS = `INSERT INTO public.events (stream_type, stream_id, stream_version, event_type, schema_version, data, metadata)
  SELECT s_type, s_id, s_version, e_type, e_schema, e_data, $7::jsonb
    FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::int2[], $6::jsonb[])
      AS t(s_type, s_id, s_version, e_type, e_schema, e_data)
  RETURNING ${EVENT_COLUMNS}`;

@Injectable()
export class EventStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionRegistry,
    private readonly readYourWrites: ReadYourWrites,
    private readonly wakeups: LogWakeups,
  ) {}

  async readStream(streamType: string, streamId: string | number, toVersion?: number): Promise<RecordedEvent[]> {
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT ${EVENT_COLUMNS} FROM public.events
        WHERE stream_type = $1 AND stream_id = $2 AND ($3::int IS NULL OR stream_version <= $3)
        ORDER BY stream_version`,
      [streamType, String(streamId), toVersion ?? null],
    );
    return rows.map(toRecordedEvent);
  }

  /** Appends to one stream; see appendMany. */
  async append(write: StreamWrite, metadata: EventMetadata, options: AppendOptions = {}): Promise<RecordedEvent[]> {
    return this.appendMany([write], metadata, options);
  }

  /**
   * Appends to several streams atomically, each at its expected version, and applies the
   * inline projections in the same transaction. A stale expected version is a StreamVersionConflict.
   */
  async appendMany(writes: StreamWrite[], metadata: EventMetadata, options: AppendOptions = {}): Promise<RecordedEvent[]> {
    const rows = writes.flatMap((write) =>
      write.events.map((event, index) => ({
        streamType: write.streamType,
        streamId: String(write.streamId),
        version: write.expectedVersion + index + 1,
        type: event.type,
        schemaVersion: currentSchemaVersion(event.type),
        data: JSON.stringify(event.data),
      })),
    );
    if (rows.length === 0) return [];
    const metadataJson = JSON.stringify(metadata);
    let recorded: RecordedEvent[];
    try {
      recorded = await this.dataSource.transaction(async (manager) => {
        // No chain work here: the events are sealed after their commit (chain/CHAIN.md), so
        // appends do not take turns and share their disk flushes.
        const inserted = await queryNamed<EventRow[]>(manager, INSERT_EVENTS, [
          rows.map((r) => r.streamType),
          rows.map((r) => r.streamId),
          rows.map((r) => r.version),
          rows.map((r) => r.type),
          rows.map((r) => r.schemaVersion),
          rows.map((r) => r.data),
          metadataJson,
        ]);
        const recorded = inserted.map(toRecordedEvent).sort((a, b) => a.position - b.position);
        await this.projections.apply(manager, recorded);
        await options.alsoInTransaction?.(manager, recorded);
        return recorded;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'events_stream_version_uq')) {
        const first = writes[0];
        throw new StreamVersionConflict(first.streamType, String(first.streamId));
      }
      throw error;
    }
    // After the commit, not in the append's transaction (LogWakeups says why).
    this.wakeups.appended();
    // Before the caller answers: the actor's next reads must see this commit (read replica).
    await this.readYourWrites.wrote(metadata.actorId);
    return recorded;
  }

  /** The next id for a new stream of this kind (cars, users...): short numbers for URLs. */
  async nextId(kind: string): Promise<number> {
    if (!/^[a-z_]+$/.test(kind)) throw new Error(`Bad id kind ${kind}`);
    // nextval is a bigint, read as a number (the INT8 parser in data-source-options.ts).
    const [row]: Array<{ id: number }> = await this.dataSource.query(`SELECT nextval('public.${kind}_id_seq') AS id`);
    return row.id;
  }

  /** `count` new ids of one kind at once (in one round trip), in ascending order. */
  async nextIds(kind: string, count: number): Promise<number[]> {
    if (!/^[a-z_]+$/.test(kind)) throw new Error(`Bad id kind ${kind}`);
    if (count <= 0) return [];
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT nextval('public.${kind}_id_seq') AS id FROM generate_series(1, $1)`,
      [count],
    );
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }
}
