import { randomUUID } from 'node:crypto';
import type { PoolClient, QueryConfig, QueryResult } from 'pg';
import { CarEvent, CarListed } from '../../server/src/cars/domain/car.events';
import { EventStore } from '../../server/src/event-store/event-store.service';
import { StreamWrite } from '../../server/src/event-store/event.types';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { CAR_RISK_STREAM } from '../../server/src/risk/domain/risk.events';
import { startTestApp, TestApp } from '../support/test-app';

const meta = { actorId: null, actorRole: 'system', correlationId: 'projection-loads-test', causationId: null };

const listed = (carId: number): CarListed => ({
  type: 'CarListed',
  data: {
    carId,
    ownerId: 7,
    featured: false,
    details: {
      name: 'كيا ريو 2015',
      brand: 'kia',
      categoryId: 1,
      countryOfManufacture: 'كوريا',
      model: 'Rio',
      year: 2015,
      condition: 'used',
      mileage: 120000,
      fuelType: 'petrol',
      transmission: 'manual',
      horsepower: 100,
      seats: 5,
      color: 'أحمر',
      description: 'نظيفة',
      otherBenefits: '',
    },
    images: [
      { imageId: randomUUID(), key: 'originals/cars/x.jpg', contentType: 'image/jpeg', size: 1000, width: 800, height: 600 },
    ],
  },
});

const offer = (offerId: number): CarEvent => ({
  type: 'CarOfferMade',
  data: {
    offerId,
    offerType: 'sale',
    priceMinor: 500_000,
    currency: 'USD',
    pricingPeriod: null,
    isAvailable: true,
    additionalFeatures: '',
    location: 'حلب',
  },
});

const revised: CarEvent = { type: 'CarOfferRevised', data: { changes: { priceMinor: 600_000 } } };
const approved: CarEvent = { type: 'CarApproved', data: { expiresAt: '2030-01-01T00:00:00.000Z', automatic: false } };

/**
 * A live append loads the read-model rows its projections fold in at most one statement: none for
 * a run that starts its stream (no row can exist yet), one for all projections' rows otherwise;
 * and writes them in one when each table takes one statement.
 */
