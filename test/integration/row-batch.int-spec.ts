import { EntityManager, QueryFailedError } from 'typeorm';
import { flushRows, loadRows, RowBatch } from '../../server/src/event-store/batch/row-batch';
import { isUniqueViolation } from '../../server/src/database/pg-errors';
import { useTestDataSource } from '../support/databases';

/**
 * RowBatch stands for the statements projections ran one event at a time: an insert of an existing
 * key is ignored, an update names only the columns it changed, defaults fill what an insert does
 * not name, and a key deleted and taken again in one run ends as the later row.
 */
describe('RowBatch', () => {
  const db = useTestDataSource();
  const spec = {
    table: 'batch_rows',
    key: 'id',
    keyType: 'integer',
    computed: [{ column: 'doubled', from: ['n'], sql: 'r.n * 2' }],
  };
  type Row = { id: number; n?: number; label?: string; note?: string } & Record<string, unknown>;

  beforeAll(async () => {
    await db.dataSource.query(
      `CREATE TABLE projections.batch_rows (id integer PRIMARY KEY, n integer NOT NULL, label text NOT NULL DEFAULT 'none',
         note text, doubled integer, email text UNIQUE)`,
    );
  });

  const rows = async () =>
    db.dataSource.query<unknown[]>(`SELECT id, n, label, note, doubled, email FROM projections.batch_rows ORDER BY id`);

  it('folds a run into the statements one event at a time would have run', async () => {
    await db.dataSource.query(
      `INSERT INTO projections.batch_rows (id, n, label, note, email) VALUES (1, 1, 'a', 'kept', 'x@sy'), (2, 2, 'b', null, null)`,
    );
    await db.dataSource.transaction(async (m) => {
      const batch = new RowBatch<Row>(spec);
      await batch.load(m, [1, 2, 3, 4]);
      batch.insert({ id: 1, n: 100 }); // exists: ignored
      batch.update(1, { label: 'changed' }); // only this column is written
      await m.query(`UPDATE projections.batch_rows SET note = 'written meanwhile' WHERE id = 1`);
      batch.insert({ id: 3, n: 3 }); // label from the default, doubled computed
      batch.update(3, { note: 'then noted' });
      batch.update(9, { label: 'missing rows are left alone' });
      batch.delete(2);
      batch.insert({ id: 2, n: 20, label: 'again' });
      batch.update(1, { email: 'y@sy' }); // frees x@sy for the row inserted after
      batch.insert({ id: 4, n: 4, email: 'x@sy' });
      batch.insert({ id: 5, n: 5 });
      batch.delete(5); // inserted and deleted in the run: never written
      await batch.flush(m);
    });
    expect(await rows()).toEqual([
      { id: 1, n: 1, label: 'changed', note: 'written meanwhile', doubled: null, email: 'y@sy' },
      { id: 2, n: 20, label: 'again', note: null, doubled: 40, email: null },
      { id: 3, n: 3, label: 'none', note: 'then noted', doubled: 6, email: null },
      { id: 4, n: 4, label: 'none', note: null, doubled: 8, email: 'x@sy' },
    ]);
  });

  it('writes a table keyed by several columns matched on all of them', async () => {
    await db.dataSource.query(
      `CREATE TABLE projections.batch_pairs (user_id integer, car_id integer, note text, PRIMARY KEY (user_id, car_id))`,
    );
    await db.dataSource.query(`INSERT INTO projections.batch_pairs VALUES (1, 1, 'a'), (1, 2, 'b'), (2, 1, 'c')`);
    await db.dataSource.transaction(async (m) => {
      const batch = new RowBatch<{ user_id: number; car_id: number; note?: string }>({
        table: 'batch_pairs',
        key: ['user_id', 'car_id'],
        keyType: 'integer',
      });
      await batch.load(m, [1], 'user_id', 'integer');
      batch.insert({ user_id: 1, car_id: 1, note: 'exists: ignored' });
      batch.update(batch.keyOf({ user_id: 1, car_id: 2 }), { note: 'changed' });
      batch.delete(batch.keyOf({ user_id: 1, car_id: 1 }));
      batch.insert({ user_id: 1, car_id: 3, note: 'new' });
      await batch.flush(m);
    });
    expect(await db.dataSource.query(`SELECT * FROM projections.batch_pairs ORDER BY user_id, car_id`)).toEqual([
      { user_id: 1, car_id: 2, note: 'changed' },
      { user_id: 1, car_id: 3, note: 'new' },
      { user_id: 2, car_id: 1, note: 'c' },
    ]);
  });

  it('sends its loads and writes as named statements, planned once per connection', async () => {
    await db.dataSource.query(`INSERT INTO projections.batch_rows (id, n) VALUES (100, 1), (200, 1)`);
    const run = async (m: EntityManager, id: number) => {
      const batch = new RowBatch<Row>(spec).want([id]);
      await loadRows(m, [batch]);
      batch.update(id, { n: 2 });
      await flushRows(m, [batch]);
    };
    const named = async (m: EntityManager) =>
      new Map(
        (
          await m.query<Array<{ statement: string; runs: number }>>(
            `SELECT statement, (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements
              WHERE name LIKE 'sayyara_p_%' AND statement LIKE '%batch_rows%'`,
          )
        ).map(({ statement, runs }) => [statement, runs]),
      );
    const [first, second] = await db.dataSource.transaction(async (m) => {
      await run(m, 100);
      const once = await named(m);
      await run(m, 200); // the same texts again, on the same connection
      return [once, await named(m)];
    });
    const load = [...first.keys()].find((text) => text.startsWith('SELECT 0 AS batch'));
    const write = [...first.keys()].find((text) => text.startsWith('UPDATE "batch_rows" AS t SET "n" = r."n"'));
    // Both texts named, then run again without being prepared anew.
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    expect([load && second.get(load)! - first.get(load)!, write && second.get(write)! - first.get(write)!]).toEqual([1, 1]);
    expect(await rows()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 100, n: 2 }), expect.objectContaining({ id: 200, n: 2 })]),
    );
  });

  it('reports a named statement that fails as the query runner does', async () => {
    await db.dataSource.query(`INSERT INTO projections.batch_rows (id, n, email) VALUES (300, 1, 'taken@sy')`);
    const logged = jest.spyOn(db.dataSource.logger, 'logQueryError');
    try {
      const failed = await db.dataSource
        .transaction(async (m) => {
          const batch = new RowBatch<Row>(spec);
          batch.insert({ id: 301, n: 1, email: 'taken@sy' });
          await flushRows(m, [batch]);
        })
        .catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(QueryFailedError);
      expect(isUniqueViolation(failed)).toBe(true);
      expect((failed as QueryFailedError).query).toContain('INSERT INTO "batch_rows"');
      expect(logged).toHaveBeenCalledWith(
        (failed as QueryFailedError).driverError,
        (failed as QueryFailedError).query,
        [expect.anything()],
        expect.anything(),
      );
    } finally {
      logged.mockRestore();
    }
  });

  it("shows its named statements to the DataSource's logger as the query runner does", async () => {
    await db.dataSource.query(`INSERT INTO projections.batch_rows (id, n) VALUES (350, 1)`);
    const logged = jest.spyOn(db.dataSource.logger, 'logQuery');
    try {
      await db.dataSource.transaction(async (m) => {
        const batch = new RowBatch<Row>(spec).want([350]);
        await loadRows(m, [batch]);
        batch.update(350, { n: 2 });
        await flushRows(m, [batch]);
      });
      const texts = logged.mock.calls.map(([text]) => text);
      expect(texts).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^SELECT 0 AS batch, q\.row FROM \(SELECT to_jsonb\(t\) AS row FROM "batch_rows"/),
          expect.stringMatching(/^UPDATE "batch_rows" AS t SET "n" = r."n"/),
        ]),
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('runs a named statement on the tables of the search_path in force when it runs', async () => {
    // A replay's transaction sets the search_path to its schema on a pooled connection that
    // prepared the same texts under projections: the statement must follow the search_path.
    await db.dataSource.query(`CREATE SCHEMA batch_other`);
    await db.dataSource.query(`CREATE TABLE batch_other.batch_rows (LIKE projections.batch_rows INCLUDING ALL)`);
    await db.dataSource.query(`INSERT INTO projections.batch_rows (id, n) VALUES (400, 1)`);
    await db.dataSource.query(`INSERT INTO batch_other.batch_rows (id, n) VALUES (400, 1)`);
    const runner = db.dataSource.createQueryRunner(); // one connection throughout
    const add = async (schema: string, by: number) => {
      await runner.startTransaction();
      await runner.query(`SELECT set_config('search_path', $1, true)`, [`${schema}, public`]);
      const batch = new RowBatch<Row>(spec).want([400]);
      await loadRows(runner.manager, [batch]);
      batch.update(400, { n: batch.get(400)!.n! + by });
      await flushRows(runner.manager, [batch]);
      await runner.commitTransaction();
    };
    const named = async () =>
      new Map(
        (
          await runner.manager.query<Array<{ statement: string; runs: number }>>(
            `SELECT statement, (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements
              WHERE name LIKE 'sayyara_p_%' AND statement LIKE '%batch_rows%'`,
          )
        ).map(({ statement, runs }): [string, number] => [statement, runs]),
      );
    let before: Map<string, number>, after: Map<string, number>;
    try {
      await add('projections', 1); // prepares the load and the write on this connection
      before = await named();
      for (let i = 0; i < 6; i++) await add('projections', 1); // past five runs PostgreSQL may keep a generic plan
      await add('batch_other', 100);
      await add('projections', 1);
      after = await named();
    } finally {
      await runner.release();
    }
    // The same two named statements ran every time (none prepared anew for the other schema)…
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    const load = [...after.keys()].find((text) => text.startsWith('SELECT 0 AS batch'))!;
    const write = [...after.keys()].find((text) => text.startsWith('UPDATE "batch_rows" AS t SET "n" = r."n"'))!;
    expect([after.get(load)! - before.get(load)!, after.get(write)! - before.get(write)!]).toEqual([8, 8]);
    // …and each read and wrote the table of the schema its transaction named.
    expect(await db.dataSource.query(`SELECT n, doubled FROM projections.batch_rows WHERE id = 400`)).toEqual([
      { n: 9, doubled: 18 },
    ]);
    expect(await db.dataSource.query(`SELECT n, doubled FROM batch_other.batch_rows WHERE id = 400`)).toEqual([
      { n: 101, doubled: 202 },
    ]);
  });
});
