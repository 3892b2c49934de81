import { CommandBus } from '@nestjs/cqrs';
import { Socket } from 'socket.io-client';
import { RecordedEvent } from '../../server/src/event-store/event.types';
import { EventStore } from '../../server/src/event-store/event-store.service';
import { QUEUE, Queues } from '../../server/src/jobs/queues';
import { RaiseNotifications } from '../../server/src/notifications/commands/raise-notifications.command';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { ProjectionRebuild } from '../../server/src/replay/projection-rebuild';
import { NotifySavedSearchesWhenCarActivated } from '../../server/src/saved-searches/reactions/notify-saved-searches-when-car-activated';
import { Api } from '../support/api';
import { approve, carIn, listCar, makeOffer } from '../support/cars';
import { eventually, loginAdmin, register, Session } from '../support/fixtures';
import { connected, Inbox, openSocket } from '../support/sockets';
import { mailText, SmtpSink } from '../support/smtp-sink';
import { subscriptionCaughtUp } from '../support/subscriptions';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Saved searches (README: Saved searches): saving checks the query with the listings' own rules,
 * and a car that becomes active notifies exactly the searches whose query GET /api/cars would
 * list it under, live on the owner's socket.
 */
describe('saved searches and their notifications', () => {
  let app: TestApp;
  let api: Api;
  let admin: Api;
  let seller: Session;
  let smtp: SmtpSink;
  const sockets: Socket[] = [];

  const as = (session: Session) => api.as(session.token);
  const save = (session: Session, name: string, query: string) => as(session).post('/api/saved-searches', { name, query });

  /** Resolves once the `saved-searches` subscription has handled the log up to this car's approval. */
  async function matched(carId: number): Promise<void> {
    await subscriptionCaughtUp(app.dataSource, 'saved-searches', {
      streamType: 'car',
      streamId: carId,
      eventType: 'CarApproved',
    });
  }

  async function notificationsOf(session: Session): Promise<any[]> {
    const res = await as(session).get('/api/notifications?per_page=100');
    expect(res.status).toBe(200);
    return res.body.data;
  }

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    app = await startTestApp({ worker: true, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://sayyara.example' } });
    api = new Api(app.url);
    admin = api.as((await loginAdmin(api)).token);
    seller = await register(api, 'user', 'seller');
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await app.close();
    await smtp.close();
  });

  describe('saving', () => {
    it('normalises the query, answers the existing search for the same filters, and lists newest first', async () => {
      const buyer = await register(api, 'user', 'buyer');
      const first = await save(buyer, 'تويوتا في دمشق', '?location=دمشق&page=3&brand=toyota&price[max]=20000&junk=1');
      expect(first.status).toBe(201);
      expect(first.body.data).toEqual({
        id: expect.any(Number),
        name: 'تويوتا في دمشق',
        query: 'brand=toyota&location=دمشق&price[max]=20000',
        new_matches: 0,
        last_seen_at: null,
        created_at: expect.any(String),
      });
      const again = await save(buyer, 'اسم آخر', 'price[max]=20000&brand=toyota&location=%D8%AF%D9%85%D8%B4%D9%82');
      expect(again.status).toBe(200);
      expect(again.body.data.id).toBe(first.body.data.id);
      const second = await save(buyer, 'كيا', 'brand=kia');
      const list = await as(buyer).get('/api/saved-searches');
      expect(list.body.data.map((s: { id: number }) => s.id)).toEqual([second.body.data.id, first.body.data.id]);
    });

    it('refuses what the listings endpoint refuses, owner-only filters, and a missing or long name, in Arabic', async () => {
      const buyer = await register(api, 'user', 'buyer');
      const cases: Array<[unknown, string]> = [
        [{ name: '', query: 'brand=kia' }, 'name'],
        [{ name: 'ا'.repeat(81), query: 'brand=kia' }, 'name'],
        [{ query: 'brand=kia' }, 'name'],
        [{ name: 'بحث', query: 'status=pending' }, 'query'],
        [{ name: 'بحث', query: 'price[min]=abc' }, 'query'],
        [{ name: 'بحث', query: 'offer_type=lease' }, 'query'],
        [{ name: 'بحث', query: 'brand=tesla' }, 'query'],
        [{ name: 'بحث' }, 'query'],
        // Escapes that decode to what no field may hold: a NUL (PostgreSQL refuses it in jsonb),
        // another control character, a bidi override; in a value or in a key.
        ...['search=%00', 'search=a%00b', 'location=%00', 'search=%01', 'search=%E2%80%AE', 'brand[%00]=kia'].map(
          (query): [unknown, string] => [{ name: 'بحث', query }, 'query'],
        ),
      ];
      for (const [body, field] of cases) {
        const res = await as(buyer).post('/api/saved-searches', body);
        expect({ body, status: res.status }).toEqual({ body, status: 422 });
        expect(res.body.errors[field][0]).toMatch(/[\u0600-\u06FF]/);
      }
      // The listings endpoint refuses the same query.
      expect((await api.get('/api/cars?price[min]=abc')).status).toBe(422);
      expect((await api.get('/api/cars?search=a%00b')).status).toBe(422);
      expect((await as(buyer).get('/api/saved-searches')).body.data).toEqual([]);
    });

    it('keeps at most 50 searches a user', async () => {
      const buyer = await register(api, 'user', 'collector');
      for (let i = 0; i < 50; i++) expect((await save(buyer, `بحث ${i}`, `price[min]=${i}`)).status).toBe(201);
      const refused = await save(buyer, 'بحث 51', 'price[min]=1000');
      expect(refused.status).toBe(422);
      expect(refused.body.errors.query).toEqual(['لا يمكن حفظ أكثر من 50 بحثًا، يرجى حذف بحث قديم أولًا']);
    });

    it("deletes one's own search, and another user's is not found", async () => {
      const owner = await register(api, 'user', 'owner');
      const other = await register(api, 'user', 'other');
      const { id } = (await save(owner, 'هيونداي', 'brand=hyundai')).body.data;
      expect((await as(other).delete(`/api/saved-searches/${id}`)).status).toBe(404);
      expect((await as(other).post(`/api/saved-searches/${id}/seen`)).status).toBe(404);
      expect((await as(owner).delete(`/api/saved-searches/${id}`)).status).toBe(204);
      expect((await as(owner).delete(`/api/saved-searches/${id}`)).status).toBe(404);
      expect((await as(owner).get('/api/saved-searches')).body.data).toEqual([]);
    });
  });

  describe('matching', () => {
    /** Queries saved before the cars below are approved, each compared with GET /api/cars. */
    const QUERIES = [
      'brand=toyota',
      'location=دمشق',
      'price[min]=10000&price[max]=20000',
      'offer_type=rent',
      'search=سوناتا',
      'brand=toyota&location=دمشق',
      'location=حلب&offer_type=sale&price[max]=9000',
      'fuel_type=diesel',
      'pricing_period=daily,weekly',
      // In pounds (1,000,000–2,000,000 ل.س at 110 a dollar): the Camry's 15,000 $ and the Accent's 1,500,000 ل.س.
      'price[currency]=SYP&price[min]=1000000&price[max]=2000000',
      // Typos the live search corrects against the listings' words (تويوتا), beside an exact word.
      'search=تويتا',
      'search=تويتا كامري',
      // Words typed together, which the live search splits into the listings' words.
      'search=تويوتاكامري',
    ];
    let buyer: Session;
    let carIds: number[];

    beforeAll(async () => {
      buyer = await register(api, 'user', 'searcher');
      for (const [i, query] of QUERIES.entries()) expect((await save(buyer, `بحث ${i}`, query)).status).toBe(201);
      // The seller's own search: a seller is never told of their own car.
      expect((await save(seller, 'سياراتي', 'brand=toyota')).status).toBe(201);
      const cars: Array<{ fields: Record<string, string>; offer: Record<string, unknown> }> = [
        { fields: { brand: 'toyota', name: 'تويوتا كامري 2019' }, offer: { price: 15000, location: 'دمشق - المزة' } },
        { fields: { brand: 'kia', name: 'كيا سيراتو 2016' }, offer: { price: 8000, location: 'حلب - الفرقان' } },
        {
          fields: { brand: 'toyota', name: 'تويوتا يارس للإيجار', fuel_type: 'diesel' },
          offer: { offer_type: 'rent', price: 40, pricing_period: 'daily', location: 'حمص' },
        },
        { fields: { brand: 'hyundai', name: 'هيونداي سوناتا 2020' }, offer: { price: 25000, location: 'دمشق' } },
        { fields: { brand: 'toyota', name: 'تويوتا لاندكروزر' }, offer: { price: 60000, location: 'اللاذقية' } },
        {
          fields: { brand: 'hyundai', name: 'هيونداي أكسنت 2012' },
          offer: { price: 1500000, price_unit: 'SYP', location: 'طرطوس' },
        },
      ];
      carIds = [];
      for (const car of cars) {
        const listed = await listCar(as(seller), { fields: car.fields });
        await makeOffer(as(seller), listed.id, car.offer);
        await approve(admin, listed.id);
        carIds.push(listed.id);
      }
      await matched(carIds[carIds.length - 1]);
    });

    it('notifies each search of exactly the cars GET /api/cars lists for its query', async () => {
      const notified = await notificationsOf(buyer);
      const searches = (await as(buyer).get('/api/saved-searches')).body.data as Array<{ id: number; name: string }>;
      for (const [i, query] of QUERIES.entries()) {
        const search = searches.find((s) => s.name === `بحث ${i}`)!;
        const listed = await api.get(`/api/cars?${query}&per_page=100`);
        expect(listed.status).toBe(200);
        const expected = listed.body.data.map((c: { id: number }) => c.id).filter((id: number) => carIds.includes(id));
        const got = notified.filter((n) => n.saved_search_id === search.id).map((n) => n.car_id);
        expect({ query, cars: [...got].sort() }).toEqual({ query, cars: [...expected].sort() });
      }
      // The comparison is not empty: every query matches something here, one query three cars.
      const counts = QUERIES.map(
        (_, i) => notified.filter((n) => n.saved_search_id === searches.find((s) => s.name === `بحث ${i}`)!.id).length,
      );
      expect(counts).toEqual([3, 2, 2, 1, 1, 1, 1, 1, 1, 2, 3, 1, 1]);
    });

    it("describes a car priced in pounds by the seller's own price first, then about how many dollars", async () => {
      const accent = carIds[carIds.length - 1];
      const bodies = (await notificationsOf(buyer)).filter((n) => n.car_id === accent).map((n) => n.body);
      expect(bodies.length).toBeGreaterThan(0);
      for (const body of bodies) expect(body).toBe('هيونداي أكسنت 2012 — 1,500,000\u00a0ل.س (≈\u00a013,636\u00a0$)');
    });

    it("describes the car in Arabic, links to it, and counts the search's new matches", async () => {
      const [toyota] = carIds;
      const search = ((await as(buyer).get('/api/saved-searches')).body.data as any[]).find((s) => s.query === 'brand=toyota');
      const notification = (await notificationsOf(buyer)).find((n) => n.car_id === toyota && n.saved_search_id === search.id);
      expect(notification).toEqual({
        id: expect.any(Number),
        kind: 'saved_search_match',
        title: `سيارة جديدة تطابق بحثك «${search.name}»`,
        body: 'تويوتا كامري 2019 — 15,000\u00a0$ (≈\u00a01,650,000\u00a0ل.س)',
        link: `/car/${toyota}`,
        car_id: toyota,
        saved_search_id: search.id,
        read_at: null,
        created_at: expect.any(String),
      });
      expect(search.new_matches).toBe(3);
    });

    it('never tells a seller of their own car', async () => {
      expect(await notificationsOf(seller)).toEqual([]);
    });

    it('raises nothing twice when the approval is delivered again', async () => {
      const before = (await notificationsOf(buyer)).length;
      const history = await app.worker!.get(EventStore).readStream('car', carIds[0]);
      const approved = history.find((e) => e.type === 'CarApproved') as RecordedEvent;
      await app.worker!.get(NotifySavedSearchesWhenCarActivated).handle(approved);
      // The notifications of one event are raised once, even with matches computed again.
      const commands = app.worker!.get(CommandBus);
      const again = { userId: buyer.user.id, kind: 'saved_search_match' as const, title: 'ت', body: 'ب', link: '/cars/1' };
      const raised = await commands.execute(
        new RaiseNotifications(approved.position, [{ ...again, carId: carIds[0], savedSearchId: null }]),
      );
      expect(raised).toEqual([]);
      expect((await notificationsOf(buyer)).length).toBe(before);
    });

    it("marks one read (not another user's), all read, and a search seen", async () => {
      const other = await register(api, 'user', 'nosy');
      const [newest, next] = await notificationsOf(buyer);
      const page = await as(buyer).get('/api/notifications?per_page=1&page=2');
      expect(page.body.data.map((n: { id: number }) => n.id)).toEqual([next.id]);
      const total = page.body.meta.total;
      expect(page.body.meta).toEqual({ current_page: 2, last_page: total, total, per_page: 1, unread: total });

      expect((await as(other).post(`/api/notifications/${newest.id}/read`)).status).toBe(404);
      const read = await as(buyer).post(`/api/notifications/${newest.id}/read`);
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ id: newest.id, read_at: expect.any(String) });
      expect((await as(buyer).get('/api/notifications')).body.meta.unread).toBe(total - 1);

      const all = await as(buyer).post('/api/notifications/read-all');
      expect(all.status).toBe(200);
      expect(all.body).toEqual({ data: { unread: 0 } });
      expect((await notificationsOf(buyer)).every((n) => n.read_at !== null)).toBe(true);

      const search = ((await as(buyer).get('/api/saved-searches')).body.data as any[]).find((s) => s.new_matches > 0);
      const seen = await as(buyer).post(`/api/saved-searches/${search.id}/seen`);
      expect(seen.status).toBe(200);
      expect(seen.body.data).toMatchObject({ id: search.id, new_matches: 0, last_seen_at: expect.any(String) });
    });
  });

  it('rebuilds its read models from the log exactly as they are live (matches applied in bulk or one by one)', async () => {
    const rebuild = new ProjectionRebuild(app.dataSource, app.server.get(ProjectionRegistry));
    // Small batches cut an approval's run of matches in pieces: the counts must not change.
    const report = await rebuild.run({ projections: ['saved-searches', 'notifications'], batchSize: 7 });
    expect(report).toBeDefined();
    const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM projections.notifications`);
    expect(n).toBeGreaterThan(10);
  });

  it("pushes notification.created to the search owner's socket only, when an admin approves a matching car", async () => {
    const watcher = await register(api, 'user', 'watcher');
    const bystander = await register(api, 'user', 'bystander');
    const { id: searchId } = (await save(watcher, 'فورد', 'brand=ford')).body.data;
    await save(bystander, 'شيفروليه', 'brand=chevrolet');
    const inbox = new Inbox(await connected(openSocket(app.url, watcher.token)));
    const elsewhere = new Inbox(await connected(openSocket(app.url, bystander.token)));
    sockets.push(inbox.socket, elsewhere.socket);

    const pending = await carIn('pending', as(seller), admin, { fields: { brand: 'ford', name: 'فورد فوكس 2018' } });
    await approve(admin, pending.id);
    const pushed = await inbox.next('notification.created', (p) => p.car_id === pending.id);
    expect(pushed).toEqual({
      position: expect.any(Number),
      id: expect.any(Number),
      kind: 'saved_search_match',
      title: 'سيارة جديدة تطابق بحثك «فورد»',
      body: 'فورد فوكس 2018 — 15,000\u00a0$ (≈\u00a01,650,000\u00a0ل.س)',
      link: `/car/${pending.id}`,
      car_id: pending.id,
      saved_search_id: searchId,
      created_at: expect.any(String),
      unread: 1,
    });
    await matched(pending.id);
    expect(elsewhere.of('notification.created')).toEqual([]);
    expect(await notificationsOf(bystander)).toEqual([]);
  });

  it('mails the match at once, with an unsubscribe link that works signed out and stops the next mail', async () => {
    const reader = await register(api, 'user', 'reader');
    await save(reader, 'لكزس', 'brand=lexus');
    const first = await carIn('active', as(seller), admin, { fields: { brand: 'lexus', name: 'لكزس ES 2017' } });
    const [mail] = await eventually(async () => smtp.to(reader.user.email).length > 0 && smtp.to(reader.user.email));
    const text = mailText(mail.raw);
    expect(text).toContain('لكزس ES 2017');
    expect(text).toContain(`https://sayyara.example/car/${first.id}`);
    const link = /https:\/\/sayyara\.example(\/api\/saved-searches\/unsubscribe\?token=[^\s"<]+)/.exec(text)![1];

    // Not ours, or for another account: not found.
    expect((await api.get('/api/saved-searches/unsubscribe?token=1.' + 'a'.repeat(43))).status).toBe(404);
    expect((await api.get(link.replace(`token=${reader.user.id}.`, `token=${seller.user.id}.`))).status).toBe(404);
    const page = await api.get(link);
    expect(page.status).toBe(200);
    expect((await as(reader).get('/api/me')).body.data.preferences).toMatchObject({ email_saved_searches: false });

    // The next match is notified in the bell, and its mail is not sent.
    const second = await carIn('active', as(seller), admin, { fields: { brand: 'lexus', name: 'لكزس RX 2019' } });
    const notification = await eventually(async () => (await notificationsOf(reader)).find((n) => n.car_id === second.id));
    const queue = app.worker!.get(Queues).get(QUEUE.mail);
    const outcome = await eventually(async () => (await queue.getJob(`saved-search-mail-${notification.id}`))?.returnvalue);
    expect(outcome).toBe('opted out');
    expect(smtp.to(reader.user.email)).toHaveLength(1);
  });

  it('signed out, every route is a 401', async () => {
    for (const [method, path] of [
      ['GET', '/api/saved-searches'],
      ['POST', '/api/saved-searches'],
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
    ]) {
      expect((await api.request(method, path)).status).toBe(401);
    }
  });
});
