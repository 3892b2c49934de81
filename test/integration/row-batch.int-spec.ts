import { RowBatch } from '../../server/src/event-store/batch/row-batch';
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
});
