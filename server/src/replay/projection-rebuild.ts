import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { EVENT_COLUMNS, EventRow, toRecordedEvent } from '../event-store/event-row';
import { readableHorizon } from '../event-store/subscription/log-horizon';
import { RecordedEvent } from '../event-store/event.types';
import { ProjectionRegistry } from '../event-store/projection-registry';
import { READ_MODEL_SCHEMA } from '../database/data-source-options';

export interface RebuildReport {
  events: number;
  seconds: number;
  eventsPerSecond: number;
  tables: Array<{ table: string; rows: number; checksum: string }>;
  /** Events applied while writes were held back, just before the swap. */
  caughtUpUnderLock: number;
}

export interface RebuildOptions {
  batchSize?: number;
  /** Only replay (for measuring throughput): no lock, no comparison, no swap; the copy is dropped. */
  measureOnly?: boolean;
  /** Called after every batch (progress, and tests that write during the rebuild). */
  onBatch?: (applied: number) => Promise<void> | void;
}

export class ReadModelMismatch extends Error {}

interface Checkpoint {
  transactionId: string;
  position: number;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Rebuilds every read model from the log into a fresh schema and swaps it in, while the API keeps
 * answering and accepting writes:
 *  1. copy the tables' definitions into `projections_rebuild_<ts>` and replay the log into them,
 *     in the subscriptions' order (transaction id, position) below the running-transaction horizon;
 *  2. repeat until the events written meanwhile are few;
 *  3. briefly hold writers back (EXCLUSIVE lock on the log: appends wait, reads go on), apply the
 *     last events, check every table equals the live one (row checksums), and rename the schemas
 *     in the same transaction. Readers see the old tables or the new ones, never an empty one.
 */
@Injectable()
export class ProjectionRebuild {
  private readonly logger = new Logger(ProjectionRebuild.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
  ) {}

  tables(): string[] {
    return [...new Set(this.registry.projections().flatMap((p) => p.tables))].sort();
  }

  async run(options: RebuildOptions = {}): Promise<RebuildReport> {
    const tables = this.tables();
    await this.assertEveryTableIsOwned(tables);
    const schema = `${READ_MODEL_SCHEMA}_rebuild_${Date.now()}`;
    const started = process.hrtime.bigint();
    await this.createSchema(schema, tables);
    let checkpoint: Checkpoint = { transactionId: '0', position: 0 };
    let applied = 0;
    try {
      // 1 and 2: replay without holding anyone back, until a pass finds little new.
      for (let pass = 0; ; pass++) {
        let inPass = 0;
        for (;;) {
          const batch = await this.readBatch(this.dataSource.manager, checkpoint, options.batchSize ?? 5000, true);
          if (!batch.length) break;
          await this.applyBatch(schema, batch);
          checkpoint = { transactionId: batch[batch.length - 1].transactionId, position: batch[batch.length - 1].position };
          inPass += batch.length;
          applied += batch.length;
          await options.onBatch?.(applied);
        }
        if (inPass < 200 || pass >= 10 || options.measureOnly) break;
      }
      if (options.measureOnly) {
        await this.dataSource.query(`DROP SCHEMA ${quote(schema)} CASCADE`);
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        return { events: applied, seconds, eventsPerSecond: Math.round(applied / seconds), tables: [], caughtUpUnderLock: 0 };
      }
      // 3: writers wait for this transaction; everything committed before it is visible to it.
      const retired = `${READ_MODEL_SCHEMA}_retired_${Date.now()}`;
      const { caughtUp, checksums } = await this.dataSource.transaction(async (m) => {
        await m.query(`LOCK TABLE public.events IN EXCLUSIVE MODE`);
        let late = 0;
        for (;;) {
          const batch = await this.readBatch(m, checkpoint, options.batchSize ?? 5000, false);
          if (!batch.length) break;
          await this.applyWith(m, schema, batch);
          checkpoint = { transactionId: batch[batch.length - 1].transactionId, position: batch[batch.length - 1].position };
          late += batch.length;
        }
        const sums = await this.compare(m, schema, tables);
        await m.query(`ALTER SCHEMA ${quote(READ_MODEL_SCHEMA)} RENAME TO ${quote(retired)}`);
        await m.query(`ALTER SCHEMA ${quote(schema)} RENAME TO ${quote(READ_MODEL_SCHEMA)}`);
        return { caughtUp: late, checksums: sums };
      });
      applied += caughtUp;
      // Queries that began before the swap finish on the retired tables; DROP waits for them.
      await this.dataSource.query(`DROP SCHEMA ${quote(retired)} CASCADE`).catch((error: Error) => {
        this.logger.warn(`could not drop the retired schema: ${error.message}`);
      });
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      return {
        events: applied,
        seconds,
        eventsPerSecond: Math.round(applied / seconds),
        tables: checksums,
        caughtUpUnderLock: caughtUp,
      };
    } catch (error) {
      await this.dataSource.query(`DROP SCHEMA IF EXISTS ${quote(schema)} CASCADE`).catch(() => undefined);
      throw error;
    }
  }

