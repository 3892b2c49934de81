import { QUEUE, Queues } from '../../server/src/jobs/queues';
import { loginAdmin, register } from '../support/fixtures';
import { carIn } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/** brand, seats, fuel, transmission, category, year, price (USD unless SYP given), extras. */
const INVENTORY: Array<[string, number, string, string, number, number, Record<string, unknown>]> = [
  ['kia', 5, 'petrol', 'automatic', 3, 2016, { price: 4800 }],
  ['hyundai', 5, 'petrol', 'manual', 1, 2012, { price: 3900 }],
  ['toyota', 5, 'hybrid', 'cvt', 1, 2019, { price: 9800 }],
  ['nissan', 5, 'petrol', 'automatic', 1, 2018, { price: 1_045_000, price_unit: 'SYP' }], // 9,500 $
  ['honda', 4, 'petrol', 'cvt', 5, 2017, { price: 10_000 }],
  ['toyota', 7, 'diesel', 'automatic', 2, 2015, { price: 19_500 }],
  ['kia', 7, 'diesel', 'automatic', 2, 2020, { price: 20_001 }], // a dollar over 20,000
  ['mercedes', 5, 'petrol', 'automatic', 1, 2019, { price: 34_000 }],
  ['toyota', 8, 'petrol', 'automatic', 2, 2014, { price: 38_000 }],
  ['bmw', 2, 'petrol', 'dct', 5, 2021, { price: 52_000 }],
  ['ford', 7, 'petrol', 'automatic', 6, 2013, { price: 8_000 }],
  ['chevrolet', 5, 'electric', 'automatic', 3, 2022, { price: 15_000 }],
];

const BUDGETS: Record<number, number | null> = { 11: 5_000, 12: 10_000, 13: 20_000, 14: 35_000, 15: null };
const BUDGET_FLOORS: Record<number, number> = { 11: 0, 12: 5_000, 13: 10_000, 14: 20_000, 15: 35_000 };
const SEATS: Record<number, number> = { 21: 2, 22: 5, 23: 7 };

describe('car recommendations', () => {
  let app: TestApp;
  let api: StrictApi;
  const market: Array<{ id: number; priceUsd: number; seats: number }> = [];

  const answers = (budget: number, seats: number, rest: number[] = [31, 44, 53, 62]) => [
    { question_id: 1, chosen_option_id: budget },
    { question_id: 2, chosen_option_id: seats },
    ...rest.map((option) => ({ question_id: Math.floor(option / 10), chosen_option_id: option })),
  ];

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    api = new StrictApi(app.url);
    const admin = api.as((await loginAdmin(api)).token);
    const seller = api.as((await register(api, 'user', 'seller')).token);
    for (const [brand, seats, fuel, transmission, category, year, offer] of INVENTORY) {
      const car = await carIn('active', seller, admin, {
        fields: {
          brand,
          seats: String(seats),
          fuel_type: fuel,
          transmission,
          category_id: String(category),
          year: String(year),
          name: `سيارة ${brand} ${year} للبيع`,
        },
        offer: { price_unit: 'USD', ...offer },
      });
      market.push({ id: car.id, priceUsd: car.price, seats });
    }
    // Never recommended whatever the answers: pending, for rent, or not available.
    await carIn('pending', seller, admin, { fields: { brand: 'kia', seats: '8' }, offer: { price: 1000 } });
    await carIn('active', seller, admin, {
      fields: { brand: 'kia', seats: '8' },
      offer: { offer_type: 'rent', pricing_period: 'daily', price: 30 },
    });
    await carIn('active', seller, admin, { fields: { brand: 'kia', seats: '8' }, offer: { price: 1000, is_available: 0 } });
  });
  afterAll(() => app.close());

  it('serves the questions with their options, and nothing of what the options mean', async () => {
    const res = await api.get('/api/questions');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(6);
    for (const question of res.body.data) {
      expect(question).toEqual({
        id: expect.any(Number),
        text: expect.stringMatching(/[\u0600-\u06FF]/),
        options: expect.any(Array),
      });
      for (const option of question.options) expect(Object.keys(option).sort()).toEqual(['id', 'text']);
    }
  });

  describe.each(Object.keys(BUDGETS).map(Number))('budget option %i', (budgetOption) => {
    it.each(Object.keys(SEATS).map(Number))(
      'with seats option %i: never over the budget, never fewer seats, always a note last',
      async (seatsOption) => {
        const max = BUDGETS[budgetOption];
        const minSeats = SEATS[seatsOption];
        const res = await api.post('/api/car-recommendations', { answers: answers(budgetOption, seatsOption) });
        expect(res.status).toBe(200);
        const { data, cars } = res.body as { data: string[]; cars: Array<{ id: number }> };
        expect(data[data.length - 1]).toMatch(/^ملاحظة:/);

        const reachable = market.filter((car) => (max === null || car.priceUsd <= max) && car.seats >= minSeats);
        // The budget is a range: cars under its floor only when none is inside it, and then it is said.
        const inRange = reachable.filter((car) => car.priceUsd >= BUDGET_FLOORS[budgetOption]);
        const eligible = inRange.length ? inRange : reachable;
        expect(cars.length).toBe(Math.min(5, eligible.length));
        const { relaxed } = res.body as { relaxed: Array<{ preference: string }> };
        expect(relaxed.some((each) => each.preference === 'budget')).toBe(inRange.length === 0 && reachable.length > 0);
        expect(data).toHaveLength(Math.max(cars.length, 1) + 1);
        for (const { id } of cars) {
          const car = (await api.get(`/api/cars/${id}`)).body;
          if (max !== null) expect(car.price_usd_minor).toBeLessThanOrEqual(max * 100);
          if (inRange.length) expect(car.price_usd_minor).toBeGreaterThanOrEqual(BUDGET_FLOORS[budgetOption] * 100);
          expect(car.seats).toBeGreaterThanOrEqual(minSeats);
          expect(car).toMatchObject({ status: 'active', offer: { offer_type: 'sale', is_available: true } });
        }
      },
    );
  });

  it('ranks by the other answers: a diesel 7-seater for a family trip that wants diesel', async () => {
    const res = await api.post('/api/car-recommendations', { answers: answers(13, 23, [32, 42, 51, 62]) });
    expect(res.body.cars[0].id).toBe(market[5].id);
    expect(res.body.data[0]).toContain('تعمل على الديزل كما تفضل');
  });

  it('is computed by a job in the recommendations queue', async () => {
    const counts = await app.server.get(Queues).get(QUEUE.recommendations).getJobCounts('completed', 'failed');
    expect(counts.completed).toBeGreaterThan(0);
    expect(counts.failed).toBe(0);
  });

  it('refuses malformed answers with a 422 in Arabic, before any job', async () => {
    const bodies: unknown[] = [
      {},
      { answers: 'all of them' },
      { answers: [] },
      { answers: [{ question_id: 'one', chosen_option_id: 11 }] },
      { answers: answers(11, 21).slice(0, 5) }, // one question unanswered
      { answers: [...answers(11, 21), { question_id: 1, chosen_option_id: 12 }] }, // twice
      { answers: answers(11, 31) }, // an option of another question
      { answers: [...answers(11, 21), { question_id: 42, chosen_option_id: 1 }] },
      [1, 2, 3],
    ];
    for (const body of bodies) {
      const res = await api.post('/api/car-recommendations', body);
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(Object.values(res.body.errors ?? { x: ['؟'] }).flat()[0]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
