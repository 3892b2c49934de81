/** An event as GET /api/audit/events and the stream history answer it. */
export interface AuditEvent {
  position: number;
  stream_type: string;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: unknown;
  recorded_at: string;
  actor: { id: number | null; role: string | null; name: string | null };
  correlation_id: string;
  causation_id: string | null;
}

export type Change =
  | { table: string; row: string; op: 'added'; values: Record<string, unknown> }
  | { table: string; row: string; op: 'removed' }
  | { table: string; row: string; op: 'changed'; field: string; from: unknown; to: unknown };

export interface AuditPage {
  data: AuditEvent[];
  meta: { next_cursor: number | null; limit: number; order: 'asc' | 'desc' };
}

export interface StreamHistory {
  stream_type: string;
  stream_id: string;
  version: number;
  events: Array<AuditEvent & { changes: Change[] }>;
}

export interface StreamState {
  stream_type: string;
  stream_id: string;
  version: number;
  at: string;
  state: Record<string, Array<Record<string, unknown>>>;
}

/** The log's filters, as kept in the page's URL. */
export interface AuditFilters {
  stream_type?: string;
  stream_id?: string;
  event_type?: string;
  actor_id?: string;
  from?: string;
  to?: string;
  order?: 'asc' | 'desc';
}
