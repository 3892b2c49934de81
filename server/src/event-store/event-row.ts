import { RecordedEvent } from './event.types';
import { upcast } from './upcasters';

/** The columns every reader selects, in the shape `toRecordedEvent` expects (optionally of an alias). */
export function eventColumns(alias = ''): string {
  const t = alias ? `${alias}.` : '';
  return `${t}global_position, ${t}stream_type, ${t}stream_id, ${t}stream_version, ${t}event_type,
  ${t}schema_version, ${t}data, ${t}metadata, ${t}recorded_at, ${t}transaction_id::text AS transaction_id`;
}

export const EVENT_COLUMNS = eventColumns();

export interface EventRow {
  /** A bigint, read as a number (the INT8 parser in data-source-options.ts). */
  global_position: number;
  stream_type: string;
  stream_id: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  recorded_at: Date;
  transaction_id: string;
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    position: row.global_position,
    streamType: row.stream_type,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: upcast(row.event_type, row.schema_version, row.data),
    metadata: row.metadata,
    recordedAt: row.recorded_at,
    transactionId: row.transaction_id,
  };
}
