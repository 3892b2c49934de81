import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { LIST_SORTS } from '../../server/src/cars/dto/car-list-query.dto';
import { PruneCarViewsProcessor } from '../../server/src/cars/views/prune-car-views.processor';
import { ListPart } from '../../server/src/parts/commands/list-part/list-part.command';
import { Actor } from '../../server/src/shared/auth/roles';
import { Api, ApiResponse } from '../support/api';
import { carIn, listCar, query } from '../support/cars';
import { contactsIn, PrivateContacts } from '../support/contact-leaks';
import { loginAdmin, register, Session } from '../support/fixtures';
import { createAd, storeIn, workshopIn } from '../support/places';
import { routeInputs } from '../support/route-inputs';
import { connected, Inbox, openSocket } from '../support/sockets';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';
import { MATRIX, routeOf, Subject } from './authz/matrix';

/** The reveal budget of this file's server: small, so spending it takes a few calls. */
const REVEALS_PER_HOUR = 5;

let addresses = 0;
/** A caller at an address of its own (the server believes X-Forwarded-For from its loopback proxy). */
const newAddress = () => `203.0.113.${++addresses}`;
const reveal = (api: Api, carId: number, address = newAddress()) =>
  api.request('POST', `/api/cars/${carId}/contact`, undefined, { 'x-forwarded-for': address });

const CONTACT = {
  name: 'مشترٍ جاد',
  email: 'buyer-contact@example.sy',
  message: 'هل السيارة ما زالت متوفرة؟ أريد معاينتها هذا الأسبوع.',
};

/**
 * CONTRACT.md, seller contact: a seller's e-mail and phone are not public data. No list, card,
 * page or push carries them; the car page asks for the phone with a call of its own, which
 * spends the address's budget and counts a lead, shown to the seller per day with views and
 * messages.
 */
