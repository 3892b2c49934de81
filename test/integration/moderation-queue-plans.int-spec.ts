import { RISK_ORDER_SINCE } from '../../server/src/risk/projections/risk-photos/risk-photos.projection';
import { RiskQueries } from '../../server/src/risk/queries/risk-queries';
import { rowsByTable, statementsDuring, tableScans, TableScan } from '../support/query-plans';
import { seededRandom } from '../support/seeded-random';
import { startTestApp, TestApp } from '../support/test-app';

const LISTINGS = 30_000;
/** Listing i is pending when i % 10 = 3, removed (gone from the queue) when also i % 70 = 3. */
const isQueued = (i: number): boolean => i % 10 === 3 && i % 70 !== 3;
/**
 * Most listings have a risk row (i % 4 ≠ 0); one in seven of those carries a weight, pending ones
 * among them, so the riskiest first is not the newest first.
 */
const scoreOf = (i: number): number | null => (i % 4 === 0 ? null : i % 7 === 0 ? 1 + ((i * 37) % 97) : 0);
/** scoreOf in SQL, 0 for none, of listing `i` (a column or a series). */
const scoreSql = (i: string) => `CASE WHEN ${i} % 4 <> 0 AND ${i} % 7 = 0 THEN 1 + (${i} * 37) % 97 ELSE 0 END`;

/**
 * The moderation queue (the admins' first page) reads the queue, not the market: over 30,000
 * listings, a tenth of them pending, no statement of a page of the pending listings, newest or
 * riskiest first, reads more rows of a risk table than the queue holds (its count) and the
 * queue up to the page's end (the page).
 * The rows are written straight into the risk context's read model (its projection is tested in
 * moderation-risk.int-spec.ts), each listing's weight beside it as the projection keeps it since
 * RISK_ORDER_SINCE, then ANALYZE, as autovacuum would. Each statement a page ran is
 * run again under EXPLAIN ANALYZE, and the rows its scans read are added up, table by table.
 */
