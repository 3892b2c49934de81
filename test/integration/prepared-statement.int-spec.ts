import { Pool } from 'pg';
import { PreparedStatement, queryPrepared, runPrepared } from '../../server/src/database/prepared-statement';
import { useTestDataSource } from '../support/databases';

/**
 * The read path's statements of fixed text (a page's cards, a car, a counter) are prepared once
 * per pooled connection and keep their plans. A kept plan must still follow the tables: a replay
 * swaps the read models' schema, and a migration may change a table under a running server.
 */
describe('prepared statements', () => {
  let pool: Pool | undefined;
  // Before the database is dropped (hooks run in the order they are declared).
  afterAll(() => pool?.end());
  const db = useTestDataSource();

  beforeAll(() => {
    // One connection, so each step below runs on the connection that prepared the statement.
    const { url } = db.dataSource.options as { url: string };
    pool = new Pool({ connectionString: url, max: 1, options: '-c search_path=projections,public' });
  });

  it('are prepared on the connection that runs them', async () => {
    const names = new PreparedStatement(`SELECT array_agg(name::text) AS names FROM pg_prepared_statements`);
    const [{ names: prepared }] = await runPrepared<Array<{ names: string[] }>>(db.dataSource, names, []);
    expect(prepared).toContain(names.name);
  });

  it("read the new read models once a schema was renamed in (the kept plan read the old one's)", async () => {
    await db.dataSource.query(`CREATE TABLE projections.swap_probe (v text); INSERT INTO projections.swap_probe VALUES ('old')`);
    const probe = new PreparedStatement(`SELECT v FROM swap_probe`);
    expect(await queryPrepared(pool!, probe, [])).toEqual([{ v: 'old' }]);
    // Another schema renamed into the read models' name. (ProjectionRebuild moves tables one by
    // one with SET SCHEMA instead: replay-projection.int-spec runs it under kept plans.)
    await db.dataSource.transaction(async (m) => {
      await m.query(`CREATE SCHEMA projections_rebuilt`);
      await m.query(`CREATE TABLE projections_rebuilt.swap_probe (v text)`);
      await m.query(`INSERT INTO projections_rebuilt.swap_probe VALUES ('new')`);
      await m.query(`ALTER SCHEMA projections RENAME TO projections_retired`);
      await m.query(`ALTER SCHEMA projections_rebuilt RENAME TO projections`);
    });
    expect(await queryPrepared(pool!, probe, [])).toEqual([{ v: 'new' }]);
  });

  it('answer when a migration changed the columns they return under a running server', async () => {
    await db.dataSource.query(`CREATE TABLE public.columns_probe (a int); INSERT INTO public.columns_probe VALUES (1)`);
    const probe = new PreparedStatement(`SELECT * FROM public.columns_probe`);
    expect(await queryPrepared(pool!, probe, [])).toEqual([{ a: 1 }]);
    await db.dataSource.query(`ALTER TABLE public.columns_probe ADD COLUMN b int NOT NULL DEFAULT 2`);
    // PostgreSQL refuses the kept statement ("cached plan must not change result type").
    expect(await queryPrepared(pool!, probe, [])).toEqual([{ a: 1, b: 2 }]);
  });
});
