import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isInsufficientPrivilege } from '../../database/pg-errors';

/**
 * The listing table's text indexes (GIN) keep new entries in a pending list, and the write that
 * fills it (4 MB by default) moves the whole list into the index before it commits: a re-pricing
 * batch that happened to be that write held its listings for hundreds of milliseconds. Between
 * batches, outside any transaction that locks a listing, the repricer moves each list into its
 * index itself (`gin_clean_pending_list`), so a batch only ever adds its own few entries. Needs
 * the index's owner (the role that ran the migrations); without it the lists are left to
 * autovacuum, as before.
 */
export class TextIndexPendingLists {
  private static readonly logger = new Logger('TextIndexPendingLists');

  private constructor(
    private readonly dataSource: DataSource,
    private indexes: number[],
  ) {}

  /** The GIN indexes of the listing table, found once for a pass. */
  static async of(dataSource: DataSource): Promise<TextIndexPendingLists> {
    const rows: Array<{ oid: number }> = await dataSource.query(
      `SELECT i.indexrelid::int8 AS oid
         FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
        WHERE i.indrelid = 'projections.cars'::regclass AND a.amname = 'gin'`,
    );
    return new TextIndexPendingLists(
      dataSource,
      rows.map((row) => row.oid),
    );
  }

  /** Moves every pending list into its index, in one statement. */
  async clean(): Promise<void> {
    if (this.indexes.length === 0) return;
    try {
      await this.dataSource.query(`SELECT gin_clean_pending_list(i::regclass) FROM unnest($1::oid[]) AS i`, [this.indexes]);
    } catch (error) {
      if (!isInsufficientPrivilege(error)) throw error;
      TextIndexPendingLists.logger.warn(`the text indexes' pending lists are left to autovacuum: ${(error as Error).message}`);
      this.indexes = [];
    }
  }
}
