import { Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { PreparedStatement, PreparingReader, queryPrepared, runPrepared } from '../prepared-statement';
import { ReadYourWrites, UNKNOWN } from './read-your-writes';
import { ReplicaMonitor } from './replica-monitor';

/**
 * What a query class needs to read: the primary's DataSource has this shape, and so do routed reads.
 * `T` is the shape of the rows the caller's SQL selects (pg does not check it): give it, or annotate the result.
 */
export interface Queryable {
  query<T = unknown>(sql: string, params?: unknown[]): Promise<T>;
}

/**
 * A table, column or function the replica has not replayed yet (a migration just ran on the
 * primary): that read works on the primary.
 */
const BEHIND_THE_SCHEMA = ['42P01', '42703', '42883'];

/**
 * Errors of the replica rather than of the query: connection refused or lost, the server shutting
 * down or starting (class 08, 57P01–57P03), out of connections or resources (53), a statement
 * cancelled by a recovery conflict (40001, 57014), no answer, a schema not replayed yet. The same
 * read on the primary works. A bad query (syntax, bad value) fails the same there, so it is not retried.
 */
function isReplicaTrouble(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return ['08', '53', '57', '58', '40'].includes(code.slice(0, 2)) || BEHIND_THE_SCHEMA.includes(code);
}

/** A failure that says the replica is gone, rather than one statement it could not answer. */
const isReplicaDown = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return !(code === '40001' || code === '57014' || BEHIND_THE_SCHEMA.includes(code as string));
};

/**
 * Reads that may be served by the read replica (DATABASE_READ_URL): `for(reader)` gives a
 * Queryable that, at its first query, picks the replica when it is up, within the lag bound and
 * has replayed the reader's own last write, else the primary, and keeps that choice for its
 * other queries (a page and its count agree). A read the replica fails is read again from the
 * primary. Without DATABASE_READ_URL it is the primary's DataSource itself.
 */
@Injectable()
export class ReadDatabase {
  private readonly logger = new Logger('ReadReplica');

  constructor(
    private readonly primary: DataSource,
    private readonly monitor: ReplicaMonitor,
    private readonly writes: ReadYourWrites,
  ) {}

  /** Reads for `readerId` (the signed-in account; undefined or null for a visitor). */
  for(readerId: number | null | undefined): Queryable {
    if (!this.monitor.configured) return this.primary;
    let target: Promise<'replica' | 'primary'> | null = null;
    // One read: on the reader's choice, and again on the primary when the replica fails it.
    const read = async <T>(onPrimary: () => Promise<T>, onReplica: (replica: Pool) => Promise<T>): Promise<T> => {
      target ??= this.pick(readerId ?? null);
      if ((await target) === 'primary') return onPrimary();
      try {
        return await onReplica(this.monitor.replica);
      } catch (error) {
        if (!isReplicaTrouble(error)) throw error;
        if (isReplicaDown(error)) this.monitor.failed(error as Error);
        else this.logger.warn(`the replica could not answer a read, read again from the primary: ${(error as Error).message}`);
        target = Promise.resolve('primary');
        return onPrimary();
      }
    };
    const reader: Queryable & PreparingReader = {
      query: <T>(sql: string, params?: unknown[]) =>
        read(
          () => this.primary.query<T>(sql, params),
          async (replica) => (await replica.query(sql, params)).rows as T,
        ),
      prepared: <T>(statement: PreparedStatement, params: unknown[]) =>
        read(
          () => runPrepared<T>(this.primary, statement, params),
          (replica) => queryPrepared<T>(replica, statement, params),
        ),
    };
    return reader;
  }

  private async pick(readerId: number | null): Promise<'replica' | 'primary'> {
    const replayed = this.monitor.usableReplay();
    if (replayed === null) return 'primary';
    if (readerId === null) return 'replica';
    const mustSee = await this.writes.mustSee(readerId);
    return mustSee !== UNKNOWN && replayed >= mustSee ? 'replica' : 'primary';
  }
}
