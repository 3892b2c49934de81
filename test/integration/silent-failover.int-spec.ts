import { AddressInfo, createConnection, createServer, Server, Socket } from 'node:net';
import { Api } from '../support/api';
import { approve } from '../support/cars';
import { createTestDatabase } from '../support/databases';
import { createCar, eventually, loginAdmin, register } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import { poolOf, PreparedStatement, queryPrepared } from '../../server/src/database/prepared-statement';

/**
 * A failover that drops the server's connections silently (a proxy or a NAT forgets them): the
 * pool still holds every connection as idle and learns that one is dead only when a statement
 * sent on it is reset. The proxy below stands between the server and PostgreSQL and, when told,
 * resets each connection open at that moment as soon as the server writes on it; connections
 * opened afterwards work. However many dead connections the pool holds, a statement, a
 * transaction, a prepared statement and a request each reach a fresh connection.
 */
class ForgetfulProxy {
  private readonly open = new Set<{ client: Socket; upstream: Socket }>();
  private server!: Server;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<number> {
    this.server = createServer((client) => {
      const upstream = createConnection(this.target);
      const pair = { client, upstream };
      this.open.add(pair);
      const forget = () => this.open.delete(pair);
      client.on('close', forget).on('error', () => upstream.destroy());
      upstream.on('close', () => client.destroy()).on('error', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  /** Every connection open now is reset at the server's next write on it; until then it looks idle and well. */
  forgetAll(): number {
    const pairs = [...this.open];
    this.open.clear();
    for (const { client, upstream } of pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      upstream.removeAllListeners('close');
      upstream.destroy();
      client.on('data', () => client.resetAndDestroy()).resume();
    }
    return pairs.length;
  }

  close(): Promise<void> {
    for (const { client, upstream } of this.open) {
      client.destroy();
      upstream.destroy();
    }
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('a failover that drops connections silently', () => {
  let app: TestApp;
  let proxy: ForgetfulProxy;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let api: Api;
  let carId: number;
  let brand: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.url);
    proxy = new ForgetfulProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const through = new URL(database.url);
    through.hostname = '127.0.0.1';
    through.port = String(await proxy.start());
    app = await startTestApp({ databaseUrl: through.toString() });
    api = new Api(app.url);
    const admin = api.as((await loginAdmin(api)).token);
    const seller = await register(api, 'user', 'seller');
    const car = await createCar(api.as(seller.token));
    await approve(admin, car.id);
    carId = car.id;
    brand = car.brand;
  });
  afterAll(async () => {
    await app.close();
    await proxy.close();
    await database.drop();
  });

  /** Fills the server's pool with idle connections, then has the proxy forget them all. */
  async function poolOfDeadConnections(): Promise<number> {
    const pool = poolOf(app.dataSource);
    const size = pool.options.max;
    // As many statements at once as the pool allows: with none idle, the pool opens a connection for each.
    await Promise.all(Array.from({ length: size }, () => app.dataSource.query('SELECT 1')));
    expect(pool.totalCount).toBe(size);
    // The server's own statements (the log's readers woken after an append) may take a connection
    // as the fill gives them back. Forgotten while its statement is in flight, that connection
    // would wait for an answer forever: this test is about idle connections, so forget them when
    // none is in use (the check and the forgetting run in one turn, with nothing between).
    await eventually(async () => pool.idleCount === pool.totalCount && pool.waitingCount === 0);
    return proxy.forgetAll();
  }

  it('a statement on its own', async () => {
    expect(await poolOfDeadConnections()).toBeGreaterThanOrEqual(20);
    expect(await app.dataSource.query('SELECT 41 + 1 AS answer')).toEqual([{ answer: 42 }]);
  });

  it('a transaction', async () => {
    expect(await poolOfDeadConnections()).toBeGreaterThanOrEqual(20);
    const answer = await app.dataSource.transaction((m) => m.query('SELECT 6 * 7 AS answer'));
    expect(answer).toEqual([{ answer: 42 }]);
  });

  it('a prepared statement', async () => {
    expect(await poolOfDeadConnections()).toBeGreaterThanOrEqual(20);
    const rows = await queryPrepared(poolOf(app.dataSource), new PreparedStatement('SELECT $1::int * 2 AS answer'), [21]);
    expect(rows).toEqual([{ answer: 42 }]);
  });

  it.each([
    ['a car page', () => api.get(`/api/cars/${carId}`)],
    ['a filtered list', () => api.get(`/api/cars?brand=${encodeURIComponent(brand)}&sort=price_asc`)],
    ['the stores', () => api.get('/api/stores')],
  ])('a request: %s', async (_name, request) => {
    expect(await poolOfDeadConnections()).toBeGreaterThanOrEqual(20);
    const res = await request();
    expect({ status: res.status, body: res.status >= 500 ? res.body : undefined }).toEqual({ status: 200, body: undefined });
  });
});
