import type { Socket } from 'socket.io-client';
import { approve, listCar, makeOffer, query } from '../support/cars';
import { eventually, loginAdmin, register, Session } from '../support/fixtures';
import { connected, Inbox, openSocket } from '../support/sockets';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';
import { ifStarted } from '../support/if-started';

/**
 * The price indicator (issues 12 and 29, README "The price indicator"): the worker places each
 * active sale listing against its comparables (same make and model, year ±2; a thin model's every
 * year, then its make), each comparable's price adjusted to the car's year and mileage by the
 * group's own fit, and keeps it current from the log, pushing car.updated to the cars whose
 * indicator changed.
 */
describe('price indicator', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let seller: Session;
  let owner: StrictApi;
  const sockets: Socket[] = [];
  /** Cars of the fixed Camry group by their role in it. */
  const camry: Record<string, number> = {};
  const fair: number[] = [];
  let corollas: number[] = [];

  /** An active sale listing of `model`, `year`, `mileage` at `price` US dollars. */
  async function activeCar(price: number, fields: Record<string, string> = {}, offer: Record<string, unknown> = {}) {
    const car = await listCar(owner, { fields: { brand: '1', model: 'Camry', year: '2019', mileage: '85000', ...fields } });
    await makeOffer(owner, car.id, { price, price_unit: 'USD', ...offer });
    await approve(admin, car.id);
    return car.id as number;
  }

  const indicatorOf = async (id: number) => (await api.get(`/api/cars/${id}`)).body.price_indicator;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    seller = await register(api, 'user', 'seller');
    owner = api.as(seller.token);

    // Camry 2019, 85,000 km: five at $10,000, one at $8,500, one at $9,500, one at $12,000.
    for (let i = 0; i < 5; i += 1) fair.push(await activeCar(10_000));
    camry.great = await activeCar(8_500);
    camry.good = await activeCar(9_500);
    camry.high = await activeCar(12_000, { model: ' camry ' }); // the same model, written otherwise
    // Never comparables: a rental, a pending car.
    camry.rental = await activeCar(100, {}, { offer_type: 'rent', pricing_period: 'daily' });
    const pending = await listCar(owner, { fields: { brand: '1', model: 'Camry', year: '2019', mileage: '85000' } });
    await makeOffer(owner, pending.id, { price: 1_000, price_unit: 'USD' });
    camry.pending = pending.id;
    // Too few even for the make: three Hondas.
    corollas = [
      await activeCar(9_000, { brand: 'honda', model: 'Civic' }),
      await activeCar(9_000, { brand: 'honda', model: 'Civic' }),
    ];
    corollas.push(await activeCar(9_500, { brand: 'honda', model: 'Accord' }));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await ifStarted(app)?.close();
  });

  it('places each listing of a fixed comparable set against the median, with the p10–p90 range', async () => {
    // 8 listings of one year and mileage (nothing to adjust): median $10,000; p10 = 8,500 + 0.7 × 1,000; p90 = 10,000 + 0.3 × 2,000.
    const market = {
      currency: 'USD',
      median_usd_minor: 1_000_000,
      low_usd_minor: 920_000,
      high_usd_minor: 1_060_000,
      sample_size: 8,
      basis: 'similar',
      // The same figures in pounds at 110 a dollar, for buyers who think in pounds.
      median_syp_minor: 110_000_000,
      low_syp_minor: 101_200_000,
      high_syp_minor: 116_600_000,
    };
    await eventually(async () => (await indicatorOf(camry.high))?.band === 'high');
    expect(await indicatorOf(camry.great)).toEqual({ band: 'great', label: 'سعر ممتاز', ...market });
    expect(await indicatorOf(camry.good)).toEqual({ band: 'good', label: 'سعر جيد', ...market });
    for (const id of fair) expect(await indicatorOf(id)).toEqual({ band: 'fair', label: 'سعر عادل', ...market });
    expect(await indicatorOf(camry.high)).toEqual({ band: 'high', label: 'سعر مرتفع', ...market });
  });

  it('says there is not enough data with too few comparables, and has no indicator for rentals or pending cars', async () => {
    const none = {
      band: null,
      label: 'لا توجد بيانات كافية',
      currency: 'USD',
      median_usd_minor: null,
      low_usd_minor: null,
      high_usd_minor: null,
      median_syp_minor: null,
      low_syp_minor: null,
      high_syp_minor: null,
      basis: 'make',
    };
    // Three Hondas: too few for the model, and for the make.
    await eventually(async () => (await indicatorOf(corollas[2]))?.sample_size === 3);
    for (const id of corollas) expect(await indicatorOf(id)).toEqual({ ...none, sample_size: 3 });
    expect(await indicatorOf(camry.rental)).toBeNull();
    expect((await owner.get(`/api/cars/${camry.pending}`)).body.price_indicator).toBeNull();
    // List items carry it too.
    const list = await api.get(`/api/cars${query({ limit: 100 })}`);
    const item = list.body.data.find((car: { id: number }) => car.id === camry.great);
    expect(item.price_indicator).toMatchObject({ band: 'great', sample_size: 8 });
  });

  it('filters good deals: exactly the listings whose band is great or good, with the other filters', async () => {
    await eventually(async () => (await indicatorOf(camry.high))?.band === 'high');
    const all = (await api.get(`/api/cars${query({ limit: 100 })}`)).body.data as Array<{
      id: number;
      price_indicator: { band: string } | null;
    }>;
    const expected = all.filter((car) => ['great', 'good'].includes(car.price_indicator?.band ?? '')).map((car) => car.id);
    expect(expected).toEqual(expect.arrayContaining([camry.great, camry.good]));
    const deals = await api.get(`/api/cars${query({ limit: 100, deal: 'good' })}`);
    expect(deals.status).toBe(200);
    expect(deals.body.data.map((car: { id: number }) => car.id).sort()).toEqual(expected.sort());
    expect(deals.body.pagination.total).toBe(expected.length);
    const cheap = await api.get(`/api/cars${query({ limit: 100, deal: 'good', brand: 'toyota', 'price[max]': 9_000 })}`);
    expect(cheap.body.data.map((car: { id: number }) => car.id)).toContain(camry.great);
    expect(cheap.body.data.map((car: { id: number }) => car.id)).not.toContain(camry.good);
    const junk = await api.get(`/api/cars${query({ deal: 'cheap' })}`);
    expect(junk.status).toBe(422);
    expect(junk.body.errors.deal).toEqual(['قيمة فلتر العروض الجيدة غير صالحة']);
  });

  it('recomputes the group when a comparable is re-priced and pushes car.updated to the open car page', async () => {
    await eventually(async () => (await indicatorOf(camry.high))?.band === 'high');
    const viewer = await register(api, 'user', 'viewer');
    const socket = openSocket(app.url, viewer.token);
    sockets.push(socket);
    const inbox = new Inbox(socket);
    await connected(socket);
    expect(await socket.emitWithAck('car.watch', { id: fair[0] })).toEqual({ ok: true });

    // $12,000 → $8,000: the median stays $10,000, the low end of the range moves to 8,000 + 0.7 × 500.
    expect((await owner.put(`/api/cars/${camry.high}/offers`, { price: 8_000 })).status).toBe(200);
    const pushed = await inbox.next('car.updated', (p) => p.id === fair[0] && p.reason === 'price_indicator');
    expect(typeof pushed.position).toBe('number');
    // The push comes after the recomputation committed: a refetch reads the new figures.
    expect(await indicatorOf(fair[0])).toMatchObject({ band: 'fair', low_usd_minor: 835_000, median_usd_minor: 1_000_000 });
    expect(await indicatorOf(camry.high)).toMatchObject({ band: 'great' });
    // No push for a car of another group.
    expect(inbox.of('car.updated').some((p) => corollas.includes(p.id))).toBe(false);
  });

  it('takes a removed comparable out of the group, and a car edited into another model moves there', async () => {
    // Remove a Camry at $10,000: seven left, still enough.
    expect((await owner.delete(`/api/cars/${fair[4]}`)).status).toBe(200);
    await eventually(async () => (await indicatorOf(camry.great))?.sample_size === 7);
    // An Avalon alone is placed by its make; edited into a Camry it joins the Camry group.
    const avalon = await activeCar(10_000, { model: 'Avalon' });
    await eventually(async () => (await indicatorOf(avalon))?.basis === 'make');
    expect((await owner.put(`/api/cars/${avalon}`, { model: 'Camry' })).status).toBe(200);
    await eventually(async () => (await indicatorOf(camry.great))?.sample_size === 8);
    expect(await indicatorOf(avalon)).toMatchObject({ sample_size: 8, basis: 'similar', band: 'fair' });
  });

  it('adjusts a mixed-year group for age and mileage: a 2020 Corolla at $17,900 is not «سعر مرتفع» beside 2016–2019 ones', async () => {
    // Prices that fall about 11% a year and 1.2% per 10,000 km (with a little noise), kilometres
    // not tied to the year; the 2020 at $17,900 and 60,000 km is about what its age and mileage ask.
    const spread = [
      [2016, 92_000, 11_300],
      [2016, 61_000, 11_900],
      [2017, 88_000, 12_500],
      [2017, 55_000, 13_300],
      [2018, 80_000, 13_200],
      [2018, 58_000, 14_500],
      [2018, 95_000, 13_600],
      [2019, 70_000, 15_600],
      [2019, 52_000, 16_100],
      [2020, 75_000, 17_100],
    ] as const;
    const ids: number[] = [];
    for (const [year, mileage, price] of spread)
      ids.push(await activeCar(price, { model: 'Corolla', year: String(year), mileage: String(mileage) }));
    const newest = await activeCar(17_900, { model: 'Corolla', year: '2020', mileage: '60000' });
    // Before: the group 2018–2022 unadjusted had a median of $15,600 and called it «سعر مرتفع» (115%).
    // Its group: the Corollas of 2018–2022, seven with itself.
    await eventually(async () => (await indicatorOf(newest))?.sample_size === 7);
    const placed = await indicatorOf(newest);
    expect(placed.band).not.toBe('high');
    expect(['fair', 'good']).toContain(placed.band);
    // Its median is a 2020's at 60,000 km, above every older car's asking price.
    expect(placed.median_usd_minor).toBeGreaterThan(1_600_000);
    // And the 2018 at $13,200 with 80,000 km is not a bargain for its age: fair or good, never great.
    expect(['fair', 'good']).toContain((await indicatorOf(ids[4])).band);
  });

  it('places again the listings priced in a currency whose exchange rate the admin changed', async () => {
    const elantra = { brand: 'hyundai', model: 'Elantra', year: '2018', mileage: '120000' };
    for (let i = 0; i < 5; i += 1) await activeCar(10_000, elantra);
    const inPounds = await activeCar(1_100_000, elantra, { price_unit: 'SYP' }); // $10,000 at 110 a dollar
    await eventually(async () => (await indicatorOf(inPounds))?.sample_size === 6);
    expect(await indicatorOf(inPounds)).toMatchObject({ band: 'fair' });
    // 137.5 pounds a dollar: the same asking price is now $8,000.
    expect((await admin.put('/api/admin/exchange-rates', { SYP: '137.5' })).status).toBe(200);
    await eventually(async () => (await indicatorOf(inPounds))?.band === 'great');
    expect((await admin.put('/api/admin/exchange-rates', { SYP: '110' })).status).toBe(200);
    await eventually(async () => (await indicatorOf(inPounds))?.band === 'fair');
  });

  describe('GET /api/price-guide', () => {
    it('answers for a car what the car page of such a car shows: one group, one count, one median; in the form’s currency too', async () => {
      await eventually(async () => (await indicatorOf(camry.great))?.sample_size === 8);
      const page = await indicatorOf(camry.great);
      const res = await api.get(`/api/price-guide${query({ brand: 'toyota', model: 'camry', year: 2019, mileage: 85_000 })}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        brand: 'toyota',
        year: 2019,
        mileage: 85_000,
        currency: 'USD',
        sufficient: true,
        sample_size: page.sample_size,
        basis: page.basis,
        median_usd_minor: page.median_usd_minor,
        low_usd_minor: page.low_usd_minor,
        high_usd_minor: page.high_usd_minor,
        price_unit: 'USD',
        median_minor: page.median_usd_minor,
      });
      // In pounds (the form's default currency), at 110 a dollar.
      const pounds = await api.get(
        `/api/price-guide${query({ brand: 1, model: 'Camry', year: 2019, mileage: 85_000, currency: 'SYP' })}`,
      );
      expect(pounds.body.data).toMatchObject({
        price_unit: 'SYP',
        median_minor: page.median_usd_minor * 110,
        sample_size: page.sample_size,
      });
      // Without mileage the figures are those of the group's average.
      const noMileage = await api.get(`/api/price-guide${query({ brand: 1, model: 'Camry', year: 2019 })}`);
      expect(noMileage.body.data).toMatchObject({
        brand: 'toyota',
        mileage: null,
        sufficient: true,
        sample_size: page.sample_size,
      });
    });

    it('widens to the model’s other years when its near years are thin, and to the make when the model is', async () => {
      // Six Ceratos of 2016–2018: enough for the model, none near 2010.
      const ceratos = [
        [2016, 9_000],
        [2016, 9_400],
        [2017, 10_200],
        [2017, 10_600],
        [2018, 11_500],
        [2018, 12_100],
      ] as const;
      for (const [year, price] of ceratos)
        await activeCar(price, { brand: 'kia', model: 'Cerato', year: String(year), mileage: '90000' });
      const guide = async (model: string, year: number) =>
        (await api.get(`/api/price-guide${query({ brand: 'kia', model, year, mileage: 90_000 })}`)).body.data;
      await eventually(async () => (await guide('Cerato', 2017)).sample_size === 6);
      expect(await guide('Cerato', 2017)).toMatchObject({ basis: 'similar', sufficient: true, sample_size: 6 });
      // 2010: the model's every year, its prices taken back to 2010 by the model's own fit.
      const older = await guide('Cerato', 2010);
      expect(older).toMatchObject({ basis: 'model_years', sufficient: true, sample_size: 6 });
      expect(older.median_usd_minor).toBeGreaterThan(0);
      expect(older.median_usd_minor).toBeLessThan(900_000);
      // A Kia model nobody lists: the make's listings (the six Ceratos and any other Kia).
      const unknown = await guide('Picanto', 2017);
      expect(unknown).toMatchObject({ basis: 'make', sufficient: true });
      expect(unknown.sample_size).toBeGreaterThanOrEqual(6);
      expect(unknown.median_usd_minor).toBeGreaterThan(0);
    });

    it('says so when there are too few comparables, even for the make', async () => {
      const res = await api.get(`/api/price-guide${query({ brand: 'bmw', model: 'X5', year: 2015, mileage: 10 })}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        sufficient: false,
        label: 'لا توجد بيانات كافية',
        median_usd_minor: null,
        sample_size: 0,
        basis: 'make',
      });
    });

    it.each([
      ['no query', {}, ['brand', 'model', 'year']],
      ['an unknown make', { brand: 'tesla', model: 'X', year: 2020 }, ['brand']],
      ['a year that is not a number', { brand: 'kia', model: 'Rio', year: 'abc' }, ['year']],
      ['a negative mileage', { brand: 'kia', model: 'Rio', year: 2015, mileage: -5 }, ['mileage']],
      ['a model too long', { brand: 'kia', model: 'x'.repeat(61), year: 2015 }, ['model']],
    ])('refuses %s with Arabic messages (422)', async (_name, params, fields) => {
      const res = await api.get(`/api/price-guide${query(params as Record<string, string | number>)}`);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual([...fields].sort());
      for (const field of fields) expect(res.body.errors[field][0]).toMatch(/[\u0600-\u06FF]/);
    });
  });
});
