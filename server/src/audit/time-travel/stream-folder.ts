import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { foldInMemory, TableRows } from '../../event-store/batch/in-memory-fold';
import { RecordedEvent } from '../../event-store/event.types';
import { Projection } from '../../event-store/projection';
import { ProjectionRegistry } from '../../event-store/projection-registry';

type Row = Record<string, unknown>;

/**
 * Columns that change with every write and say nothing about the entity, and search indexes
 * PostgreSQL derives from the columns shown (generated: a fold in memory does not compute them).
 */
export const NOISE = new Set(['version', 'updated_at', 'search_text', 'search_vector', 'filter_tags']);

/**
 * Rebuilds one stream's read-model rows after each of its events from the log alone, in memory,
 * through the projections' pure folds (their `planRun`), without a statement per event: a
 * 100-event history is one pass over the events. A row takes the table's constant defaults for
 * the columns its fold does not write, as an INSERT would. What a fold does not hold is left out:
 * counters shared by every stream that a plan writes beside its rows (`after`: facet and word
 * counts) and columns computed by SQL on write. Rows other streams made are not the stream's:
 * the events that only remove them (`cleansUp`: a removed car's favourites) change nothing here.
 */
@Injectable()
export class StreamFolder {
  private columns?: Promise<Record<string, Column[]>>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
  ) {}

  /** Folds `events` in order; after each, `observe` gets the rows of the tables it touched. Returns every table's rows. */
  async fold(events: readonly RecordedEvent[], observe?: (event: RecordedEvent, touched: TableRows) => void): Promise<TableRows> {
    const columns = await this.tableColumns();
    const held: TableRows = {};
    for (const event of events) {
      const touched: TableRows = {};
      for (const projection of this.of(event)) {
        const own = Object.fromEntries(projection.tables.filter((t) => t in held).map((t) => [t, held[t]]));
        Object.assign(touched, foldInMemory(projection, [event], own));
      }
      Object.assign(held, touched);
      observe?.(event, shown(touched, columns));
    }
    return shown(held, columns);
  }

  /** The projections an event changes on its own stream. */
  private of(event: RecordedEvent): Projection[] {
    return this.registry.projections().filter((p) => p.handles.includes(event.type) && !p.cleansUp?.includes(event.type));
  }

  /**
   * Each read-model table's columns in their order, with their constant defaults evaluated once
   * (those that call a sequence or the clock are left as null: they would not say what the row was).
   */
  private tableColumns(): Promise<Record<string, Column[]>> {
    this.columns ??= (async () => {
      const columns: Array<{ table: string; column: string; expression: string | null }> = await this.dataSource.query(
        `SELECT table_name::text AS table, column_name::text AS column,
                CASE WHEN column_default !~* '(nextval|now|clock_|random|gen_random|current_)' THEN column_default::text END AS expression
           FROM information_schema.columns
          WHERE table_schema = 'projections' AND is_generated = 'NEVER'
          ORDER BY table_name, ordinal_position`,
      );
      const constant = columns.filter((c) => c.expression !== null);
      const pairs = constant.map((c, i) => `$${i + 1}::text, (${c.expression})`).join(', ');
      // One statement for all: a default it cannot evaluate leaves every column null, as the fold wrote it.
      const [{ values }] = constant.length
        ? ((await this.dataSource
            .query(
              `SELECT jsonb_build_object(${pairs}) AS values`,
              constant.map((c) => `${c.table}.${c.column}`),
            )
            .catch(() => [{ values: {} }])) as Array<{ values: Row }>)
        : [{ values: {} }];
      const byTable: Record<string, Column[]> = {};
      for (const c of columns)
        (byTable[c.table] ??= []).push({ name: c.column, initial: values[`${c.table}.${c.column}`] ?? null });
      return byTable;
    })();
    return this.columns;
  }
}

type Column = { name: string; initial: unknown };

/**
 * Rows as the audit shows them, as `SELECT *` gives them: every column in the table's order, a
 * column the fold did not write at its default (or null), without noise, ordered by the first.
 */
function shown(tables: TableRows, columns: Record<string, Column[]>): TableRows {
  const out: TableRows = {};
  for (const [table, rows] of Object.entries(tables)) {
    const all = columns[table] ?? [];
    out[table] = [...rows]
      .sort((a, b) => compare(a[all[0]?.name ?? ''] ?? Object.values(a)[0], b[all[0]?.name ?? ''] ?? Object.values(b)[0]))
      .map((row) =>
        Object.fromEntries(
          (all.length ? all : Object.keys(row).map((name) => ({ name, initial: null })))
            .filter(({ name }) => !NOISE.has(name))
            .map(({ name, initial }) => [name, name in row ? row[name] : initial]),
        ),
      );
  }
  return out;
}

const compare = (a: unknown, b: unknown): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
