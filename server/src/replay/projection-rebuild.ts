import { Injectable, Logger } from '@nestjs/common';
import { escapeIdentifier as quote } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { readableHorizon } from '../event-store/subscription/log-horizon';
import { LogCheckpoint, readLog } from '../event-store/subscription/log-reader';
import { RecordedEvent } from '../event-store/event.types';
import { Projection, projectionName, projectionVersion } from '../event-store/projection';
import { ProjectionRegistry } from '../event-store/projection-registry';
import { READ_MODEL_SCHEMA } from '../database/data-source-options';
import { liveVersions, recordVersions } from './projection-versions';
import { buildIndexes, deferSecondaryIndexes, nameIndexesAsLive } from './deferred-indexes';
import { describeDiffs, differs, diffTable, TableDiff } from './read-model-diff';
import { messageOf } from '../shared/error-message';

export interface RebuildReport {
  events: number;
  seconds: number;
  eventsPerSecond: number;
  tables: Array<{ table: string; rows: number; checksum: string }>;
  /** Events applied while writes were held back, just before the swap. */
  caughtUpUnderLock: number;
  /** The projections rebuilt, with the version now live and the one before. */
  projections: Array<{ name: string; version: number; previous: number }>;
  /** How each rebuilt table differed from the live one it replaced. */
  diffs: TableDiff[];
  /** From the start of the rebuild to the swap (the tables' new contents visible). */
  secondsToSwap: number;
  /** Of `seconds`, the time spent building the indexes left for last (deferred-indexes.ts). */
  secondsIndexing: number;
}

export interface RebuildOptions {
  batchSize?: number;
  /** Only replay (for measuring throughput): no lock, no comparison, no swap; the copy is dropped. */
  measureOnly?: boolean;
  /** Apply every event on its own rather than in runs (to measure the batched replay against). */
  oneByOne?: boolean;
  /** With measureOnly: stop after about this many events (a slow way measured on part of a big log). */
  stopAfter?: number;
  /** Called after every batch (progress, and tests that write during the rebuild). */
  onBatch?: (applied: number) => Promise<void> | void;
  /** Names of the projections to rebuild (`car-listing`…); every projection when absent. */
  projections?: readonly string[];
  /**
   * `verify` (the default, for auditors): the rebuilt tables must equal the live ones, row for row.
   * `deploy`: they may differ when the projection's version is newer than the live one, or with
   * `accept`; otherwise the rebuild is refused with the differences.
   */
  mode?: 'verify' | 'deploy';
  accept?: boolean;
}

export class ReadModelMismatch extends Error {
  constructor(
    message: string,
    readonly diffs: TableDiff[] = [],
  ) {
    super(message);
  }
}

type Checkpoint = LogCheckpoint;

/**
 * Rebuilds read models from the log into a fresh schema and swaps them in, while the API keeps
 * answering and accepting writes:
 *  1. copy the tables' definitions into `projections_rebuild_<ts>` and replay the log into them
 *     (only the chosen projections' tables, by only those projections), in the subscriptions'
 *     order (transaction id, position) below the running-transaction horizon, a batch at a time
 *     (projections with `planRun` fold a batch at once);
 *  2. repeat until the events written meanwhile are few, then build the indexes left for last
 *     (deferred-indexes.ts) and analyse the copies;
 *  3. briefly hold writers back (EXCLUSIVE lock on the log: appends wait, reads go on), apply the
 *     last events, compare every rebuilt table with the live one (rows added, removed, changed),
 *     decide (see RebuildOptions.mode), and swap in the same transaction, each table moved
 *     (the schema keeps what else it holds). Readers see the old tables or the new ones, never
 *     an empty one.
 */
@Injectable()
export class ProjectionRebuild {
  private readonly logger = new Logger(ProjectionRebuild.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
  ) {}

  tables(projections: readonly Projection[] = this.registry.projections()): string[] {
    return [...new Set(projections.flatMap((p) => p.tables))].sort();
  }

  /** Projections whose code declares a newer version than the one live (`npm run replay`'s default). */
  async changed(): Promise<Projection[]> {
    const live = await liveVersions(this.dataSource.manager);
    return this.registry.projections().filter((p) => projectionVersion(p) > (live.get(projectionName(p)) ?? 1));
  }

