import { carIn, listCar, makeOffer, smallJpeg } from '../support/cars';
import { carFields, carForm, loginAdmin, register, uniqueEmail } from '../support/fixtures';
import { StrictApi } from '../support/strict-api';
import { repriceListings } from '../support/reprice';
import { startTestApp, TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** System settings and exchange rates are stored as events and bite where they are used. */
describe('system settings', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let seller: StrictApi;

  const setSettings = async (body: Record<string, unknown>) => {
    const res = await admin.put('/api/admin/settings', body);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    seller = api.as((await register(api, 'user', 'seller')).token);
  });
  afterAll(() => app.close());

  it('starts with the spec defaults, for admins and (in part) for every visitor', async () => {
    const res = await admin.get('/api/admin/settings');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      site_name: 'سيّارة',
      site_description: expect.any(String),
      contact_email: 'info@sayyara.sy',
      ad_duration_days: 30,
      max_images_per_ad: 10,
      review_before_publish: true,
      allow_registration: true,
    });
    const pub = await api.get('/api/settings');
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({ max_images_per_ad: 10, ad_duration_days: 30, allow_registration: true });
  });

  it('records only the values that change, as an event with the admin as actor', async () => {
    await setSettings({ site_name: 'سيّارة', contact_email: 'Help@Sayyara.sy' });
    const events = await app.dataSource.query(
      `SELECT data, metadata FROM public.events WHERE event_type = 'SiteSettingsChanged' ORDER BY global_position`,
    );
    expect(events.at(-1).data).toEqual({ changes: { contactEmail: 'help@sayyara.sy' } });
    expect(events.at(-1).metadata).toMatchObject({ actorRole: 'admin' });
    expect((await admin.get('/api/admin/settings')).body.data.contact_email).toBe('help@sayyara.sy');
  });

  it('records nothing for fields that are not settings (status, role, owner…)', async () => {
    const before = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM public.events WHERE event_type = 'SiteSettingsChanged'`,
    );
    const res = await admin.put('/api/admin/settings', { status: 'active', role: 'admin', owner: 1, is_featured: true });
    expect(res.status).toBe(200);
    const after = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM public.events WHERE event_type = 'SiteSettingsChanged'`,
    );
    expect(after[0].n).toBe(before[0].n);
    expect(Object.keys(res.body.data)).not.toContain('status');
  });

  it('refuses bad values with Arabic field errors and changes nothing', async () => {
    const res = await admin.put('/api/admin/settings', {
      ad_duration_days: 0,
      max_images_per_ad: 31,
      review_before_publish: 'perhaps',
      contact_email: 'nope',
      site_name: 'x',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'ad_duration_days',
      'contact_email',
      'max_images_per_ad',
      'review_before_publish',
      'site_name',
    ]);
    expect(res.body.errors.ad_duration_days).toEqual(['مدة الإعلان يجب أن تكون بين 1 و365 يومًا']);
    expect((await admin.get('/api/admin/settings')).body.data.ad_duration_days).toBe(30);
  });

  it('with at most 3 images per ad, refuses a fourth (at listing and when adding photos)', async () => {
    await setSettings({ max_images_per_ad: 3 });
    try {
      const photo = await smallJpeg();
      const four = await seller.post('/api/cars', carForm(carFields(), [photo, photo, photo, photo]));
      expect(four.status).toBe(422);
      expect(four.body.errors.images).toEqual(['لا يمكن رفع أكثر من 3 صور للإعلان']);

      const car = await listCar(seller, { images: [photo, photo, photo] });
      const fourth = await seller.post(`/api/cars/${car.id}/images`, carForm({}, [photo]));
      expect(fourth.status).toBe(422);
      expect(fourth.body.errors.images).toEqual(['لا يمكن رفع أكثر من 3 صور للإعلان']);
      expect((await seller.get(`/api/cars/${car.id}`)).body.images).toHaveLength(3);
      expect((await api.get('/api/settings')).body.data.max_images_per_ad).toBe(3);
    } finally {
      await setSettings({ max_images_per_ad: 10 });
    }
  });

  it('with review off, a new car is active at once (and public); with it on again, pending', async () => {
    await setSettings({ review_before_publish: false });
    try {
      const car = await listCar(seller);
      expect(car.status).toBe('active');
      expect((await api.get(`/api/cars/${car.id}`)).status).toBe(200);
    } finally {
      await setSettings({ review_before_publish: true });
    }
    expect((await listCar(seller)).status).toBe('pending');
  });

  it('approval uses the ad duration in force', async () => {
    await setSettings({ ad_duration_days: 7 });
    try {
      const before = Date.now();
      const car = await carIn('active', seller, admin);
      const expires = new Date(car.expires_at).getTime();
      expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 60_000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 60_000);
    } finally {
      await setSettings({ ad_duration_days: 30 });
    }
  });

  it('with registration closed, sign-up is refused (403) while sign-in still works', async () => {
    await setSettings({ allow_registration: false });
    try {
      const res = await api.post('/auth/register', {
        name: 'زائر جديد',
        email: uniqueEmail('closed'),
        password: 'password123',
        password_confirmation: 'password123',
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('التسجيل مغلق حاليًا، يرجى المحاولة لاحقًا');
      expect((await loginAdmin(api)).token).toEqual(expect.any(String));
    } finally {
      await setSettings({ allow_registration: true });
    }
  });

  describe('exchange rates', () => {
    it('starts from the recorded rates and changes public USD prices and filters', async () => {
      const initial = await admin.get('/api/admin/exchange-rates');
      expect(initial.status).toBe(200);
      expect(initial.body.data).toMatchObject({ base: 'USD', rates: { USD: 1, SYP: 110, EUR: 0.92 } });

      const car = await carIn('active', seller, admin, { offer: { price: 1_100_000, price_unit: 'SYP' } });
      expect(car.price).toBe(10_000);
      expect(car.offer.price_syp_minor).toBe(110_000_000);

      const res = await admin.put('/api/admin/exchange-rates', { SYP: '137.5', EUR: 0.9 });
      expect(res.status).toBe(200);
      expect(res.body.data.rates).toEqual({ USD: 1, SYP: 137.5, EUR: 0.9 });
      await repriceListings(app); // the worker's batches (no worker here)
      try {
        const after = await api.get(`/api/cars/${car.id}`);
        expect(after.body.price).toBe(8_000);
        expect(after.body.offer.price).toBe(1_100_000);
        const under = await api.get(`/api/cars?price[max]=8000&limit=100`);
        expect(under.body.data.map((c: { id: number }) => c.id)).toContain(car.id);
        const [event] = await app.dataSource.query(
          `SELECT data FROM public.events WHERE event_type = 'ExchangeRatesSet' ORDER BY global_position DESC LIMIT 1`,
        );
        expect(event.data).toEqual({ perUsdMicro: { USD: 1_000_000, SYP: 137_500_000, EUR: 900_000 }, repricing: 'batches' });
      } finally {
        await admin.put('/api/admin/exchange-rates', { SYP: 110, EUR: 0.92 });
        await repriceListings(app);
      }
    });

    it('refuses zero, negative, junk and too many decimals; USD is not for changing', async () => {
      for (const bad of [{ SYP: 0 }, { SYP: -5 }, { EUR: 'abc' }, { SYP: '1.1234567' }]) {
        const res = await admin.put('/api/admin/exchange-rates', bad);
        expect(res.status).toBe(422);
        expect(Object.values(res.body.errors)).toEqual([['يرجى إدخال سعر صرف صحيح أكبر من صفر']]);
      }
      const usd = await admin.put('/api/admin/exchange-rates', { USD: 2 });
      expect(usd.status).toBe(200);
      expect(usd.body.data.rates.USD).toBe(1);
    });
  });

  it('keeps settings and rates to admins (403 for others, 401 anonymous)', async () => {
    for (const path of ['/api/admin/settings', '/api/admin/exchange-rates']) {
      expect((await api.get(path)).status).toBe(401);
      expect((await seller.get(path)).status).toBe(403);
      expect((await seller.put(path, {})).status).toBe(403);
    }
  });

  it('shows an offer in its currency and in Syrian pounds for management screens', async () => {
    const car = await listCar(seller);
    const offered = await makeOffer(seller, car.id, { price: 2500.5, price_unit: 'EUR' });
    expect(offered.offer).toMatchObject({ price: 2500.5, price_unit: 'EUR', price_minor: 250_050 });
    // 2,500.50 EUR at 0.92 EUR and 110 SYP to the dollar: 298,972.83 SYP.
    expect(offered.offer.price_syp_minor).toBe(29_897_283);
  });
});