describe("a live append's projection loads", () => {
  let app: TestApp;
  let store: EventStore;
  /**
   * The statements the projections sent during the last append, as they reached PostgreSQL: on
   * the append's connection, through TypeORM's query or as named statements (row-batch.ts sends
   * its loads and writes to the pg client itself, to be planned once per connection).
   */
  let statements: Array<{ sql: string; parameters: unknown[]; name?: string }> = [];

  beforeAll(async () => {
    app = await startTestApp();
    store = app.server.get(EventStore);
    const registry = app.server.get(ProjectionRegistry);
    const apply = registry.apply.bind(registry);
    registry.apply = async (manager, ...rest) => {
      if (!manager.queryRunner) throw new Error("an append's projections run in its transaction");
      const client = (await manager.queryRunner.connect()) as PoolClient;
      // Records what the client sends while the projections apply, and sends it on: an own
      // property over pg's Client.prototype.query, removed after.
      const send = client.query.bind(client) as (config: string | QueryConfig, values?: unknown[]) => Promise<QueryResult>;
      const record = (config: string | QueryConfig, values?: unknown[]) => {
        statements.push(
          typeof config === 'string'
            ? { sql: config, parameters: values ?? [] }
            : { sql: config.text, parameters: config.values ?? values ?? [], name: config.name },
        );
        return send(config, values);
      };
      Object.assign(client, { query: record });
      try {
        await apply(manager, ...rest);
      } finally {
        Reflect.deleteProperty(client, 'query');
      }
    };
  });
  afterAll(() => app.close());

  const append = async (...writes: StreamWrite[]) => {
    statements = [];
    await store.appendMany(writes, meta);
    return statements.filter((s) => /^\s*SELECT/i.test(s.sql));
  };
  const car = (carId: number, expectedVersion: number, ...events: CarEvent[]): StreamWrite => ({
    streamType: 'car',
    streamId: carId,
    expectedVersion,
    events,
  });

  it("reads nothing for a listing's first events, and writes its rows", async () => {
    expect(await append(car(101, 0, listed(101), offer(9101)))).toEqual([]);
    expect(await append(car(102, 0, listed(102)))).toEqual([]);
    // Its rows, its facet row, its photos and the risk checks' row are written in one statement:
    // every projection of a car's events folds through RowBatch.
    expect(statements).toHaveLength(1);
    expect(statements[0].sql).toContain('"risk_listings"');
    // Named: each pooled connection plans the statement once.
    expect(statements[0].name).toMatch(/^sayyara_p_/);
    const [row] = await app.dataSource.query(`SELECT status, location FROM projections.cars WHERE id = 101`);
    expect(row).toEqual({ status: 'pending', location: 'حلب' });
    expect(await app.dataSource.query(`SELECT car_id FROM projections.car_offers WHERE id = 9101`)).toEqual([{ car_id: 101 }]);
    expect(await app.dataSource.query(`SELECT count(*)::int AS n FROM projections.car_images WHERE car_id = 102`)).toEqual([
      { n: 1 },
    ]);
  });

  it("loads every projection's rows for a later append in one statement, only for the streams that have rows", async () => {
    const reads = await append(car(101, 2, revised, approved), car(103, 0, listed(103), offer(9103), approved));
    expect(reads).toHaveLength(1);
    for (const table of ['cars', 'listing_facet_cars', 'car_offers']) expect(reads[0].sql).toContain(`"${table}"`);
    expect(reads[0].parameters.flat().map(String)).toEqual(expect.arrayContaining(['101']));
    expect(reads[0].parameters.flat().map(String)).not.toContain('103');
    const rows = await app.dataSource.query(
      `SELECT id, status, location FROM projections.cars WHERE id IN (101, 103) ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 101, status: 'active', location: 'حلب' },
      { id: 103, status: 'active', location: 'حلب' },
    ]);
    const [{ cars }] = await app.dataSource.query(
      `SELECT cars FROM projections.listing_facets WHERE facet = 'brand' AND value = 'kia'`,
    );
    expect(cars).toBe(2);
    const offers = await app.dataSource.query(`SELECT id, price_minor FROM projections.car_offers ORDER BY id`);
    expect(offers).toEqual([
      { id: 9101, price_minor: 600_000 },
      { id: 9103, price_minor: 500_000 },
    ]);
  });

  it('writes the counters an append moves in the statement that writes its rows', async () => {
    // A registration: the account's row and its status's count.
    const userId = 7001;
    const data = { userId, name: 'سامر', email: 'samer-7001@example.com', phone: null, roles: ['user' as const] };
    await append({ streamType: 'user', streamId: userId, expectedVersion: 0, events: [{ type: 'UserRegistered', data }] });
    expect(statements).toHaveLength(1);
    expect(statements[0].sql).toContain('"users"');
    expect(statements[0].sql).toContain('user_counts');
    // Written before the rows, so PostgreSQL runs it after them (WITH queries nothing reads run in
    // reverse order): the count, shared by every registration, is locked for the least time.
    expect(statements[0].sql.indexOf('user_counts')).toBeLessThan(statements[0].sql.indexOf('"users"'));
    // An approval: the listing's rows and the facets' counters, then the words' counts apart.
    await append(car(104, 0, listed(104)));
    await append(car(104, 1, approved));
    const [withRows] = statements.filter((s) => s.sql.includes('"cars"') && !/^\s*SELECT/i.test(s.sql));
    expect(withRows.sql).toContain('listing_facets');
    const [{ cars }] = await app.dataSource.query(
      `SELECT cars FROM projections.listing_facets WHERE facet = 'brand' AND value = 'kia'`,
    );
    expect(cars).toBe(3);
  });

  it("loads a car's risk row for the first assessment of its risk stream, another stream's row, and none of its photos", async () => {
    await append(car(105, 0, listed(105)));
    const data = { carId: 105, score: 30, flags: [{ code: 'price_too_low' as const, reason: 'السعر منخفض' }] };
    const reads = await append({
      streamType: CAR_RISK_STREAM,
      streamId: 105,
      expectedVersion: 0,
      events: [{ type: 'CarRiskAssessed', data }],
    });
    expect(reads).toHaveLength(1);
    expect(reads[0].sql).toContain('"risk_listings"');
    expect(reads[0].sql).not.toContain('"risk_photos"');
    const rows = await app.dataSource.query(
      `SELECT status, score, risk_version FROM projections.risk_listings WHERE car_id = 105`,
    );
    expect(rows).toEqual([{ status: 'pending', score: 30, risk_version: 1 }]);
  });
});