  async run(options: RebuildOptions = {}): Promise<RebuildReport> {
    const chosen = this.choose(options.projections);
    const all = chosen.length === this.registry.projections().length;
    const tables = this.tables(chosen);
    if (all) await this.assertEveryTableIsOwned(tables);
    const only = all ? undefined : new Set(chosen);
    const live = await liveVersions(this.dataSource.manager);
    const versions = chosen.map((p) => ({
      name: projectionName(p),
      version: projectionVersion(p),
      previous: live.get(projectionName(p)) ?? 1,
    }));
    const schema = `${READ_MODEL_SCHEMA}_rebuild_${Date.now()}`;
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
    const deferredIndexes = await this.createSchema(schema, tables);
    let checkpoint: Checkpoint = { transactionId: '0', position: 0 };
    let applied = 0;
    try {
      // 1 and 2: replay without holding anyone back, until a pass finds little new.
      for (let pass = 0; ; pass++) {
        let inPass = 0;
        for (;;) {
          const batch = await this.readBatch(this.dataSource.manager, checkpoint, options.batchSize ?? 5000, true);
          if (!batch.length) break;
          await this.dataSource.transaction((m) => this.applyWith(m, schema, batch, only, options.oneByOne));
          checkpoint = { transactionId: batch[batch.length - 1].transactionId, position: batch[batch.length - 1].position };
          inPass += batch.length;
          applied += batch.length;
          await options.onBatch?.(applied);
          if (options.measureOnly && options.stopAfter !== undefined && applied >= options.stopAfter) break;
        }
        if (inPass < 200 || pass >= 10 || options.measureOnly) break;
      }
      // The bulk is in: build the secondary indexes once (outside the lock below; the last
      // events it applies find them in place).
      const indexing = process.hrtime.bigint();
      await buildIndexes(this.dataSource.manager, schema, tables, deferredIndexes);
      const secondsIndexing = Number(process.hrtime.bigint() - indexing) / 1e9;
      if (options.measureOnly) {
        await this.dataSource.query(`DROP SCHEMA ${quote(schema)} CASCADE`);
        const seconds = elapsed();
        return {
          events: applied,
          seconds,
          eventsPerSecond: Math.round(applied / seconds),
          tables: [],
          caughtUpUnderLock: 0,
          projections: [],
          diffs: [],
          secondsToSwap: 0,
          secondsIndexing,
        };
      }
      // 3: writers wait for this transaction; everything committed before it is visible to it.
      const retired = `${READ_MODEL_SCHEMA}_retired_${Date.now()}`;
      const { caughtUp, diffs, secondsToSwap } = await this.dataSource.transaction(async (m) => {
        await m.query(`LOCK TABLE public.events IN EXCLUSIVE MODE`);
        let late = 0;
        for (;;) {
          const batch = await this.readBatch(m, checkpoint, options.batchSize ?? 5000, false);
          if (!batch.length) break;
          await this.applyWith(m, schema, batch, only, options.oneByOne);
          checkpoint = { transactionId: batch[batch.length - 1].transactionId, position: batch[batch.length - 1].position };
          late += batch.length;
        }
        const found: TableDiff[] = [];
        for (const table of tables) found.push(await diffTable(m, READ_MODEL_SCHEMA, schema, table));
        this.decide(options, chosen, live, found);
        // Table by table, even when every one was rebuilt: the read models' schema also holds
        // what migrations made beside the tables (the search buckets' functions, which an index
        // and the searches call). Renamed away with the old tables, its drop took them along, and
        // every search that counts by bucket failed.
        await m.query(`CREATE SCHEMA ${quote(retired)}`);
        for (const table of tables) {
          await m.query(`ALTER TABLE ${quote(READ_MODEL_SCHEMA)}.${quote(table)} SET SCHEMA ${quote(retired)}`);
          await m.query(`ALTER TABLE ${quote(schema)}.${quote(table)} SET SCHEMA ${quote(READ_MODEL_SCHEMA)}`);
        }
        await recordVersions(m, versions);
        return { caughtUp: late, diffs: found, secondsToSwap: elapsed() };
      });
      applied += caughtUp;
      // Printed for auditors, read once the writers go again: the diff already decided equality.
      const checksums = await this.checksums(this.dataSource.manager, READ_MODEL_SCHEMA, tables);
      // Queries that began before the swap finish on the retired tables; DROP waits for them.
      for (const leftover of [retired, schema]) {
        await this.dataSource.query(`DROP SCHEMA IF EXISTS ${quote(leftover)} CASCADE`).catch((error: unknown) => {
          this.logger.warn(`could not drop ${leftover}: ${messageOf(error)}`);
        });
      }
      const seconds = elapsed();
      return {
        events: applied,
        seconds,
        eventsPerSecond: Math.round(applied / seconds),
        tables: checksums,
        caughtUpUnderLock: caughtUp,
        projections: versions,
        diffs,
        secondsToSwap,
        secondsIndexing,
      };
    } catch (error) {
      await this.dataSource.query(`DROP SCHEMA IF EXISTS ${quote(schema)} CASCADE`).catch(() => undefined);
      throw error;
    }
  }

