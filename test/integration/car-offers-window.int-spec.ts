import { loginAdmin, register } from '../support/fixtures';
import { carIn } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

type Offer = { featured: boolean; car: { id: number } };

/**
 * GET /api/car-offers on a market of more than one page (100 offers): the spec's older client
 * calls it with no parameters and shows the last four offers of the answer as the recent ones
 * (public-area.md §"home load"), so that answer must be the newest page, oldest → newest.
 */
describe('GET /api/car-offers on a market of more than 100 offers', () => {
  const OFFERS = 107;
  let app: TestApp;
  let api: StrictApi;
  /** Car ids in the order they were listed (oldest first). */
  const listed: number[] = [];
  let featured: number;

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    const admin = api.as((await loginAdmin(api)).token);
    const seller = api.as((await register(api, 'user', 'many-offers')).token);
    // One after another, so listing order is the order of `listed`.
    for (let i = 0; i < OFFERS; i++) {
      const car = await carIn('active', seller, admin, { fields: { name: `سيارة رقم ${i + 1}` } });
      listed.push(car.id);
    }
    // A featured car among the newest, as the home page shows featured ones from that answer.
    featured = listed[OFFERS - 3];
    expect((await admin.put(`/api/cars/${featured}`, new URLSearchParams({ is_featured: '1' }))).status).toBe(200);
  });
  afterAll(() => app.close());

  const carIds = (body: { data: Offer[] }) => body.data.map((offer) => offer.car.id);

  it('answers the newest 100 with no parameters, oldest → newest, so the last four are the four newest', async () => {
    const res = await api.get('/api/car-offers');
    expect(res.status).toBe(200);
    expect(carIds(res.body)).toEqual(listed.slice(OFFERS - 100));
    expect(carIds(res.body).slice(-4)).toEqual(listed.slice(-4));
    expect(res.body.data.find((offer: Offer) => offer.car.id === featured)).toMatchObject({ featured: true });
    expect(res.body.pagination).toMatchObject({ current_page: 1, total: OFFERS, per_page: 100, last_page: 2 });
  });

  it('answers the older offers on page 2, in the same order', async () => {
    const res = await api.get('/api/car-offers?page=2');
    expect(carIds(res.body)).toEqual(listed.slice(0, OFFERS - 100));
  });

  it("keeps the new client's sort=newest&limit=4 (newest first) and an explicit sort=oldest", async () => {
    const newest = await api.get('/api/car-offers?sort=newest&limit=4');
    expect(carIds(newest.body)).toEqual(listed.slice(-4).reverse());
    const oldest = await api.get('/api/car-offers?sort=oldest');
    expect(carIds(oldest.body)).toEqual(listed.slice(0, 100));
  });
});
