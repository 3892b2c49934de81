import { EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { createHash } from 'node:crypto';

/**
 * A hash chain over the log (server/src/event-store/chain/CHAIN.md): each event gets its index in
 * the chain (0, 1, 2… without gaps, in the order the subscriptions read) and the SHA-256 of its
 * canonical content and the hash before it. The events already recorded are hashed here, in
 * that order.
 *
 * The log stays append-only, with one exception: a row without a hash may be sealed once (its
 * index and hash set, nothing else). The unique index on the chain index makes a fork (two
 * events claiming one place) impossible.
 */
export class EventChain1765060000000 implements MigrationInterface {
  name = 'EventChain1765060000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE public.events ADD COLUMN log_index bigint, ADD COLUMN hash bytea`);
    await q.query(`ALTER TABLE public.events ADD CONSTRAINT events_sealed_whole
      CHECK ((hash IS NULL) = (log_index IS NULL) AND (hash IS NULL OR octet_length(hash) = 32))`);
    await q.query(`CREATE UNIQUE INDEX events_log_index_uq ON public.events (log_index) INCLUDE (hash)`);
    await q.query(`CREATE INDEX events_unsealed_idx ON public.events (transaction_id, global_position) WHERE hash IS NULL`);
    await q.query(`DROP TRIGGER events_append_only ON public.events`);
    await q.query(`
      CREATE TRIGGER events_append_only BEFORE DELETE OR TRUNCATE ON public.events
      FOR EACH STATEMENT EXECUTE FUNCTION public.events_are_append_only()`);
    await q.query(`
      CREATE FUNCTION public.events_seal_once() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.hash IS NULL AND NEW.hash IS NOT NULL
           AND (NEW.global_position, NEW.stream_type, NEW.stream_id, NEW.stream_version, NEW.event_type,
                NEW.schema_version, NEW.data, NEW.metadata, NEW.transaction_id, NEW.recorded_at)
               IS NOT DISTINCT FROM
               (OLD.global_position, OLD.stream_type, OLD.stream_id, OLD.stream_version, OLD.event_type,
                OLD.schema_version, OLD.data, OLD.metadata, OLD.transaction_id, OLD.recorded_at) THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'events are append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER events_sealed_once BEFORE UPDATE ON public.events
      FOR EACH ROW EXECUTE FUNCTION public.events_seal_once()`);
    // One round trip for the append: the chain lock (until commit), the head, positions, the time.
    // Each statement of a plpgsql function takes a new snapshot, so the head is read after the
    // lock is held: it is the previous holder's committed last event.
    await q.query(`
      CREATE FUNCTION public.event_chain_reserve(n integer, OUT prev_hash bytea, OUT next_index bigint,
                                                 OUT positions bigint[], OUT recorded_at text, OUT unsealed boolean)
      LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('sayyara:event-chain'));
        SELECT e.hash, e.log_index + 1 INTO prev_hash, next_index
          FROM public.events e WHERE e.log_index IS NOT NULL ORDER BY e.log_index DESC LIMIT 1;
        next_index := coalesce(next_index, 0);
        unsealed := EXISTS (SELECT 1 FROM public.events WHERE hash IS NULL);
        IF NOT unsealed THEN
          positions := ARRAY(SELECT nextval(pg_get_serial_sequence('public.events', 'global_position'))
                               FROM generate_series(1, n));
        END IF;
        recorded_at := to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"');
      END $$`);
    await sealUnsealed(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION public.event_chain_reserve(integer)`);
    await q.query(`DROP TRIGGER events_sealed_once ON public.events`);
    await q.query(`DROP FUNCTION public.events_seal_once()`);
    await q.query(`DROP TRIGGER events_append_only ON public.events`);
    await q.query(`
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON public.events
      FOR EACH STATEMENT EXECUTE FUNCTION public.events_are_append_only()`);
    await q.query(`ALTER TABLE public.events DROP COLUMN hash, DROP COLUMN log_index`);
  }
}

/*
 * FROZEN COPIES. A migration is frozen text: it must do on a database migrated next year exactly
 * what it did the day it landed. So the code it used then is copied here, not imported: from
 * server/src/event-store/chain/canonical.ts and event-chain.ts as they stood (the chain's first
 * canonical form, CHAIN.md). Do not update them from the live code: a new canonical form is a
 * new migration that reseals the log, never a change here.
 */

type Querier = Pick<EntityManager, 'query'>;

/** The canonical form of an event, the bytes its hash covers (server/src/event-store/chain/CHAIN.md). */
interface ChainedContent {
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
const GENESIS = Buffer.alloc(32);

/** SQL giving a timestamptz column as the canonical text (`recordedAt`). */
const canonicalTimeSql = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * RFC 8785 (JSON Canonicalization Scheme) with every string, keys included, in Unicode NFC:
 * keys sorted by UTF-16 code units, no white space, numbers as ECMAScript prints them, strings
 * escaped as JSON.stringify does. Non-finite numbers and values JSON cannot hold are refused.
 */
function canonicalJson(value: unknown): string {
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
function canonicalEvent(event: ChainedContent): string {
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
function chainHash(previous: Buffer, canonical: string): Buffer {
  return createHash('sha256').update(previous).update(canonical, 'utf8').digest();
}

interface UnsealedRow {
  global_position: number;
  stream_type: string;
  stream_id: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  recorded_at: string;
}

/**
 * Hashes the events that have no hash yet, in read order, after the last sealed one. Needs the
 * chain lock (or no writer at all: a migration). The append-only trigger lets a row be sealed
 * once, and nothing else.
 */
async function sealUnsealed(manager: Querier, batchSize = 5000, progress?: (sealed: number) => void): Promise<number> {
  let sealed = 0;
  for (;;) {
    const [head]: Array<{ hash: Buffer; log_index: number } | undefined> = await manager.query(
      `SELECT hash, log_index FROM public.events WHERE log_index IS NOT NULL ORDER BY log_index DESC LIMIT 1`,
    );
    const rows: UnsealedRow[] = await manager.query(
      `SELECT global_position, stream_type, stream_id, stream_version, event_type, schema_version, data, metadata,
              ${canonicalTimeSql('recorded_at')} AS recorded_at
         FROM public.events WHERE hash IS NULL
        ORDER BY transaction_id, global_position LIMIT $1`,
      [batchSize],
    );
    if (!rows.length) return sealed;
    let previous: Buffer = head?.hash ?? GENESIS;
    let index = head ? head.log_index + 1 : 0;
    const positions: number[] = [];
    const indexes: number[] = [];
    const hashes: Buffer[] = [];
    for (const row of rows) {
      previous = chainHash(previous, canonicalEvent(contentOf(row)));
      positions.push(row.global_position);
      indexes.push(index++);
      hashes.push(previous);
    }
    await manager.query(
      `UPDATE public.events e SET log_index = t.i, hash = t.h
         FROM unnest($1::bigint[], $2::bigint[], $3::bytea[]) AS t(p, i, h)
        WHERE e.global_position = t.p`,
      [positions, indexes, hashes],
    );
    sealed += rows.length;
    progress?.(sealed);
  }
}

function contentOf(row: UnsealedRow) {
  return {
    position: row.global_position,
    streamType: row.stream_type,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}
