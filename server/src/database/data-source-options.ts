import { DataSourceOptions } from 'typeorm';
import { types } from 'pg';
import { migrations } from '../../../migrations';
import { retryOnBrokenConnections } from './broken-connection';

/** int8 (counts, global positions) as JS numbers: positions stay far below 2^53. */
types.setTypeParser(types.builtins.INT8, (value: string) => Number(value));

/** A statement or transaction that fails on a lost connection runs again, until on a fresh one. */
retryOnBrokenConnections();

/**
 * Read models live in the `projections` schema so a replay can build a fresh copy
 * beside them and swap it in; the event log, secrets and counters stay in `public`.
 */
export const READ_MODEL_SCHEMA = 'projections';

export function dataSourceOptions(databaseUrl: string, poolSize = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    synchronize: false,
    migrationsRun: false,
    migrations,
    migrationsTableName: 'schema_migrations',
    // The migrations table lives in public whatever the search_path (projections comes first).
    schema: 'public',
    migrationsTransactionMode: 'each',
    logging: false,
    extra: {
      max: poolSize,
      options: `-c search_path=${READ_MODEL_SCHEMA},public`,
      application_name: 'sayyara',
    },
  };
}
