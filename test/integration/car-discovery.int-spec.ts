import { loginAdmin, register } from '../support/fixtures';
import { carIn, query } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * What the public pages ask of the car list beyond the basics: rentals by city and pricing
 * period, and a car page's similar cars (same make first, then within 25% of the price).
 */
const MARKET = {
  //            brand        offer
  camry: ['toyota', { price: 20000 }],
  corolla: ['toyota', { price: 9000 }], // same make, far in price: still similar to the camry
  accord: ['honda', { price: 21000 }], // another make, within 25%
  elantra: ['hyundai', { price: 24000 }], // within 25% (20,000 × 1.25 = 25,000)
  sonata: ['hyundai', { price: 26000 }], // just outside
  civicSyp: ['honda', { price: 1980000, price_unit: 'SYP' }], // 18,000 $ at 110 SYP per $: within
  rentDaily: ['toyota', { offer_type: 'rent', pricing_period: 'daily', price: 40, location: 'حلب' }],
  rentWeekly: ['kia', { offer_type: 'rent', pricing_period: 'weekly', price: 250, location: 'حلب - الشهباء' }],
  rentMonthly: ['kia', { offer_type: 'rent', pricing_period: 'monthly', price: 900, location: 'حلب' }],
  rentAway: ['nissan', { offer_type: 'rent', pricing_period: 'daily', price: 35, location: 'دمشق', is_available: 0 }],
  rentHoms: ['nissan', { offer_type: 'rent', pricing_period: 'daily', price: 30, location: 'حمص' }],
} as const;
type Label = keyof typeof MARKET;

describe('car discovery', () => {
  let app: TestApp;
  let api: StrictApi;
  const ids = {} as Record<Label, number>;

  const labelsOf = (body: { data: Array<{ id: number }> }) =>
    body.data.map((car) => (Object.keys(ids) as Label[]).find((label) => ids[label] === car.id) ?? `#${car.id}`);

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    const admin = api.as((await loginAdmin(api)).token);
    const seller = api.as((await register(api, 'user', 'seller')).token);
    for (const [label, [brand, offer]] of Object.entries(MARKET) as Array<[Label, (typeof MARKET)[Label]]>) {
      const car = await carIn('active', seller, admin, {
        fields: { brand, name: `سيارة ${label} للعرض` },
        offer: { price_unit: 'USD', location: 'دمشق', ...offer },
      });
      ids[label] = car.id;
    }
    await carIn('pending', seller, admin, { fields: { brand: 'toyota', name: 'تويوتا قيد المراجعة' }, offer: { price: 20000 } });
  });
  afterAll(() => app.close());

  describe('similar cars', () => {
    it('gives three active sale cars: the same make first, then the closest prices within 25%', async () => {
      const res = await api.get(`/api/cars/${ids.camry}/similar`);
      expect(res.status).toBe(200);
      expect(labelsOf(res.body)).toEqual(['corolla', 'accord', 'civicSyp']);
    });

    it('never offers a car priced more than 25% away unless it is the same make', async () => {
      const res = await api.get(`/api/cars/${ids.accord}/similar`);
      // Honda first (the SYP civic), then 20,000 and 24,000 (within 21,000 ± 25%); never the sonata.
      expect(labelsOf(res.body)).toEqual(['civicSyp', 'camry', 'elantra']);
    });

    it('matches rentals with rentals of the same period', async () => {
      const res = await api.get(`/api/cars/${ids.rentDaily}/similar`);
      expect(labelsOf(res.body)).toEqual(['rentAway', 'rentHoms']);
    });

    it('gives a car without a price (no offer yet) the cars of its make without one, newest first', async () => {
      const seller = api.as((await register(api, 'user', 'unpriced')).token);
      const admin = api.as((await loginAdmin(api)).token);
      const unpriced = async (name: string) =>
        (await carIn('active', seller, admin, { fields: { brand: 'kia', name }, offer: null })).id as number;
      const older = await unpriced('كيا بلا عرض');
      const newer = await unpriced('كيا أخرى بلا عرض');
      const res = await api.get(`/api/cars/${newer}/similar`);
      expect(res.status).toBe(200);
      // The priced kias (rentals) have an offer type; a car without an offer is like those without one.
      expect(res.body.data.map((car: { id: number }) => car.id)).toEqual([older]);
    });

    it('is a 404 for an unknown or hidden car', async () => {
      expect((await api.get('/api/cars/999999/similar')).status).toBe(404);
      expect((await api.get('/api/cars/x/similar')).status).toBe(404);
    });
  });

  describe('rentals', () => {
    const rentals = async (params: Record<string, string | number>) => {
      const res = await api.get(`/api/cars${query({ offer_type: 'rent', per_page: 100, sort: 'price_asc', ...params })}`);
      expect(res.status).toBe(200);
      return labelsOf(res.body);
    };

    it('filters by pickup city, pricing periods and availability', async () => {
      expect(await rentals({ location: 'حلب', pricing_period: 'daily,weekly', available: 1 })).toEqual([
        'rentDaily',
        'rentWeekly',
      ]);
      expect(await rentals({ location: 'حلب', pricing_period: 'monthly', available: 1 })).toEqual(['rentMonthly']);
      expect(await rentals({ pricing_period: 'daily', available: 1 })).toEqual(['rentHoms', 'rentDaily']);
      expect(await rentals({ pricing_period: 'daily' })).toEqual(['rentHoms', 'rentAway', 'rentDaily']);
    });

    it('accepts the periods as a list and refuses unknown ones (422)', async () => {
      const listed = await api.get('/api/cars?offer_type=rent&pricing_period[]=weekly&pricing_period[]=monthly');
      expect(labelsOf(listed.body).sort()).toEqual(['rentMonthly', 'rentWeekly']);
      const bad = await api.get('/api/cars?pricing_period=hourly');
      expect(bad.status).toBe(422);
      expect(bad.body.errors.pricing_period[0]).toMatch(/[\u0600-\u06FF]/);
      expect((await api.get('/api/cars?pricing_period[a]=1')).status).toBe(422);
    });
  });
});
