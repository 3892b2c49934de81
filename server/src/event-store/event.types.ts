/** Who caused an event and in answer to what: the audit trail's "who" and "why". */
export interface EventMetadata {
  actorId: number | null;
  actorRole: string | null;
  correlationId: string;
  causationId?: string | null;
}

/** An event as a command decides it, before it has a place in the log. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** An event as the log holds it. Data is always at the current schema version (see upcasters). */
export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  position: number;
  streamType: string;
  streamId: string;
  streamVersion: number;
  schemaVersion: number;
  metadata: EventMetadata;
  recordedAt: Date;
  transactionId: string;
}

/** Events appended to one stream, expecting it to be at `expectedVersion` (0: must not exist yet). */
export interface StreamWrite {
  streamType: string;
  streamId: string | number;
  expectedVersion: number;
  events: NewEvent[];
}

export const NO_STREAM = 0;
