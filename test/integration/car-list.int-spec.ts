import { loginAdmin, register, Session } from '../support/fixtures';
import { carIn, query } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * GET /api/cars and GET /api/car-offers over a fixed market, built once: no test here lists,
 * edits or deletes a car, so every count below is exact.
 *
 * Prices in US dollars at the starting rates (110 SYP, 0.92 EUR per USD) are in the comments.
 */
const MARKET = {
  //          owner  status      brand     name                          offer (null: none yet)
  camryUsd: ['a', 'active', '1', 'تويوتا كامري فل كامل', { price: 15000, price_unit: 'USD', location: 'دمشق - المزة' }], // 15,000
  bmwSyp: ['a', 'active', '3', 'بي ام دبليو X5 بحالة الوكالة', { price: 1100000, price_unit: 'SYP', location: 'حلب - الفرقان' }], // 10,000
  corollaEur: ['b', 'active', 'toyota', 'كورولا اقتصادية جدا', { price: 9200, price_unit: 'EUR', location: 'دمشق - كفرسوسة' }], // 10,000, featured
  kiaRent: [
    'b',
    'active',
    '6',
    'كيا سبورتاج للإيجار',
    { offer_type: 'rent', pricing_period: 'daily', price: 50, price_unit: 'USD', location: 'حمص' },
  ], // 50
  hondaSyp: ['a', 'active', '5', 'هوندا سيفيك 2018', { price: 2200000, price_unit: 'SYR', location: 'اللاذقية' }], // 20,000
  fordNoOffer: ['a', 'active', '10', 'فورد فوكس نظيفة', null],
  pendingToyota: ['a', 'pending', '1', 'تويوتا ياريس قيد المراجعة', { price: 5000, price_unit: 'USD', location: 'دمشق' }],
  rejectedAudi: ['a', 'rejected', '4', 'أودي A4 مرفوضة', { price: 8000, price_unit: 'USD', location: 'طرطوس' }],
  pendingNissan: ['b', 'pending', '8', 'نيسان صني قيد المراجعة', { price: 7000, price_unit: 'USD', location: 'حلب' }],
} as const;
type Label = keyof typeof MARKET;

const ACTIVE: Label[] = ['camryUsd', 'bmwSyp', 'corollaEur', 'kiaRent', 'hondaSyp', 'fordNoOffer'];

