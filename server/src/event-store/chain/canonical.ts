import { createHash } from 'node:crypto';

/**
 * The canonical form of an event, the bytes its hash covers (see CHAIN.md beside this file).
 * Every verifier (the replay CLI, the browser, an auditor's own script) must produce exactly
 * these bytes from the same event, so the form is defined here once and written down there.
 */
export interface ChainedContent {
  position: number;
  streamType: string;
  streamId: string;
  streamVersion: number;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: unknown;
  /** UTC, microseconds, `YYYY-MM-DDTHH:MM:SS.ffffffZ` (PostgreSQL keeps microseconds). */
  recordedAt: string;
}

/** The hash before the first event. */
export const GENESIS = Buffer.alloc(32);

/** SQL giving a timestamptz column as the canonical text (`recordedAt`). */
export const canonicalTimeSql = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * RFC 8785 (JSON Canonicalization Scheme) with every string, keys included, in Unicode NFC:
 * keys sorted by UTF-16 code units, no white space, numbers as ECMAScript prints them, strings
 * escaped as JSON.stringify does. Non-finite numbers and values JSON cannot hold are refused.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.normalize('NFC'));
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`not a JSON number: ${value}`);
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k.normalize('NFC'), v] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
    }
    default:
      throw new Error(`not a JSON value: ${typeof value}`);
  }
}

/** The event's canonical text: one JSON object with the fields of ChainedContent. */
export function canonicalEvent(event: ChainedContent): string {
  return canonicalJson({
    data: event.data,
    metadata: event.metadata,
    position: event.position,
    recordedAt: event.recordedAt,
    schemaVersion: event.schemaVersion,
    streamId: event.streamId,
    streamType: event.streamType,
    streamVersion: event.streamVersion,
    type: event.type,
  });
}

/** hash = SHA-256(previous hash ‖ UTF-8 of the canonical text). */
export function chainHash(previous: Buffer, canonical: string): Buffer {
  return createHash('sha256').update(previous).update(canonical, 'utf8').digest();
}
