import { Injectable } from '@nestjs/common';
import { TableRows } from '../../event-store/batch/in-memory-fold';
import { EventStore } from '../../event-store/event-store.service';
import { notFound } from '../../shared/http/http-errors';
import { AR } from '../../shared/messages/ar';
import { AuditEventView } from '../queries/audit-queries';
import { AuditQueries } from '../queries/audit-queries';
import { ReadModelKeys } from './read-model-keys';
import { Change, diffRows } from './row-diff';
import { StreamFolder } from './stream-folder';

export interface StreamHistory {
  stream_type: string;
  stream_id: string;
  version: number;
  events: Array<AuditEventView & { changes: Change[] }>;
}

export interface StreamState {
  stream_type: string;
  stream_id: string;
  version: number;
  at: Date;
  state: TableRows;
}

/** A stream's history with what each event changed, and its state at any point of it. */
@Injectable()
export class StreamHistoryService {
  constructor(
    private readonly store: EventStore,
    private readonly audit: AuditQueries,
    private readonly keys: ReadModelKeys,
    private readonly folder: StreamFolder,
  ) {}

  /** Each event with what it changed in the read models, diffed after each event (folded in memory: StreamFolder). */
  async history(streamType: string, streamId: string): Promise<StreamHistory> {
    const [views, events, keys] = await Promise.all([
      this.audit.stream(streamType, streamId),
      this.store.readStream(streamType, streamId),
      this.keys.keyColumns(),
    ]);
    if (!events.length) throw notFound(AR.audit.noStream);
    const changes = new Map<number, Change[]>();
    const current: TableRows = {};
    await this.folder.fold(events, (event, touched) => {
      const before = Object.fromEntries(Object.keys(touched).map((table) => [table, current[table] ?? []]));
      changes.set(event.position, diffRows(before, touched, keys));
      Object.assign(current, touched);
    });
    return {
      stream_type: streamType,
      stream_id: streamId,
      version: events[events.length - 1].streamVersion,
      events: views.map((view) => ({ ...view, changes: changes.get(view.position) ?? [] })),
    };
  }

  /** The read-model rows of the stream after `version`, or as of time `at` (last event at or before it). */
  async stateAt(streamType: string, streamId: string, point: { version?: number; at?: Date }): Promise<StreamState> {
    const all = await this.store.readStream(streamType, streamId);
    const events = all.filter(
      (e) =>
        (point.version === undefined || e.streamVersion <= point.version) && (point.at === undefined || e.recordedAt <= point.at),
    );
    if (!events.length) throw notFound(all.length ? AR.audit.notYet : AR.audit.noStream);
    const rows = await this.folder.fold(events);
    const state = Object.fromEntries(Object.entries(rows).filter(([, r]) => r.length > 0));
    const last = events[events.length - 1];
    return { stream_type: streamType, stream_id: streamId, version: last.streamVersion, at: last.recordedAt, state };
  }
}