describe('car lists', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  const sellers = {} as Record<'a' | 'b', { api: StrictApi; session: Session }>;
  const ids = {} as Record<Label, number>;
  let stranger: StrictApi;

  /** The labels of the cars a list answered, in its order. */
  const labels = (body: { data: Array<{ id: number }> }): Label[] =>
    body.data.map((car) => (Object.keys(ids) as Label[]).find((label) => ids[label] === car.id) ?? (`#${car.id}` as Label));

  const list = async (caller: StrictApi, params: Record<string, string | number | undefined> = {}) => {
    const res = await caller.get(`/api/cars${query({ per_page: 100, ...params })}`);
    expect(res.status).toBe(200);
    return res;
  };
  const sorted = (values: Label[]) => [...values].sort();

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    for (const key of ['a', 'b'] as const) {
      const session = await register(api, 'user', `seller-${key}`);
      sellers[key] = { api: api.as(session.token), session };
    }
    stranger = api.as((await register(api, 'user', 'stranger')).token);
    // Listed one after another, so "newest" is the reverse of this order.
    for (const [label, [owner, status, brand, name, offer]] of Object.entries(MARKET) as Array<[Label, (typeof MARKET)[Label]]>) {
      const car = await carIn(status, sellers[owner].api, admin, {
        fields: { brand, name, model: 'Model' },
        offer: offer ? { ...offer } : null,
      });
      ids[label] = car.id;
    }
    await admin.put(`/api/cars/${ids.corollaEur}`, new URLSearchParams({ is_featured: '1' }));
  });
  afterAll(() => app.close());

  describe('pagination', () => {
    it('answers data with current_page, last_page, total_pages, total and per_page (default 12)', async () => {
      const res = await api.get('/api/cars');
      expect(res.status).toBe(200);
      expect(res.body.pagination).toEqual({
        current_page: 1,
        last_page: 1,
        total_pages: 1,
        total: 6,
        total_is_estimate: false,
        per_page: 12,
        next_cursor: null,
        prev_cursor: null,
      });
      expect(res.body.data).toHaveLength(6);
    });

    it('pages with limit', async () => {
      const res = await list(api, { limit: 4, page: 2, per_page: undefined });
      expect(res.body.pagination).toEqual({
        current_page: 2,
        last_page: 2,
        total_pages: 2,
        total: 6,
        total_is_estimate: false,
        per_page: 4,
        next_cursor: null,
        prev_cursor: expect.any(String),
      });
      expect(labels(res.body)).toEqual(['bmwSyp', 'camryUsd']);
    });

    it('pages with per_page, as the dashboards send it', async () => {
      const res = await list(api, { per_page: 5 });
      expect(res.body.pagination).toMatchObject({ current_page: 1, last_page: 2, total: 6, per_page: 5 });
      expect(res.body.data).toHaveLength(5);
    });

    it('prefers limit when both limit and per_page are sent', async () => {
      const res = await list(api, { limit: 2, per_page: 5 });
      expect(res.body.pagination).toMatchObject({ per_page: 2, last_page: 3, total_pages: 3 });
      expect(res.body.data).toHaveLength(2);
    });

    it('answers an empty page past the last one', async () => {
      const res = await list(api, { limit: 4, page: 3 });
      expect(res.body.data).toEqual([]);
      expect(res.body.pagination).toMatchObject({ current_page: 3, last_page: 2, total: 6 });
    });

    it.each([
      ['limit', { limit: 101 }],
      ['per_page', { per_page: 0 }],
      ['page', { page: 'abc' }],
    ])('refuses a bad %s with 422', async (field, params) => {
      const res = await api.get(`/api/cars${query(params)}`);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    });
  });

  describe('filters and sorting', () => {
    it('filters by brand id (the add form) and by brand name in any case (the filters)', async () => {
      for (const brand of ['1', 'toyota', 'Toyota', 'TOYOTA']) {
        expect(sorted(labels((await list(api, { brand })).body))).toEqual(['camryUsd', 'corollaEur']);
      }
      expect(labels((await list(api, { brand: '3' })).body)).toEqual(['bmwSyp']);
      expect(labels((await list(api, { brand: 'bmw' })).body)).toEqual(['bmwSyp']);
    });

    it('treats an empty brand or "all" as no filter, and refuses an unknown brand', async () => {
      expect((await list(api, { brand: '' })).body.pagination.total).toBe(6);
      expect((await list(api, { brand: 'all' })).body.pagination.total).toBe(6);
      const unknown = await api.get('/api/cars?brand=tesla');
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual({ brand: ['يرجى اختيار الماركة'] });
    });

    it('filters by price[min] and price[max] in US dollars across currencies, bounds included', async () => {
      const between = await api.get('/api/cars?price[min]=9000&price[max]=16000&per_page=100');
      expect(sorted(labels(between.body))).toEqual(sorted(['camryUsd', 'bmwSyp', 'corollaEur']));
      const atMost = await api.get('/api/cars?price[max]=10000&per_page=100');
      expect(sorted(labels(atMost.body))).toEqual(sorted(['bmwSyp', 'corollaEur', 'kiaRent']));
      const atLeast = await api.get('/api/cars?price[min]=10000&per_page=100');
      expect(sorted(labels(atLeast.body))).toEqual(sorted(['camryUsd', 'bmwSyp', 'corollaEur', 'hondaSyp']));
      // The same query with the brackets percent-encoded, as URLSearchParams writes it.
      const encoded = await api.get('/api/cars?price%5Bmin%5D=9000&price%5Bmax%5D=16000&per_page=100');
      expect(sorted(labels(encoded.body))).toEqual(sorted(labels(between.body)));
    });

    it('refuses a price bound that is not a whole number of dollars', async () => {
      const res = await api.get('/api/cars?price[min]=abc');
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ 'price.min': ['نطاق السعر غير صالح'] });
    });

    it('filters by offer type', async () => {
      expect(labels((await list(api, { offer_type: 'rent' })).body)).toEqual(['kiaRent']);
      expect(sorted(labels((await list(api, { offer_type: 'sale' })).body))).toEqual(
        sorted(['camryUsd', 'bmwSyp', 'corollaEur', 'hondaSyp']),
      );
    });

    it("filters by location (a city within the offer's place)", async () => {
      expect(labels((await list(api, { location: 'حلب' })).body)).toEqual(['bmwSyp']);
      expect(sorted(labels((await list(api, { location: 'دمشق' })).body))).toEqual(sorted(['camryUsd', 'corollaEur']));
    });

    it('shows only featured cars with featured=1', async () => {
      const res = await list(api, { featured: 1 });
      expect(labels(res.body)).toEqual(['corollaEur']);
      expect(res.body.data[0].is_featured).toBe(true);
    });

    it('finds a make by its Arabic name in the text search', async () => {
      expect(sorted(labels((await list(api, { search: 'تويوتا' })).body))).toEqual(['camryUsd', 'corollaEur']);
    });

    it('sorts newest first by default, and by oldest, price_asc and price_desc (in US dollars, cars without a price last)', async () => {
      expect(labels((await list(api)).body)).toEqual([...ACTIVE].reverse());
      expect(labels((await list(api, { sort: 'newest' })).body)).toEqual([...ACTIVE].reverse());
      expect(labels((await list(api, { sort: 'oldest' })).body)).toEqual(ACTIVE);
      // bmwSyp and corollaEur are both 10,000 USD: the newer listing comes first.
      expect(labels((await list(api, { sort: 'price_asc' })).body)).toEqual([
        'kiaRent',
        'corollaEur',
        'bmwSyp',
        'camryUsd',
        'hondaSyp',
        'fordNoOffer',
      ]);
      expect(labels((await list(api, { sort: 'price_desc' })).body)).toEqual([
        'hondaSyp',
        'camryUsd',
        'corollaEur',
        'bmwSyp',
        'kiaRent',
        'fordNoOffer',
      ]);
    });

    it('shows each car with its public USD price and its offer in its own currency', async () => {
      const [bmw] = (await list(api, { brand: 'bmw' })).body.data;
      expect(bmw).toMatchObject({ price: 10000, location: 'حلب - الفرقان', offer: { price: 1100000, price_unit: 'SYP' } });
    });
  });

  describe('visibility', () => {
    it('shows only active cars in public lists, to anonymous visitors and signed-in users alike', async () => {
      for (const caller of [api, stranger, sellers.a.api]) {
        const res = await list(caller);
        expect(sorted(labels(res.body))).toEqual(sorted(ACTIVE));
        expect(res.body.data.every((car: { status: string }) => car.status === 'active')).toBe(true);
      }
    });

    it('shows an owner all of their own cars with user_id=me, pending and rejected included', async () => {
      const res = await list(sellers.a.api, { user_id: sellers.a.session.user.id });
      expect(sorted(labels(res.body))).toEqual(
        sorted(['camryUsd', 'bmwSyp', 'hondaSyp', 'fordNoOffer', 'pendingToyota', 'rejectedAudi']),
      );
      expect(labels((await list(sellers.a.api, { user_id: sellers.a.session.user.id, status: 'pending' })).body)).toEqual([
        'pendingToyota',
      ]);
      expect(labels((await list(sellers.a.api, { user_id: sellers.a.session.user.id, status: 'rejected' })).body)).toEqual([
        'rejectedAudi',
      ]);
    });

    it("shows another seller's active cars only, even with status=pending", async () => {
      const res = await list(sellers.a.api, { user_id: sellers.b.session.user.id, status: 'pending' });
      expect(sorted(labels(res.body))).toEqual(sorted(['corollaEur', 'kiaRent']));
    });

    it('gives a stranger or an anonymous visitor asking status=pending only active cars', async () => {
      for (const caller of [api, stranger]) {
        const res = await list(caller, { status: 'pending' });
        expect(sorted(labels(res.body))).toEqual(sorted(ACTIVE));
      }
    });

    it('shows admins every status and lets them filter by status and owner', async () => {
      expect((await list(admin)).body.pagination.total).toBe(Object.keys(MARKET).length);
      expect(sorted(labels((await list(admin, { status: 'pending' })).body))).toEqual(['pendingNissan', 'pendingToyota']);
      expect(labels((await list(admin, { status: 'rejected' })).body)).toEqual(['rejectedAudi']);
      expect((await list(admin, { status: 'all' })).body.pagination.total).toBe(Object.keys(MARKET).length);
      expect(sorted(labels((await list(admin, { user_id: sellers.b.session.user.id })).body))).toEqual(
        sorted(['corollaEur', 'kiaRent', 'pendingNissan']),
      );
    });
  });

  describe('GET /api/car-offers', () => {
    it('lists the offers of active cars only, each with its car nested', async () => {
      const res = await api.get('/api/car-offers');
      expect(res.status).toBe(200);
      const carIds = res.body.data.map((offer: { car: { id: number } }) => offer.car.id);
      expect(carIds.sort()).toEqual(
        ['camryUsd', 'bmwSyp', 'corollaEur', 'kiaRent', 'hondaSyp'].map((l) => ids[l as Label]).sort(),
      );
      const bmw = res.body.data.find((offer: { car: { id: number } }) => offer.car.id === ids.bmwSyp);
      expect(bmw).toMatchObject({
        id: expect.any(Number),
        price: 1100000,
        price_unit: 'SYP',
        location: 'حلب - الفرقان',
        featured: false,
        images: expect.any(Array),
        car: { id: ids.bmwSyp, status: 'active', brand: 'bmw' },
      });
    });

    it("gives the home page's latest offers with sort=newest&limit=N, counting only cars that have an offer", async () => {
      const res = await api.get('/api/car-offers?sort=newest&limit=3');
      expect(res.status).toBe(200);
      expect(res.body.data.map((offer: { car: { id: number } }) => offer.car.id)).toEqual([
        ids.hondaSyp,
        ids.kiaRent,
        ids.corollaEur,
      ]);
      expect(res.body.pagination).toMatchObject({ total: 5, per_page: 3, last_page: 2 });
    });
  });
});
