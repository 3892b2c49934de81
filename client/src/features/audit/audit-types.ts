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

/** GET /api/audit/digest: the log's signed tree head (server/src/event-store/chain/CHAIN.md). */
export interface LogDigest {
  version: number;
  size: number;
  position: number;
  head: string;
  root: string;
  at: string;
  key_id: string;
  signature: string;
}

/** GET /api/audit/events/{position}/proof */
export interface InclusionProof {
  digest: LogDigest;
  index: number;
  position: number;
  previous_hash: string;
  canonical: string;
  hash: string;
  path: string[];
}

/** GET /api/audit/key */
export interface AuditKey {
  algorithm: 'Ed25519';
  public_key: string;
  pem: string;
  key_id: string;
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
