import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Each read-model table's primary-key columns, read once from the catalogue: how a row is named in a diff. */
@Injectable()
export class ReadModelKeys {
  private keys?: Promise<Record<string, string[]>>;

  constructor(private readonly dataSource: DataSource) {}

  keyColumns(): Promise<Record<string, string[]>> {
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
}