  /** Row-by-row equality, by checksums of every row's text, computed on both sides under the lock. */
  private async compare(m: EntityManager, schema: string, tables: string[]) {
    const sums: Array<{ table: string; rows: number; checksum: string }> = [];
    const mismatched: string[] = [];
    for (const table of tables) {
      const [live] = await m.query(this.checksumSql(READ_MODEL_SCHEMA, table));
      const [rebuilt] = await m.query(this.checksumSql(schema, table));
      if (live.rows !== rebuilt.rows || live.checksum !== rebuilt.checksum) {
        mismatched.push(`${table} (live ${live.rows} rows, rebuilt ${rebuilt.rows})`);
      }
      sums.push({ table, rows: Number(rebuilt.rows), checksum: rebuilt.checksum ?? '' });
    }
    if (mismatched.length) throw new ReadModelMismatch(`rebuilt read models differ from the live ones: ${mismatched.join(', ')}`);
    return sums;
  }

  checksumSql(schema: string, table: string): string {
    return `SELECT count(*)::int AS rows, md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS checksum
              FROM ${quote(schema)}.${quote(table)} t`;
  }

  private async readBatch(m: EntityManager, from: Checkpoint, size: number, belowHorizon: boolean): Promise<RecordedEvent[]> {
    // The horizon is read in a statement of its own, before the events (see readableHorizon).
    const horizon = belowHorizon ? await readableHorizon(m) : null;
    const rows: EventRow[] = await m.query(
      `SELECT ${EVENT_COLUMNS} FROM public.events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
          ${horizon ? 'AND transaction_id < $4::xid8' : ''}
        ORDER BY transaction_id, global_position
        LIMIT $3`,
      horizon ? [from.transactionId, from.position, size, horizon] : [from.transactionId, from.position, size],
    );
    return rows.map(toRecordedEvent);
  }

  private async applyBatch(schema: string, events: RecordedEvent[]): Promise<void> {
    await this.dataSource.transaction((m) => this.applyWith(m, schema, events));
  }

  /** The projections' unqualified table names resolve to the rebuild schema for this transaction. */
  private async applyWith(m: EntityManager, schema: string, events: RecordedEvent[]): Promise<void> {
    await m.query(`SELECT set_config('search_path', $1, true)`, [`${quote(schema)}, public`]);
    await this.registry.apply(m, events);
    await m.query(`SELECT set_config('search_path', $1, true)`, [`${READ_MODEL_SCHEMA}, public`]);
  }

  private async createSchema(schema: string, tables: string[]): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await m.query(`CREATE SCHEMA ${quote(schema)}`);
      for (const table of tables) {
        await m.query(
          `CREATE TABLE ${quote(schema)}.${quote(table)} (LIKE ${quote(READ_MODEL_SCHEMA)}.${quote(table)} INCLUDING ALL)`,
        );
      }
    });
  }

  /** A read-model table no projection owns would be lost by a swap: refuse to start. */
  private async assertEveryTableIsOwned(tables: string[]): Promise<void> {
    const rows: Array<{ table: string }> = await this.dataSource.query(
      `SELECT table_name AS table FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
      [READ_MODEL_SCHEMA],
    );
    const live = rows.map((r) => r.table);
    const orphans = live.filter((t) => !tables.includes(t));
    const missing = tables.filter((t) => !live.includes(t));
    if (orphans.length || missing.length) {
      throw new Error(
        `read models and projections disagree: unowned tables [${orphans.join(', ')}], missing tables [${missing.join(', ')}]`,
      );
    }
  }
}
