import { loginAdmin, register } from '../support/fixtures';
import { EventStore } from '../../server/src/event-store/event-store.service';
import { approve, carIn, DEFAULT_OFFER, listCar, makeOffer } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { repriceListings } from '../support/reprice';
import { startTestApp, TestApp } from '../support/test-app';

/** A car's single sale or rent offer (signed-in-area.md §5 "Offer form") and its money. */
describe('car offers', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let owner: StrictApi;
  let stranger: StrictApi;

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    owner = api.as((await register(api, 'user', 'owner')).token);
    stranger = api.as((await register(api, 'user', 'stranger')).token);
  });
  afterAll(() => app.close());

  const offerOn = async (body: Record<string, unknown>) => {
    const car = await listCar(owner);
    return { car, res: await owner.post(`/api/cars/${car.id}/offers`, body) };
  };

  describe('POST /api/cars/:id/offers', () => {
    it('makes a sale offer from JSON and answers 201 with the car carrying it', async () => {
      const { car, res } = await offerOn({ car_id: 424242, ...DEFAULT_OFFER });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        id: car.id,
        location: 'دمشق - المزة',
        offer: {
          id: expect.any(Number),
          car_id: car.id,
          offer_type: 'sale',
          price: 15000,
          price_unit: 'USD',
          price_minor: 1500000,
          pricing_period: null,
          is_available: true,
          additional_features: 'فتحة سقف, كاميرا',
          location: 'دمشق - المزة',
        },
      });
      // The body's car_id is ignored: the offer belongs to the car in the path.
      expect((await owner.get(`/api/cars/${car.id}`)).body.offer.car_id).toBe(car.id);
    });

    it('requires a pricing period for a rent offer', async () => {
      const { res } = await offerOn({ ...DEFAULT_OFFER, offer_type: 'rent' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ pricing_period: ['يرجى إدخال فترة التسعير للعروض المؤجرة'] });
    });

    it('makes a rent offer with its period, and ignores a period sent with a sale offer', async () => {
      const rent = await offerOn({ ...DEFAULT_OFFER, offer_type: 'rent', pricing_period: 'monthly', price: 300 });
      expect(rent.res.status).toBe(201);
      expect(rent.res.body.offer).toMatchObject({ offer_type: 'rent', pricing_period: 'monthly', price: 300 });
      const sale = await offerOn({ ...DEFAULT_OFFER, pricing_period: 'daily' });
      expect(sale.res.status).toBe(201);
      expect(sale.res.body.offer.pricing_period).toBeNull();
    });

    it.each([
      ['a negative price', { price: -5 }, 'price', 'يرجى إدخال السعر'],
      ['a price of zero', { price: 0 }, 'price', 'يرجى إدخال السعر'],
      ['a price of zero with decimals', { price: '0.00' }, 'price', 'يرجى إدخال السعر'],
      ['a price with three decimals', { price: '10.555' }, 'price', 'يرجى إدخال السعر'],
      ['an empty price', { price: '' }, 'price', 'يرجى إدخال السعر'],
      ['a price that is not a number', { price: 'غالي' }, 'price', 'يرجى إدخال السعر'],
      ['a price over 999,999,999', { price: '1000000000' }, 'price', 'السعر كبير جدًا: الحد الأقصى 999٬999٬999'],
      ['an unknown offer type', { offer_type: 'lease' }, 'offer_type', 'يرجى اختيار نوع العرض'],
      ['an unknown currency', { price_unit: 'GBP' }, 'price_unit', 'عملة السعر غير صالحة'],
      ['no location', { location: '' }, 'location', 'يرجى إدخال الموقع'],
      [
        'a rent period that does not exist',
        { offer_type: 'rent', pricing_period: 'yearly' },
        'pricing_period',
        'يرجى إدخال فترة التسعير للعروض المؤجرة',
      ],
    ])('refuses %s with 422 on that field', async (_label, change, field, message) => {
      const { car, res } = await offerOn({ ...DEFAULT_OFFER, ...change });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ [field]: [message] });
      expect((await owner.get(`/api/cars/${car.id}`)).body.offer).toBeNull();
    });

    it("accepts the older client's 'SYR' as the Syrian pound (SYP), and SYP when no currency is given", async () => {
      const syr = await offerOn({ ...DEFAULT_OFFER, price_unit: 'SYR' });
      expect(syr.res.status).toBe(201);
      expect(syr.res.body.offer.price_unit).toBe('SYP');
      const { price_unit: _omitted, ...withoutUnit } = DEFAULT_OFFER;
      const none = await offerOn(withoutUnit);
      expect(none.res.body.offer.price_unit).toBe('SYP');
    });

    it('refuses a second offer on the same car with 409', async () => {
      const car = await listCar(owner);
      await makeOffer(owner, car.id);
      const again = await owner.post(`/api/cars/${car.id}/offers`, { ...DEFAULT_OFFER, price: 1 });
      expect(again.status).toBe(409);
      expect((await owner.get(`/api/cars/${car.id}`)).body.offer.price).toBe(15000);
    });

    it("refuses an offer on another user's car (403) and on a missing car (404)", async () => {
      const car = await listCar(owner);
      await approve(admin, car.id);
      expect((await stranger.post(`/api/cars/${car.id}/offers`, DEFAULT_OFFER)).status).toBe(403);
      expect((await owner.post('/api/cars/999999/offers', DEFAULT_OFFER)).status).toBe(404);
    });

    it('answers 400 to malformed JSON', async () => {
      const car = await listCar(owner);
      const res = await owner.request('POST', `/api/cars/${car.id}/offers`, '{"offer_type": "sale", "price": ', {
        'content-type': 'application/json',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    });
  });

  describe('PUT /api/cars/:id/offers', () => {
    it('revises the price, the location and the availability', async () => {
      const car = await listCar(owner);
      await makeOffer(owner, car.id);
      const res = await owner.put(`/api/cars/${car.id}/offers`, {
        price: '14250.50',
        location: 'حلب - الفرقان',
        is_available: false,
      });
      expect(res.status).toBe(200);
      expect(res.body.offer).toMatchObject({
        price: 14250.5,
        price_minor: 1425050,
        location: 'حلب - الفرقان',
        is_available: false,
        offer_type: 'sale',
      });
      expect((await owner.get(`/api/cars/${car.id}`)).body).toMatchObject({
        location: 'حلب - الفرقان',
        offer: { is_available: false },
      });
    });

    it('requires a period when a sale offer becomes a rent offer, and drops it when it becomes a sale again', async () => {
      const car = await listCar(owner);
      await makeOffer(owner, car.id);
      const noPeriod = await owner.put(`/api/cars/${car.id}/offers`, { offer_type: 'rent' });
      expect(noPeriod.status).toBe(422);
      expect(noPeriod.body.errors).toEqual({ pricing_period: ['يرجى إدخال فترة التسعير للعروض المؤجرة'] });
      const rent = await owner.put(`/api/cars/${car.id}/offers`, { offer_type: 'rent', pricing_period: 'weekly' });
      expect(rent.body.offer).toMatchObject({ offer_type: 'rent', pricing_period: 'weekly' });
      const sale = await owner.put(`/api/cars/${car.id}/offers`, { offer_type: 'sale' });
      expect(sale.body.offer).toMatchObject({ offer_type: 'sale', pricing_period: null });
    });

    it('refuses an invalid revision and keeps the offer', async () => {
      const car = await listCar(owner);
      await makeOffer(owner, car.id);
      const res = await owner.put(`/api/cars/${car.id}/offers`, { price: -1 });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ price: ['يرجى إدخال السعر'] });
      expect((await owner.get(`/api/cars/${car.id}`)).body.offer.price).toBe(15000);
    });

    it('refuses a price past the bound on an active car with 422, and every public read stays up', async () => {
      const car = await carIn('active', owner, admin);
      const res = await owner.put(`/api/cars/${car.id}/offers`, { price: '2147483648' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ price: ['السعر كبير جدًا: الحد الأقصى 999٬999٬999'] });
      expect((await api.get(`/api/cars/${car.id}`)).body.offer.price).toBe(15000);
      expect((await api.get('/api/cars')).status).toBe(200);
      // The bound itself is a valid price.
      const top = await owner.put(`/api/cars/${car.id}/offers`, { price: '999999999', price_unit: 'SYP' });
      expect(top.body.offer).toMatchObject({ price: 999999999, price_minor: 99999999900 });
    });

    it('answers 404 when the car has no offer yet', async () => {
      const car = await listCar(owner);
      expect((await owner.put(`/api/cars/${car.id}/offers`, { price: 10 })).status).toBe(404);
    });

    it("refuses a revision of another user's offer with 403", async () => {
      const car = await listCar(owner);
      await makeOffer(owner, car.id);
      await approve(admin, car.id);
      expect((await stranger.put(`/api/cars/${car.id}/offers`, { price: 1 })).status).toBe(403);
      expect((await api.get(`/api/cars/${car.id}`)).body.offer.price).toBe(15000);
    });
  });

  describe('money', () => {
    it('keeps exact minor units and shows the public price in US dollars at the current rate (110 SYP per USD)', async () => {
      const car = await listCar(owner);
      const res = await makeOffer(owner, car.id, { price: 1100000, price_unit: 'SYP' });
      expect(res.offer).toMatchObject({
        price: 1100000,
        price_unit: 'SYP',
        price_minor: 110000000,
        price_usd: 10000,
        price_usd_minor: 1000000,
      });
      expect(res.price).toBe(10000);
      expect(res.price_usd_minor).toBe(1000000);
    });

    it('keeps two decimals exactly and rounds only the converted amount, to the cent', async () => {
      const car = await listCar(owner);
      // 1,234,567.89 SYP / 110 = 11,223.344454… USD: stored exactly, shown as 11,223.34.
      const res = await makeOffer(owner, car.id, { price: '1234567.89', price_unit: 'SYP' });
      expect(res.offer).toMatchObject({ price: 1234567.89, price_minor: 123456789 });
      expect(res.price_usd_minor).toBe(1122334);
      expect(res.price).toBe(11223.34);
    });

    it('converts euros at their rate (0.92 EUR per USD)', async () => {
      const car = await listCar(owner);
      const res = await makeOffer(owner, car.id, { price: 9200, price_unit: 'EUR' });
      expect(res.offer).toMatchObject({ price_unit: 'EUR', price_minor: 920000 });
      expect(res.price).toBe(10000);
    });

    it('shows a US dollar price as it is', async () => {
      const car = await listCar(owner);
      const res = await makeOffer(owner, car.id, { price: '15000.99', price_unit: 'USD' });
      expect(res.price).toBe(15000.99);
      expect(res.offer.price_minor).toBe(1500099);
    });

    it('reads safely whatever amount the log holds: a price from before the bound, at an extreme rate', async () => {
      // Offers written before prices were bounded may hold up to 13 digits; an admin may set a
      // rate of a millionth. Nothing derived from them may overflow a read.
      const active = await carIn('active', owner, admin);
      const pending = await carIn('pending', owner, admin);
      const store = app.server.get(EventStore);
      for (const car of [active, pending]) {
        const history = await store.readStream('car', car.id);
        await store.append(
          {
            streamType: 'car',
            streamId: car.id,
            expectedVersion: history.length,
            events: [{ type: 'CarOfferRevised', data: { changes: { priceMinor: 999999999999999, currency: 'SYP' } } }],
          },
          { actorId: null, actorRole: 'system', correlationId: 'test' },
        );
      }
      expect((await admin.put('/api/admin/exchange-rates', { SYP: '0.000001' })).status).toBe(200);
      await repriceListings(app); // the worker's batches (no worker here): the stored prices grow too
      for (const path of ['/api/cars', '/api/car-offers', `/api/cars/${active.id}`, `/api/cars/${active.id}/similar`]) {
        expect({ path, status: (await api.get(path)).status }).toEqual({ path, status: 200 });
      }
      const queue = await admin.get('/api/cars?status=pending');
      expect(queue.status).toBe(200);
      expect(queue.body.data.map((c: { id: number }) => c.id)).toContain(pending.id);
      const shown = (await api.get(`/api/cars/${active.id}`)).body;
      expect(shown.offer.price_minor).toBe(999999999999999);
      expect(shown.price).toBeGreaterThan(1e15);
      expect((await admin.put('/api/admin/exchange-rates', { SYP: '110' })).status).toBe(200);
      await repriceListings(app);
    });

    it('stores integers of minor units with their currency in the event, never a float', async () => {
      const car = await listCar(owner);
      await makeOffer(owner, car.id, { price: '0.10', price_unit: 'USD' });
      const [event] = await app.dataSource.query(
        `SELECT data FROM public.events WHERE stream_type = 'car' AND stream_id = $1 AND event_type = 'CarOfferMade'`,
        [String(car.id)],
      );
      expect(event.data).toMatchObject({ priceMinor: 10, currency: 'USD' });
    });
  });
});