describe('seller contact: revealed on request, counted, budgeted', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let adminSession: Session;
  let buyer: StrictApi;
  const sellers: Record<'private' | 'other' | 'dealer' | 'quiet', { session: Session; api: StrictApi; phone: string | null }> =
    {} as never;
  let cars: { sale: number; rent: number; dealer: number; quiet: number; pending: number; imageId: string };
  let places: { store: number; workshop: number; ad: number; part: number };
  let secrets: PrivateContacts;

  beforeAll(async () => {
    app = await startTestApp({ worker: true, env: { RATE_LIMIT_REVEAL: `${REVEALS_PER_HOUR}/1h` } });
    api = new StrictApi(app.url);
    adminSession = await loginAdmin(api);
    admin = api.as(adminSession.token);
    buyer = api.as((await register(api, 'user', 'buyer')).token);
    const seller = async (role: string, phone: string | null) => {
      const session = await register(api, role, 'seller');
      const as = api.as(session.token);
      if (phone) expect((await as.put('/api/me', { phone })).status).toBe(200);
      return { session, api: as, phone };
    };
    sellers.private = await seller('user', '0944 700 101');
    sellers.other = await seller('user', '+963 955 700 202');
    sellers.dealer = await seller('shop_manager', '0933 700 303');
    sellers.quiet = await seller('user', null);

    const sale = await carIn('active', sellers.private.api, admin, {
      fields: { name: 'تويوتا كامري 2019 بحالة الوكالة', brand: '1' },
    });
    const rent = await carIn('active', sellers.other.api, admin, {
      fields: { name: 'كيا سبورتاج للإيجار اليومي', brand: '2' },
      offer: { offer_type: 'rent', pricing_period: 'daily', price: 60, location: 'حلب - الفرقان' },
    });
    const dealer = await carIn('active', sellers.dealer.api, admin, { fields: { name: 'هيونداي توسان 2021 من المعرض' } });
    const quiet = await carIn('active', sellers.quiet.api, admin, { fields: { name: 'نيسان صني 2015 اقتصادية' } });
    const pending = await carIn('pending', sellers.private.api, admin, { fields: { name: 'مازدا 3 بانتظار المراجعة' } });
    cars = { sale: sale.id, rent: rent.id, dealer: dealer.id, quiet: quiet.id, pending: pending.id, imageId: sale.images[0].id };

    // The dealer's store publishes a business phone and e-mail of its own; the other seller runs a workshop.
    const store = await storeIn('active', sellers.dealer.api, admin, { phone: '0966700404', email: 'sales-desk@example.sy' });
    const workshop = await workshopIn('active', sellers.other.api, admin, { phone: '0988700606' });
    const ad = await createAd(sellers.other.api, workshop.id);
    const dealerActor: Actor = {
      id: sellers.dealer.session.user.id,
      name: sellers.dealer.session.user.name,
      email: sellers.dealer.session.user.email,
      roles: ['shop_manager'],
      latestRole: 'shop_manager',
      status: 'active',
    };
    const { partId } = await app.server.get(CommandBus).execute(
      new ListPart(
        dealerActor,
        {
          name: 'فلتر زيت أصلي',
          brand: 'Denso',
          category: 'brakes',
          type: 'original',
          makes: [],
          models: [],
          compatibility: ['تويوتا كامري'],
          description: 'فلتر زيت أصلي',
          priceMinor: 1500,
          currency: 'USD',
          stock: 4,
        },
        [
          {
            imageId: randomUUID(),
            key: `originals/${randomUUID()}.jpg`,
            contentType: 'image/jpeg',
            size: 1,
            width: 1,
            height: 1,
          },
        ],
      ),
    );
    places = { store: store.id, workshop: workshop.id, ad: ad.id, part: partId };

    for (const id of [cars.sale, cars.rent, cars.dealer, cars.quiet])
      expect((await buyer.put(`/api/favourites/${id}`)).status).toBe(200);
    expect((await buyer.post(`/api/cars/${cars.sale}/messages`, CONTACT)).status).toBe(201);

    secrets = {
      emails: Object.values(sellers).map((s) => s.session.user.email),
      phones: Object.values(sellers).flatMap((s) => (s.phone ? [s.phone] : [])),
    };
  });
  afterAll(() => app.close());

  /** Path parameters of this market's subjects, for the matrix's kinds of subject. */
  const paramsOf = (subject: Subject): Record<string, string> | null => {
    const car = (id: number) => ({ id: String(id), carId: String(id), imageId: cars.imageId });
    switch (subject) {
      case 'nothing':
        return {};
      case 'activeCar':
      case 'carWithTwoPhotos':
      case 'carWithoutOffer':
      case 'expiredCar':
        return car(cars.sale);
      case 'pendingCar':
        return car(cars.pending);
      case 'carStream':
        return { type: 'car', id: String(cars.sale) };
      case 'account':
        return { id: String(sellers.private.session.user.id) };
      case 'activeStore':
      case 'pendingStore':
        return { id: String(places.store) };
      case 'activeWorkshop':
      case 'pendingWorkshop':
        return { id: String(places.workshop) };
      case 'workshopAd':
        return { id: String(places.ad) };
      case 'part':
        return { id: String(places.part) };
      default:
        // The caller's own things (notifications, saved searches, inspections…) and files: nothing of a seller's.
        return null;
    }
  };
  const fill = (path: string, params: Record<string, string>) =>
    path.replace(/[:*](\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'));

  /** Every filter of the car lists, so a new one must be added here (the test below checks it). */
  const listQueries = (): Record<string, string[]> => ({
    page: ['page=2&per_page=1'],
    limit: ['limit=100'],
    per_page: ['per_page=100'],
    brand: ['brand=1', 'brand=toyota'],
    price: ['price[min]=1000&price[max]=90000', 'price[min]=100000&price[max]=9000000&price[currency]=SYP'],
    search: ['search=' + encodeURIComponent('تويوتا'), 'search=kamri', 'search=' + encodeURIComponent('كامرب')],
    offer_type: ['offer_type=sale', 'offer_type=rent'],
    pricing_period: ['offer_type=rent&pricing_period=daily'],
    available: ['offer_type=rent&available=1'],
    location: ['location=' + encodeURIComponent('دمشق'), 'location=' + encodeURIComponent('حلب')],
    fuel_type: ['fuel_type=petrol'],
    featured: ['featured=1'],
    status: ['status=all', `status=pending&user_id=${sellers.private.session.user.id}`],
    user_id: Object.values(sellers).map((s) => `user_id=${s.session.user.id}`),
    deal: ['deal=good'],
    year: ['year[min]=2015&year[max]=2022', 'year[max]=2010'],
    mileage: ['mileage[max]=100000', 'mileage[max]=123456'],
    transmission: ['transmission=automatic', 'transmission=manual'],
    condition: ['condition=used', 'condition=new'],
    body_type: ['body_type=sedan', 'body_type=suv'],
    seller_type: ['seller_type=private', 'seller_type=store'],
    sort: LIST_SORTS.map((sort) => `sort=${sort}`),
    cursor: [],
  });

  it("carries no seller's e-mail or phone in any answer of any GET route, nor in a car list under any filter", async () => {
    // The seller reads its own lists too: a card carries no contact whoever reads it.
    const callers = { anonymous: api, buyer, seller: sellers.private.api };
    const leaks: string[] = [];
    const read = async (who: keyof typeof callers, url: string): Promise<ApiResponse> => {
      const res = await callers[who].get(url);
      leaks.push(...contactsIn(res.body, secrets).map((leak) => `${who} GET ${url} → ${leak}`));
      return res;
    };

    // Every GET route the server has (the matrix names them all), on this market's subjects.
    const walked: string[] = [];
    for (const [key, row] of Object.entries(MATRIX)) {
      if (!key.startsWith('GET ')) continue;
      const params = paramsOf(row.subject);
      if (!params) continue;
      const url = fill(routeOf(key).slice(4), params);
      for (const who of ['anonymous', 'buyer'] as const) await read(who, url);
      walked.push(key);
    }
    expect(walked).toEqual(expect.arrayContaining(['GET /api/cars', 'GET /api/cars/:id', 'GET /api/stores/:id']));

    // Every list of cars under every filter, each page of its cursor too, and the cars' similar cars.
    const inputs = routeInputs(app.server);
    const filters = listQueries();
    for (const route of ['/api/cars', '/api/car-offers']) {
      expect(inputs.get(`GET ${route}`)!.query.filter((name) => !(name in filters))).toEqual([]);
      for (const who of Object.keys(callers) as Array<keyof typeof callers>) {
        const first = await read(who, `${route}?per_page=2`);
        expect(first.status).toBe(200);
        expect(first.body.data.length).toBeGreaterThan(0);
        await read(who, `${route}?per_page=2&cursor=${encodeURIComponent(first.body.pagination.next_cursor)}`);
        for (const fragment of Object.values(filters).flat()) {
          const res = await read(who, `${route}?${fragment}`);
          // `status` is the seller's own filter (others are refused); every other filter answers everyone.
          if (who === 'seller' || !fragment.startsWith('status='))
            expect({ fragment, status: res.status }).toEqual({ fragment, status: 200 });
        }
      }
    }
    for (const id of [cars.sale, cars.rent, cars.dealer, cars.quiet]) {
      await read('anonymous', `/api/cars/${id}/similar`);
      await read('buyer', `/api/cars/${id}`);
    }
    expect((await read('buyer', `/api/cars/${cars.sale}/similar`)).body.data.length).toBeGreaterThan(0);
    // The store's stock, as its page asks for it, and the buyer's favourites with every car in them.
    const stock = await read('anonymous', `/api/cars${query({ user_id: sellers.dealer.session.user.id, offer_type: 'sale' })}`);
    expect(stock.body.data.map((car: { id: number }) => car.id)).toEqual([cars.dealer]);
    expect((await read('buyer', '/api/favourites')).body.data).toHaveLength(4);

    expect(leaks).toEqual([]);
    // The store's own contact is public, on the store.
    expect((await api.get(`/api/stores/${places.store}`)).body.data).toMatchObject({
      phone: '0966700404',
      email: 'sales-desk@example.sy',
      owner: { id: sellers.dealer.session.user.id, email: null },
    });
  });

  it("keeps the car answer's owner keys, its contact empty, and says whether there is a phone to ask for", async () => {
    for (const viewer of [api, buyer, sellers.private.api, admin]) {
      expect((await viewer.get(`/api/cars/${cars.sale}`)).body.owner).toEqual({
        id: sellers.private.session.user.id,
        name: sellers.private.session.user.name,
        email: null,
        phone: null,
        has_phone: true,
      });
    }
    expect((await api.get(`/api/cars/${cars.quiet}`)).body.owner).toMatchObject({ phone: null, has_phone: false });
  });

  it('pushes no contact to the moderators with a new listing', async () => {
    const socket = await connected(openSocket(app.url, adminSession.token));
    const inbox = new Inbox(socket);
    try {
      const car = await listCar(sellers.other.api, { fields: { name: 'فورد فوكس 2018 جديدة في الطابور' } });
      const pushed = await inbox.next('car.listed', (payload) => payload.car.id === car.id);
      expect(pushed.car.owner).toMatchObject({ id: sellers.other.session.user.id, email: null, phone: null });
      expect(contactsIn(pushed, secrets)).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it("answers a public car's phone to anyone, a hidden car's to its owner and admins only", async () => {
    expect((await reveal(api, cars.sale)).body).toEqual({ data: { phone: '0944 700 101' } });
    expect((await reveal(buyer, cars.rent)).body).toEqual({ data: { phone: '+963 955 700 202' } });
    expect((await reveal(api, cars.quiet)).body).toEqual({ data: { phone: null } });

    for (const stranger of [api, buyer, sellers.other.api]) {
      const res = await reveal(stranger, cars.pending);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'العنصر المطلوب غير موجود' });
    }
    expect((await reveal(sellers.private.api, cars.pending)).body).toEqual({ data: { phone: '0944 700 101' } });
    expect((await reveal(admin, cars.pending)).body).toEqual({ data: { phone: '0944 700 101' } });
    expect((await reveal(api, 2_000_000_000)).status).toBe(404);
  });

  it("counts a lead once per visitor and car a day, and never the seller's own look or an admin's", async () => {
    const car = (await carIn('active', sellers.private.api, admin, { fields: { name: 'هوندا سيفيك 2017' } })).id;
    const reveals = async () => {
      const rows: Array<{ reveals: number }> = await app.dataSource.query(
        `SELECT reveals FROM public.car_reveal_days WHERE car_id = $1`,
        [car],
      );
      return rows.reduce((sum, row) => sum + row.reveals, 0);
    };
    const visitor = newAddress();
    await reveal(api, car, visitor);
    await reveal(api, car, visitor);
    expect(await reveals()).toBe(1);
    await reveal(api, car); // another address
    expect(await reveals()).toBe(2);
    const signedIn = api.as((await register(api, 'user', 'reader')).token);
    await reveal(signedIn, car);
    await reveal(signedIn, car); // the same account from another address: the same visitor
    expect(await reveals()).toBe(3);
    await reveal(sellers.private.api, car);
    await reveal(admin, car);
    expect(await reveals()).toBe(3);
    // A seller with no phone has no lead to count: nothing was shown.
    await reveal(api, cars.quiet);
    expect(await app.dataSource.query(`SELECT 1 FROM public.car_reveal_days WHERE car_id = $1`, [cars.quiet])).toEqual([]);
  });

  it('spends a budget per address, with Retry-After and an Arabic message, and per account across addresses', async () => {
    const address = newAddress();
    for (let i = 0; i < REVEALS_PER_HOUR; i++) expect((await reveal(api, cars.sale, address)).status).toBe(200);
    const refused = await reveal(api, cars.rent, address);
    expect(refused.status).toBe(429);
    // The wait in minutes, from Retry-After: a budget of an hour spent a moment ago.
    expect(refused.body.message).toBe(
      `طلبت أرقام هواتف كثيرة خلال وقت قصير. يمكنك إظهار رقم جديد بعد ${Math.ceil(Number(refused.headers.get('retry-after')) / 60)} دقيقة، أو مراسلة البائع الآن.`,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    // A hidden or unknown car spends it too: probing ids costs the same as reading numbers.
    expect((await reveal(api, cars.pending, address)).status).toBe(429);
    // Another address is not held back, and browsing is not either.
    expect((await reveal(api, cars.rent)).status).toBe(200);
    expect((await api.request('GET', `/api/cars/${cars.rent}`, undefined, { 'x-forwarded-for': address })).status).toBe(200);

    // An account is counted wherever it calls from: new addresses do not give it a new budget.
    const hopper = api.as((await register(api, 'user', 'hopper')).token);
    for (let i = 0; i < REVEALS_PER_HOUR; i++) expect((await reveal(hopper, cars.sale)).status).toBe(200);
    expect((await reveal(hopper, cars.sale)).status).toBe(429);
  });

  it("shows the seller a car's views, phone reveals and messages per day for the last 30 days", async () => {
    const car = (await carIn('active', sellers.other.api, admin, { fields: { name: 'شيفروليه كروز 2016' } })).id;
    for (let i = 0; i < 3; i++)
      await api.request('POST', `/api/cars/${car}/views`, undefined, { 'x-forwarded-for': newAddress() });
    await reveal(api, car);
    await reveal(buyer, car);
    for (const name of ['سامر', 'ليلى'])
      expect((await buyer.post(`/api/cars/${car}/messages`, { ...CONTACT, name })).status).toBe(201);
    // Earlier days: a reveal four days ago and a message yesterday, as the counters and the inbox dated them.
    await app.dataSource.query(
      `INSERT INTO public.car_reveal_days (car_id, day, reveals)
       VALUES ($1, (now() AT TIME ZONE 'Asia/Damascus')::date - 4, 2), ($1, (now() AT TIME ZONE 'Asia/Damascus')::date - 30, 9)`,
      [car],
    );
    await app.dataSource.query(
      `UPDATE projections.messages SET created_at = created_at - interval '1 day' WHERE car_id = $1 AND name = 'ليلى'`,
      [car],
    );

    const res = await sellers.other.api.get(`/api/cars/${car}/leads`);
    expect(res.status).toBe(200);
    const { days, totals } = res.body.data;
    expect(days).toHaveLength(30);
    const [today] = await app.dataSource.query(`SELECT to_char((now() AT TIME ZONE 'Asia/Damascus')::date, 'YYYY-MM-DD') AS day`);
    expect(days[29]).toEqual({ day: today.day, views: 3, reveals: 2, messages: 1 });
    expect(days[28]).toMatchObject({ views: 0, reveals: 0, messages: 1 });
    expect(days[25]).toMatchObject({ views: 0, reveals: 2, messages: 0 });
    // Consecutive days, oldest first; the 31st day back is outside the chart.
    expect(days.map((d: { day: string }) => d.day)).toEqual([...days.map((d: { day: string }) => d.day)].sort());
    expect(new Set(days.map((d: { day: string }) => d.day)).size).toBe(30);
    expect(totals).toEqual({ views: 3, reveals: 4, messages: 2 });
    expect((await admin.get(`/api/cars/${car}/leads`)).body.data.totals).toEqual(totals);

    expect((await buyer.get(`/api/cars/${car}/leads`)).status).toBe(403);
    expect((await sellers.private.api.get(`/api/cars/${car}/leads`)).status).toBe(403);
    expect((await api.get(`/api/cars/${car}/leads`)).status).toBe(401);
    expect((await buyer.get(`/api/cars/${cars.pending}/leads`)).status).toBe(404);
    expect((await sellers.private.api.get(`/api/cars/${cars.pending}/leads`)).status).toBe(200);
  });

  it("forgets yesterday's visitors and the days past the chart", async () => {
    const car = cars.dealer;
    await app.dataSource.query(
      `INSERT INTO public.car_reveal_visits (car_id, visitor, day)
       SELECT $1, decode(md5(d::text), 'hex'), (now() AT TIME ZONE 'Asia/Damascus')::date - d FROM generate_series(0, 2) d`,
      [car],
    );
    for (const [table, column] of [
      ['car_reveal_days', 'reveals'],
      ['car_view_days', 'views'],
    ])
      await app.dataSource.query(
        `INSERT INTO public.${table} (car_id, day, ${column})
         SELECT $1, (now() AT TIME ZONE 'Asia/Damascus')::date - d, 1 FROM generate_series(28, 31) d
         ON CONFLICT DO NOTHING`,
        [car],
      );
    await app.worker!.get(PruneCarViewsProcessor).process();
    const ages = async (table: string) =>
      (
        await app.dataSource.query(
          `SELECT ((now() AT TIME ZONE 'Asia/Damascus')::date - day) AS age FROM public.${table} WHERE car_id = $1 ORDER BY age`,
          [car],
        )
      ).map((row: { age: number }) => row.age);
    expect(await ages('car_reveal_visits')).toEqual([0, 1]);
    expect(await ages('car_reveal_days')).toEqual([28, 29]);
    expect(await ages('car_view_days')).toEqual([28, 29]);
  });
});
