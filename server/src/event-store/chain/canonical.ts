import { hash } from 'node:crypto';

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
 *
 * Written for speed (the verifier runs it on every event of the log): strings JSON and NFC leave
 * as they are (printable ASCII without `"` or `\`) are quoted without either pass, and objects
 * are written by concatenation, without intermediate arrays.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return canonicalString(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`not a JSON number: ${value}`);
      // A finite number: String prints it as JSON.stringify does (-0 as 0).
      return String(value);
    case 'object':
      return Array.isArray(value) ? canonicalArray(value) : canonicalObject(value as Record<string, unknown>);
    default:
      throw new Error(`not a JSON value: ${typeof value}`);
  }
}

/** Printable ASCII but `"` and `\`: its JSON is itself in quotes, and NFC leaves it as it is. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

function canonicalString(text: string): string {
  return PLAIN.test(text) ? `"${text}"` : JSON.stringify(text.normalize('NFC'));
}

function canonicalArray(items: unknown[]): string {
  let out = '[';
  for (let i = 0; i < items.length; i++) out += (i ? ',' : '') + canonicalJson(items[i]);
  return out + ']';
}

function canonicalObject(object: Record<string, unknown>): string {
  const keys = Object.keys(object);
  if (!keys.every((key) => PLAIN.test(key))) return canonicalObjectOfAnyKeys(object);
  // Plain keys are their own NFC: sort() orders them by UTF-16 code units, as the form says.
  keys.sort();
  let out = '{';
  let first = true;
  for (const key of keys) {
    const item = object[key];
    if (item === undefined) continue;
    out += `${first ? '' : ','}"${key}":${canonicalJson(item)}`;
    first = false;
  }
  return out + '}';
}

/** Keys that need NFC (or escaping): normalised first, then sorted, so their order is the NFC text's. */
function canonicalObjectOfAnyKeys(object: Record<string, unknown>): string {
  const entries = Object.entries(object)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k.normalize('NFC'), v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The event's canonical text: one JSON object with the fields of ChainedContent. */
export function canonicalEvent(event: ChainedContent): string {
  // The fields' keys in their sorted order, written directly: what canonicalJson of the object gives.
  return (
    `{"data":${canonicalJson(event.data)},"metadata":${canonicalJson(event.metadata)}` +
    `,"position":${canonicalJson(event.position)},"recordedAt":${canonicalJson(event.recordedAt)}` +
    `,"schemaVersion":${canonicalJson(event.schemaVersion)},"streamId":${canonicalJson(event.streamId)}` +
    `,"streamType":${canonicalJson(event.streamType)},"streamVersion":${canonicalJson(event.streamVersion)}` +
    `,"type":${canonicalJson(event.type)}}`
  );
}

/** Where chainHash writes the bytes it hashes, grown to the longest event seen. */
let scratch = Buffer.alloc(64 * 1024);

/** hash = SHA-256(previous hash ‖ UTF-8 of the canonical text). */
export function chainHash(previous: Buffer, canonical: string): Buffer {
  // A UTF-16 unit is at most 3 bytes of UTF-8: with this room, write() never truncates.
  if (scratch.length < 32 + 3 * canonical.length) scratch = Buffer.alloc(2 * (32 + 3 * canonical.length));
  previous.copy(scratch, 0);
  const length = 32 + scratch.write(canonical, 32, 'utf8');
  return hash('sha256', scratch.subarray(0, length), 'buffer');
}
