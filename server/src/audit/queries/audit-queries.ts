import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ReadDatabase } from '../../database/read-replica/read-database';
import { eventColumns, EventRow, toRecordedEvent } from '../../event-store/event-row';
import { RecordedEvent } from '../../event-store/event.types';
import { AuditFilterDto } from '../http/audit-query.dto';

/** An event as auditors see it: who did it (with a name while the account exists), when, what. */
export interface AuditEventView {
  position: number;
  stream_type: string;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: unknown;
  recorded_at: Date;
  actor: { id: number | null; role: string | null; name: string | null };
  correlation_id: string;
  causation_id: string | null;
}

type Row = EventRow & { actor_name: string | null };

export function toAuditView(event: RecordedEvent, actorName: string | null): AuditEventView {
  return {
    position: event.position,
    stream_type: event.streamType,
    stream_id: event.streamId,
    stream_version: event.streamVersion,
    type: event.type,
    schema_version: event.schemaVersion,
    data: event.data,
    recorded_at: event.recordedAt,
    actor: { id: event.metadata.actorId ?? null, role: event.metadata.actorRole ?? null, name: actorName },
    correlation_id: event.metadata.correlationId,
    causation_id: event.metadata.causationId ?? null,
  };
}

const SELECT = `SELECT ${eventColumns('e')}, u.name AS actor_name
  FROM public.events e
  LEFT JOIN users u ON u.id = (e.metadata->>'actorId')::int`;

/** Reads the log for auditors: filtered, ordered by global position, paged by cursor. */
@Injectable()
export class AuditQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: ReadDatabase,
  ) {}

  /** A page of the log for `readerId`; it may come from the read replica. */
  async page(filter: AuditFilterDto, cursor: number | undefined, limit: number, readerId?: number) {
    const order = filter.order ?? 'desc';
    const { where, params } = this.where(filter);
    if (cursor !== undefined) {
      params.push(cursor);
      where.push(`e.global_position ${order === 'desc' ? '<' : '>'} $${params.length}`);
    }
    params.push(limit + 1);
    const rows: Row[] = await this.reads.for(readerId).query(
      `${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY e.global_position ${order === 'desc' ? 'DESC' : 'ASC'} LIMIT $${params.length}`,
      params,
    );
    const data = rows.slice(0, limit).map((r) => toAuditView(toRecordedEvent(r), r.actor_name));
    const nextCursor = rows.length > limit ? data[data.length - 1].position : null;
    return { data, meta: { next_cursor: nextCursor, limit, order } };
  }

  /** Every event of one stream, oldest first (from the primary: the time travel reads the stream there too). */
  async stream(streamType: string, streamId: string): Promise<AuditEventView[]> {
    const rows: Row[] = await this.dataSource.query(
      `${SELECT} WHERE e.stream_type = $1 AND e.stream_id = $2 ORDER BY e.stream_version`,
      [streamType, streamId],
    );
    return rows.map((r) => toAuditView(toRecordedEvent(r), r.actor_name));
  }

  /** Keyset batches for the export: each call continues after the last position it returned (may come from the replica). */
  async batch(filter: AuditFilterDto, after: number | null, size: number, readerId?: number): Promise<AuditEventView[]> {
    const order = filter.order ?? 'asc';
    const { where, params } = this.where(filter);
    if (after !== null) {
      params.push(after);
      where.push(`e.global_position ${order === 'desc' ? '<' : '>'} $${params.length}`);
    }
    params.push(size);
    const rows: Row[] = await this.reads.for(readerId).query(
      `${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY e.global_position ${order === 'desc' ? 'DESC' : 'ASC'} LIMIT $${params.length}`,
      params,
    );
    return rows.map((r) => toAuditView(toRecordedEvent(r), r.actor_name));
  }

  private where(filter: AuditFilterDto): { where: string[]; params: unknown[] } {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: (p: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (filter.stream_type) add((p) => `e.stream_type = ${p}`, filter.stream_type);
    if (filter.stream_id) add((p) => `e.stream_id = ${p}`, filter.stream_id);
    if (filter.event_type?.length) add((p) => `e.event_type = ANY(${p}::text[])`, filter.event_type);
    if (filter.actor_id) add((p) => `e.metadata->>'actorId' = ${p}`, String(filter.actor_id));
    if (filter.from) add((p) => `e.recorded_at >= ${p}`, new Date(filter.from));
    if (filter.to) add((p) => `e.recorded_at < ${p}`, new Date(filter.to));
    return { where, params };
  }
}