describe('moderation queue plans at scale', () => {
  let app: TestApp;
  let risk: RiskQueries;
  const queued = Array.from({ length: LISTINGS }, (_, i) => i + 1).filter(isQueued);

  beforeAll(async () => {
    app = await startTestApp();
    risk = app.server.get(RiskQueries, { strict: false });
    await app.dataSource.query(
      `INSERT INTO risk_listings (car_id, owner_id, status, listed_at, removed, version, score, risk_version)
       SELECT i, 1 + i % 500,
              CASE WHEN i % 10 = 3 THEN 'pending' WHEN i % 10 = 4 THEN 'rejected' WHEN i % 10 = 5 THEN 'expired' ELSE 'active' END,
              now() - (($1 - i) * interval '1 minute'), i % 70 = 3, 1,
              ${scoreSql('i')}, CASE WHEN i % 4 = 0 THEN 0 ELSE 1 END
         FROM generate_series(1, $1) AS i`,
      [LISTINGS],
    );
    await app.dataSource.query(
      `INSERT INTO car_risk (car_id, flags, score, assessed_at, position)
       SELECT i, '[]'::jsonb, ${scoreSql('i')}, now(), i
         FROM generate_series(1, $1) AS i WHERE i % 4 <> 0`,
      [LISTINGS],
    );
    await app.dataSource.query(`VACUUM ANALYZE risk_listings`);
    await app.dataSource.query(`VACUUM ANALYZE car_risk`);
  }, 120_000);
  afterAll(() => app.close());

  /**
   * A page as RiskQueries gives it; the most rows one of the statements it ran read from each
   * table; and every scan of those statements (each statement run once under EXPLAIN ANALYZE).
   */
  const pageRead = async <T>(read: () => Promise<T>) => {
    const { result: page, statements } = await statementsDuring(app.dataSource, read);
    expect(statements.length).toBeGreaterThan(0);
    const rowsRead: Record<string, number> = {};
    const scans: TableScan[] = [];
    for (const [sql, params] of statements) {
      const own = await tableScans(app.dataSource, sql, params);
      scans.push(...own);
      for (const [table, rows] of Object.entries(rowsByTable(own))) rowsRead[table] = Math.max(rowsRead[table] ?? 0, rows ?? 0);
    }
    return { page, rowsRead, scans };
  };

  /** The scans of one table. */
  const scansOf = (scans: readonly TableScan[], table: string) => scans.filter((scan) => scan.table === table);

  const newest = [...queued].sort((a, b) => b - a);
  const riskiest = [...queued].sort((a, b) => (scoreOf(b) ?? 0) - (scoreOf(a) ?? 0) || b - a);

  it('has weighted listings in its queue (the riskiest first is another order than the newest)', () => {
    expect(riskiest.slice(0, 10)).not.toEqual(newest.slice(0, 10));
    expect(queued.filter((i) => (scoreOf(i) ?? 0) > 0).length).toBeGreaterThan(100);
  });

  // The last two: the last page, and one past it (an empty page, then the count alone).
  it.each([1, 2, 150, Math.ceil(queued.length / 10), Math.ceil(queued.length / 10) + 1])(
    'newest first, page %i: the queue in order, read from the queue alone',
    async (page) => {
      const { page: got, rowsRead, scans } = await pageRead(() => risk.pendingNewest(page, 10));
      expect(got).toEqual({ ids: newest.slice((page - 1) * 10, page * 10), total: queued.length });
      expect(Object.keys(rowsRead)).toEqual(['risk_listings']);
      // The count reads the queue; the page, the queue in its order up to the page's end.
      expect(rowsRead.risk_listings).toBeLessThanOrEqual(queued.length + page * 10);
      expect(Math.min(...scansOf(scans, 'risk_listings').map((scan) => scan.rows))).toBeLessThanOrEqual(page * 10);
    },
  );

  it.each([1, 3, 150])('riskiest first, page %i: weights, then newest, read with the queue itself', async (page) => {
    const { page: got, rowsRead, scans: all } = await pageRead(() => risk.pendingByRisk(page, 10));
    expect(got).toEqual({ ids: riskiest.slice((page - 1) * 10, page * 10), total: queued.length });
    expect(rowsRead.risk_listings).toBeLessThanOrEqual(queued.length + page * 10);
    // Each weight is in the queue's own rows: no risk row is looked up (before, one per listing of the queue).
    expect(rowsRead).not.toHaveProperty('car_risk');
    // ...and read from an index that holds it, in the page's order, up to the page's end: a visit
    // to each listing's table page for its weight cost about as much as the look-ups did.
    const scans = scansOf(all, 'risk_listings');
    expect(new Set(scans.map((scan) => scan.type))).toEqual(new Set(['Index Only Scan']));
    expect(Math.min(...scans.map((scan) => scan.rows))).toBeLessThanOrEqual(page * 10);
  });

  it('gives the queue in order for any page and size, newest or riskiest first (40 drawn at random)', async () => {
    const random = seededRandom(32);
    for (let i = 0; i < 40; i++) {
      const limit = 1 + Math.floor(random() * 50);
      const page = 1 + Math.floor(random() * (Math.ceil(queued.length / limit) + 2));
      const [sort, read, order] =
        random() < 0.5 ? ['newest', risk.pendingNewest.bind(risk), newest] : ['risk', risk.pendingByRisk.bind(risk), riskiest];
      expect([sort, page, limit, await read(page, limit)]).toEqual([
        sort,
        page,
        limit,
        { ids: order.slice((page - 1) * limit, page * limit), total: queued.length },
      ]);
    }
  });

  it.each([1, 150])(
    'riskiest first before a replay has built the weights, page %i: each looked up for the queue only',
    async (page) => {
      const [{ version }] = await app.dataSource.query(`SELECT version FROM public.projection_versions WHERE name = $1`, [
        RISK_ORDER_SINCE.projection,
      ]);
      expect(version).toBeGreaterThanOrEqual(RISK_ORDER_SINCE.version);
      // As a database built by the version before: no weight in the queue's rows.
      await app.dataSource.query(`UPDATE public.projection_versions SET version = $2 WHERE name = $1`, [
        RISK_ORDER_SINCE.projection,
        RISK_ORDER_SINCE.version - 1,
      ]);
      await app.dataSource.query(`UPDATE risk_listings SET score = NULL, risk_version = NULL`);
      try {
        const { page: got, rowsRead } = await pageRead(() => risk.pendingByRisk(page, 10));
        expect(got).toEqual({ ids: riskiest.slice((page - 1) * 10, page * 10), total: queued.length });
        // One risk row looked up per listing of the queue, none of the others' (a third of them assessed and weighted).
        expect(rowsRead.car_risk).toBeGreaterThan(0);
        expect(rowsRead.car_risk).toBeLessThanOrEqual(queued.length);
      } finally {
        await app.dataSource.query(`UPDATE public.projection_versions SET version = $2 WHERE name = $1`, [
          RISK_ORDER_SINCE.projection,
          version,
        ]);
        await app.dataSource.query(`UPDATE risk_listings SET score = ${scoreSql('car_id')}`);
        await app.dataSource.query(`VACUUM ANALYZE risk_listings`);
      }
    },
  );

  it('sees a scan of the market where there is one (the check itself)', async () => {
    const { rowsRead } = await pageRead(() =>
      app.dataSource.query(`SELECT count(*)::int AS total FROM risk_listings l WHERE l.status = 'rejected'`),
    );
    expect(rowsRead.risk_listings).toBeGreaterThan(LISTINGS / 2);
  });
});
