import { Client } from 'pg';
import { carIn } from '../support/cars';
import { loginAdmin, register } from '../support/fixtures';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/** The tables a page of the queue reads, by name: what the count below is about. */
const QUEUE_TABLES = /\b(cars|users|risk_listings|car_risk)\b/;

/**
 * A page of the moderation queue reads its cars, their risks and their sellers in a statement
 * each, whatever its length: read one by one, a page of ten sent some twenty statements, each
 * taking a connection of the pool. Every listing still comes with its own seller.
 */
describe('moderation queue: a page in as many statements whatever its length', () => {
  let app: TestApp;
  let admin: StrictApi;
  /** Each queued listing's seller, by listing id. */
  const sellerOf = new Map<number, { id: number; email: string }>();

  beforeAll(async () => {
    app = await startTestApp();
    const api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    for (const label of ['first', 'second', 'third']) {
      const session = await register(api, 'user', `queue-${label}`);
      for (let i = 0; i < 2; i++) {
        const car = await carIn('pending', api.as(session.token), admin);
        sellerOf.set(car.id, { id: session.user.id, email: session.user.email });
      }
    }
  }, 120_000);
  afterAll(() => app.close());

  /** The page, and the statements sent to the database while it was answered that read the queue's tables. */
  const pageOf = async (path: string) => {
    const spy = jest.spyOn(Client.prototype, 'query');
    try {
      const res = await admin.get(path);
      expect(res.status).toBe(200);
      const texts = spy.mock.calls.map(([config]) => (typeof config === 'string' ? config : (config as { text?: string }).text));
      return { body: res.body, statements: texts.filter((text) => text !== undefined && QUEUE_TABLES.test(text)).length };
    } finally {
      spy.mockRestore();
    }
  };

  it.each(['newest', 'risk'])('sorted %s: a page of six sends as many statements as a page of one', async (sort) => {
    const one = await pageOf(`/api/admin/moderation?sort=${sort}&limit=1`);
    const six = await pageOf(`/api/admin/moderation?sort=${sort}&limit=6`);
    expect(one.body.data).toHaveLength(1);
    expect(six.body.data).toHaveLength(6);
    expect(one.statements).toBeGreaterThan(0);
    expect(six.statements).toBe(one.statements);
  });

  it("gives each listing its own seller's contact", async () => {
    const page = await pageOf('/api/admin/moderation?sort=newest&limit=10');
    const shown = page.body.data as Array<{ id: number; user_id: number; seller: { id: number; email: string } }>;
    expect(shown.map((car) => car.id).sort((a, b) => a - b)).toEqual([...sellerOf.keys()].sort((a, b) => a - b));
    for (const car of shown)
      expect({ car: car.id, seller: car.seller }).toMatchObject({ car: car.id, seller: sellerOf.get(car.id) });
    expect(page.body.pagination).toMatchObject({ total: sellerOf.size, current_page: 1 });
  });
});