  /** The named projections, with every other projection that writes one of their tables. */
  private choose(names: readonly string[] | undefined): Projection[] {
    const every = this.registry.projections();
    if (!names) return [...every];
    const unknown = names.filter((n) => !every.some((p) => projectionName(p) === n));
    if (unknown.length) {
      throw new Error(`no projection named ${unknown.join(', ')}; there are: ${every.map(projectionName).sort().join(', ')}`);
    }
    const tables = new Set(every.filter((p) => names.includes(projectionName(p))).flatMap((p) => p.tables));
    return every.filter((p) => p.tables.some((t) => tables.has(t)));
  }

  /** Refuses the swap when a difference is not explained by a newer version (or accepted). */
  private decide(options: RebuildOptions, chosen: Projection[], live: Map<string, number>, diffs: TableDiff[]): void {
    const differing = diffs.filter(differs);
    if (!differing.length) return;
    if ((options.mode ?? 'verify') === 'deploy') {
      if (options.accept) return;
      const newer = new Set(
        chosen.filter((p) => projectionVersion(p) > (live.get(projectionName(p)) ?? 1)).flatMap((p) => p.tables),
      );
      if (differing.every((d) => newer.has(d.table))) return;
    }
    throw new ReadModelMismatch(`rebuilt read models differ from the live ones:\n${describeDiffs(differing)}`, differing);
  }

  /** Each table's row count and checksum of every row's text (printed for auditors). */
  private async checksums(m: EntityManager, schema: string, tables: string[]) {
    const sums: Array<{ table: string; rows: number; checksum: string }> = [];
    for (const table of tables) {
      // md5 over no rows is null.
      const [rebuilt]: Array<{ rows: number; checksum: string | null }> = await m.query(this.checksumSql(schema, table));
      sums.push({ table, rows: rebuilt.rows, checksum: rebuilt.checksum ?? '' });
    }
    return sums;
  }

  checksumSql(schema: string, table: string): string {
    return `SELECT count(*)::int AS rows, md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS checksum
              FROM ${quote(schema)}.${quote(table)} t`;
  }

  private async readBatch(m: EntityManager, from: Checkpoint, size: number, belowHorizon: boolean): Promise<RecordedEvent[]> {
    // The horizon is read in a statement of its own, before the events (see readableHorizon).
    const horizon = belowHorizon ? await readableHorizon(m) : null;
    return readLog(m, from, size, horizon);
  }

  /** The projections' unqualified table names resolve to the rebuild schema for this transaction. */
  private async applyWith(
    m: EntityManager,
    schema: string,
    events: RecordedEvent[],
    only?: ReadonlySet<Projection>,
    oneByOne = false,
  ): Promise<void> {
    await m.query(`SELECT set_config('search_path', $1, true)`, [`${quote(schema)}, public`]);
    await this.registry.apply(m, events, only, { oneByOne });
    await m.query(`SELECT set_config('search_path', $1, true)`, [`${READ_MODEL_SCHEMA}, public`]);
  }

  /** The copies of the tables, without their secondary indexes: returns those to build after the bulk. */
  private async createSchema(schema: string, tables: string[]): Promise<string[]> {
    return this.dataSource.transaction(async (m) => {
      await m.query(`CREATE SCHEMA ${quote(schema)}`);
      const deferred: string[] = [];
      for (const table of tables) {
        await m.query(
          `CREATE TABLE ${quote(schema)}.${quote(table)} (LIKE ${quote(READ_MODEL_SCHEMA)}.${quote(table)} INCLUDING ALL)`,
        );
        deferred.push(...(await deferSecondaryIndexes(m, READ_MODEL_SCHEMA, schema, table)));
        await nameIndexesAsLive(m, READ_MODEL_SCHEMA, schema, table);
      }
      return deferred;
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
