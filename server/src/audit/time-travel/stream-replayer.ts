import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { RecordedEvent } from '../../event-store/event.types';
import { ProjectionRegistry } from '../../event-store/projection-registry';

export type TableRows = Record<string, Array<Record<string, unknown>>>;

/**
 * Columns that change with every write and say nothing about the entity, and search indexes
 * PostgreSQL derives from the columns shown (generated: a fold in memory does not compute them).
 */
export const NOISE = new Set(['version', 'updated_at', 'search_text', 'search_vector', 'filter_tags']);

/**
 * Rebuilds what one stream's read-model rows looked like after any of its events, from the log
 * alone: the real projections are applied to empty temporary copies of their tables (a session's
 * temporary tables shadow the real ones), inside a transaction that is always rolled back.
 */
@Injectable()
export class StreamReplayer {
  private keys?: Promise<Record<string, string[]>>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionRegistry,
  ) {}

  /**
   * Applies `events` in order; after each, `observe` gets the rows of the tables that event's
   * projections write. Returns the rows of every table at the end.
   */
  async replay(events: RecordedEvent[], observe?: (event: RecordedEvent, touched: TableRows) => void): Promise<TableRows> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      const tables = this.tables();
      for (const table of tables) {
        await runner.query(`CREATE TEMP TABLE "${table}" (LIKE projections."${table}" INCLUDING ALL) ON COMMIT DROP`);
      }
      for (const event of events) {
        await this.projections.apply(runner.manager, [event]);
        if (observe) observe(event, await this.rows(runner.manager, this.tablesOf(event.type)));
      }
      return await this.rows(runner.manager, tables);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  /** Every read-model table, from the projections' own declarations. */
  tables(): string[] {
    return [...new Set(this.projections.projections().flatMap((p) => p.tables))].sort();
  }

  /** Each table's primary-key columns, read once from the catalogue: how a row is named in a diff. */
  async keyColumns(): Promise<Record<string, string[]>> {
    this.keys ??= this.dataSource
      .query(
        `SELECT c.relname::text AS table, array_agg(a.attname::text ORDER BY array_position(i.indkey, a.attnum)) AS columns
           FROM pg_index i
           JOIN pg_class c ON c.oid = i.indrelid
           JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'projections'
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(i.indkey)
          WHERE i.indisprimary
          GROUP BY c.relname`,
      )
      .then((rows: Array<{ table: string; columns: string[] }>) => Object.fromEntries(rows.map((r) => [r.table, r.columns])));
    return this.keys;
  }

  tablesOf(eventType: string): string[] {
    return [
      ...new Set(
        this.projections
          .projections()
          .filter((p) => p.handles.includes(eventType))
          .flatMap((p) => p.tables),
      ),
    ];
  }

  private async rows(m: EntityManager, tables: string[]): Promise<TableRows> {
    const out: TableRows = {};
    for (const table of tables) {
      const rows: Array<Record<string, unknown>> = await m.query(`SELECT * FROM pg_temp."${table}" ORDER BY 1`);
      out[table] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !NOISE.has(key))));
    }
    return out;
  }
}
