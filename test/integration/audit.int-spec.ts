import { CommandBus } from '@nestjs/cqrs';
import { Api } from '../support/api';
import { grantRole } from '../support/accounts';
import { createCar, loginAdmin, register, Session } from '../support/fixtures';
import { createAd, createWorkshop } from '../support/places';
import { replayedChanges, replayInTemporaryTables } from '../support/stream-replayer';
import { startTestApp, TestApp } from '../support/test-app';
import { Change } from '../../server/src/audit/time-travel/row-diff';
import { StreamHistoryService } from '../../server/src/audit/time-travel/stream-history.service';
import { EventStore } from '../../server/src/event-store/event-store.service';
import { projectionName } from '../../server/src/event-store/projection';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { RaiseNotifications } from '../../server/src/notifications/commands/raise-notifications.command';

/** Tables of counters that every stream adds to, which a stream's folded history leaves out. */
const SHARED = ['listing_facets', 'listing_words', 'user_counts'];

/** A stream's own changes as the answer sends them (as JSON: a time as its ISO text either way). */
const own = (changes: Change[]) => JSON.parse(JSON.stringify(changes.filter((c) => !SHARED.includes(c.table)))) as Change[];

/** A stream's own rows, by table, as the answer sends them, in one order whatever the database's collation. */
const ownRows = (tables: Record<string, unknown[]>) =>
  Object.fromEntries(
    Object.entries(tables)
      .filter(([table, rows]) => rows.length && !SHARED.includes(table))
      .map(([table, rows]) => [table, rows.map((row) => JSON.stringify(row)).sort()]),
  );

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** "Who changed what, when, and what did this listing look like then?" — from the log alone. */
describe('the auditor’s event log', () => {
  let app: TestApp;
  let api: Api;
  let admin: Api;
  let auditor: Api;
  let seller: Session;
  let car: { id: number };
  const times: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp();
    api = new Api(app.url);
    admin = api.as((await loginAdmin(api)).token);
    const auditorSession = await register(api, 'user', 'auditor');
    await grantRole(app, auditorSession.user.id, 'auditor');
    auditor = api.as(auditorSession.token);
    seller = await register(api, 'user', 'seller');

    // A car edited, approved and edited again, with a moment between each step to point at.
    car = await createCar(api.as(seller.token), { fields: { color: 'أبيض' } });
    await sleep(20);
    times.afterListing = new Date().toISOString();
    await sleep(20);
    await api.as(seller.token).put(`/api/cars/${car.id}`, new URLSearchParams({ color: 'أحمر', mileage: '90000' }));
    await sleep(20);
    times.afterFirstEdit = new Date().toISOString();
    await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true });
    await sleep(20);
    times.afterApproval = new Date().toISOString();
    await api.as(seller.token).put(`/api/cars/${car.id}`, new URLSearchParams({ color: 'أسود' }));
  });
  afterAll(() => app.close());

  it('is open to auditors and admins only, on every audit route', async () => {
    const routes = [
      '/api/audit/events',
      `/api/audit/streams/car/${car.id}`,
      `/api/audit/streams/car/${car.id}/state?version=1`,
      '/api/audit/export',
    ];
    for (const route of routes) {
      expect([route, (await api.get(route)).status]).toEqual([route, 401]);
      expect([route, (await api.as(seller.token).get(route)).status]).toEqual([route, 403]);
      expect([route, (await auditor.get(route)).status]).toEqual([route, 200]);
      expect([route, (await admin.get(route)).status]).toEqual([route, 200]);
    }
    // Auditing is read-only: an auditor who is not an admin moderates nothing.
    expect((await auditor.put(`/api/cars/${car.id}/reject`)).status).toBe(403);
  });

  it('tells who did what to a car, in order, with the actor of each event', async () => {
    const res = await auditor.get(`/api/audit/streams/car/${car.id}`);
    expect(res.status).toBe(200);
    const events = res.body.data.events as Array<{ type: string; actor: { id: number; name: string }; stream_version: number }>;
    expect(events.map((e) => e.type)).toEqual(['CarListed', 'CarOfferMade', 'CarRevised', 'CarApproved', 'CarRevised']);
    expect(events.map((e) => e.stream_version)).toEqual([1, 2, 3, 4, 5]);
    expect(events[0].actor).toMatchObject({ id: seller.user.id, name: seller.user.name });
    expect(events[3].actor.id).not.toBe(seller.user.id);
  });

  it('shows a readable diff of what each event changed', async () => {
    const events = (await auditor.get(`/api/audit/streams/car/${car.id}`)).body.data.events;
    const firstEdit = events[2].changes as Array<{ table: string; field: string; from: unknown; to: unknown; op: string }>;
    expect(firstEdit).toEqual(
      expect.arrayContaining([
        { table: 'cars', row: String(car.id), op: 'changed', field: 'color', from: 'أبيض', to: 'أحمر' },
        { table: 'cars', row: String(car.id), op: 'changed', field: 'mileage', from: 85000, to: 90000 },
      ]),
    );
    const approval = events[3].changes as Array<{ field: string; from: unknown; to: unknown }>;
    expect(approval).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'status', from: 'pending', to: 'active' })]),
    );
    expect(events[0].changes.some((c: { op: string; table: string }) => c.op === 'added' && c.table === 'car_images')).toBe(true);
  });

  it('folds every read model in memory: no stream is left to replay in the database', () => {
    const projections = app.server.get(ProjectionRegistry).projections();
    expect(projections.filter((projection) => !projection.planRun).map(projectionName)).toEqual([]);
  });

  it("folds a stream's history in memory to what the projections write in temporary tables", async () => {
    const [folded, replayed] = await Promise.all([
      app.server.get(StreamHistoryService).history('car', String(car.id)),
      replayedChanges(app.server, 'car', String(car.id)),
    ]);
    expect(folded.events.map((e) => own(e.changes))).toEqual(replayed.map(own));
    expect(folded.events[2].changes.length).toBeGreaterThan(0);
  });

  it("folds every kind of stream's history as the projections write it, rows other streams made included", async () => {
    const owner = await register(api, 'workshop', 'owner');
    const buyer = await register(api, 'user', 'buyer');
    const leaving = await register(api, 'user', 'leaving');
    const as = (session: Session) => api.as(session.token);
    const ok = async (res: Promise<{ status: number; body: any }>) => {
      const { status, body } = await res;
      if (status >= 300) throw new Error(`${status} ${JSON.stringify(body)}`);
      return body;
    };
    // A workshop moderated, edited, set up, advertised and reviewed.
    const workshop = await createWorkshop(as(owner));
    await ok(admin.put(`/api/workshops/${workshop.id}/approve`));
    await ok(as(owner).put(`/api/workshops/${workshop.id}`, { name: 'ورشة الأمانة للصيانة' }));
    await ok(as(owner).put(`/api/workshops/${workshop.id}/settings`, { notify_reviews: false, notify_status: true }));
    await createAd(as(owner), workshop.id);
    await ok(as(buyer).post(`/api/workshops/${workshop.id}/reviews`, { rating: 4, comment: 'ورشة ممتازة' }));
    // The site's settings and rates.
    await ok(admin.put('/api/admin/settings', { ad_duration_days: 45 }));
    await ok(admin.put('/api/admin/exchange-rates', { SYP: 120, EUR: 0.9 }));
    // A message to the seller, read; favourites kept, dropped and kept again; a search saved,
    // matched (as the worker raises it) and seen; the notification read.
    const message = await ok(
      api.post(`/api/cars/${car.id}/messages`, {
        name: 'زائر',
        email: 'visitor@example.sy',
        message: 'هل السيارة متاحة للمعاينة؟',
      }),
    );
    await ok(as(seller).put(`/api/messages/${message.data.id}/read`));
    const removedCar = await createCar(as(seller));
    await ok(admin.put(`/api/cars/${removedCar.id}/approve`, { approve_anyway: true }));
    for (const person of [buyer, leaving]) {
      await ok(as(person).put(`/api/favourites/${car.id}`));
      await ok(as(person).put(`/api/favourites/${removedCar.id}`));
    }
    await ok(as(buyer).delete(`/api/favourites/${car.id}`));
    await ok(as(buyer).put(`/api/favourites/${car.id}`));
    const search = await ok(as(buyer).post('/api/saved-searches', { name: 'تويوتا', query: 'brand=toyota' }));
    await ok(as(leaving).post('/api/saved-searches', { name: 'تويوتا', query: 'brand=toyota' }));
    const [approval] = await app.dataSource.query(
      `SELECT global_position::int AS position FROM public.events WHERE stream_type = 'car' AND stream_id = $1 AND event_type = 'CarApproved'`,
      [String(removedCar.id)],
    );
    const match = {
      kind: 'saved_search_match' as const,
      title: 'سيارة تطابق بحثك',
      body: 'تويوتا',
      link: '/cars/1',
      carId: removedCar.id,
    };
    const [notificationId] = await app.server.get(CommandBus).execute(
      new RaiseNotifications(approval.position, [
        { ...match, userId: buyer.user.id, savedSearchId: search.data.id },
        { ...match, userId: leaving.user.id, savedSearchId: null },
      ]),
    );
    await ok(as(buyer).post(`/api/saved-searches/${search.data.id}/seen`));
    await ok(as(buyer).post(`/api/notifications/${notificationId}/read`));
    await ok(as(leaving).post('/api/notifications/read-all'));
    // A car removed and an account deleted, with what other streams made for them.
    await ok(as(seller).delete(`/api/cars/${removedCar.id}`));
    await ok(as(leaving).delete('/api/me'));

    const streams: Array<[string, number | string]> = [
      ['workshop', workshop.id],
      ['site-settings', 'site'],
      ['exchange-rates', 'rates'],
      ['message', message.data.id],
      ['favourites', buyer.user.id],
      ['favourites', leaving.user.id],
      ['saved-searches', buyer.user.id],
      ['raised-notifications', approval.position],
      ['notification-inbox', buyer.user.id],
      ['notification-inbox', leaving.user.id],
      ['user', leaving.user.id],
      ['car', removedCar.id],
    ];
    const history = app.server.get(StreamHistoryService);
    for (const [type, id] of streams) {
      const [folded, replayed] = await Promise.all([
        history.history(type, String(id)),
        replayedChanges(app.server, type, String(id)),
      ]);
      expect([type, folded.events.map((e) => own(e.changes))]).toEqual([type, replayed.map(own)]);
      // Its state at the end, as the projections' statements leave the tables.
      const state = await history.stateAt(type, String(id), {});
      const tables = await replayInTemporaryTables(app.server, await app.server.get(EventStore).readStream(type, String(id)));
      expect([type, ownRows(state.state)]).toEqual([type, ownRows(tables)]);
      // An inbox's reads change rows the raising streams made: alone, its history changes nothing.
      const changes = folded.events.some((e) => e.changes.length > 0);
      expect([type, changes]).toEqual([type, type !== 'notification-inbox']);
    }
  });

  it('rebuilds the exact earlier state by version and by time', async () => {
    const at = async (query: string) => (await auditor.get(`/api/audit/streams/car/${car.id}/state?${query}`)).body.data;
    const listed = await at('version=2');
    expect(listed.state.cars[0]).toMatchObject({ status: 'pending', color: 'أبيض', mileage: 85000 });
    expect(listed.state.car_offers[0]).toMatchObject({ price_minor: 1_500_000, currency: 'USD' });
    expect((await at(`at=${encodeURIComponent(times.afterListing)}`)).version).toBe(2);
    const edited = await at(`at=${encodeURIComponent(times.afterFirstEdit)}`);
    expect(edited).toMatchObject({ version: 3 });
    expect(edited.state.cars[0]).toMatchObject({ status: 'pending', color: 'أحمر', mileage: 90000 });
    const approved = await at(`at=${encodeURIComponent(times.afterApproval)}`);
    expect(approved.state.cars[0]).toMatchObject({ status: 'active', color: 'أحمر' });
    const now = await at('version=5');
    expect(now.state.cars[0]).toMatchObject({ status: 'active', color: 'أسود', mileage: 90000 });
    // The live read model agrees with the last rebuilt state.
    const [live] = await app.dataSource.query(`SELECT status, color, mileage FROM cars WHERE id = $1`, [car.id]);
    expect(live).toEqual({ status: 'active', color: 'أسود', mileage: 90000 });
  });

  it('rebuilds a user as it was, and answers 404 before a stream existed or for none', async () => {
    const user = await auditor.get(`/api/audit/streams/user/${seller.user.id}/state?version=1`);
    expect(user.body.data.state.users[0]).toMatchObject({ id: seller.user.id, email: seller.user.email, roles: ['user'] });
    expect((await auditor.get(`/api/audit/streams/car/${car.id}/state?at=2000-01-01T00:00:00Z`)).status).toBe(404);
    expect((await auditor.get('/api/audit/streams/car/999999')).status).toBe(404);
    expect((await auditor.get(`/api/audit/streams/car/${car.id}/state`)).body.data.version).toBe(5);
    expect((await auditor.get(`/api/audit/streams/car/${car.id}/state?version=abc`)).status).toBe(422);
  });

  it('filters the log by stream, event type, actor and time, newest or oldest first', async () => {
    const byCar = await auditor.get(`/api/audit/events?stream_type=car&stream_id=${car.id}&order=asc`);
    expect(byCar.body.data.map((e: { stream_version: number }) => e.stream_version)).toEqual([1, 2, 3, 4, 5]);
    const approvals = await auditor.get('/api/audit/events?event_type=CarApproved,CarRejected');
    expect(approvals.body.data.every((e: { type: string }) => e.type === 'CarApproved')).toBe(true);
    const bySeller = await auditor.get(`/api/audit/events?actor_id=${seller.user.id}`);
    expect(bySeller.body.data.every((e: { actor: { id: number } }) => e.actor.id === seller.user.id)).toBe(true);
    expect(bySeller.body.data.length).toBeGreaterThanOrEqual(4);
    const window = await auditor.get(
      `/api/audit/events?stream_type=car&from=${encodeURIComponent(times.afterFirstEdit)}&to=${encodeURIComponent(times.afterApproval)}`,
    );
    expect(window.body.data.map((e: { type: string }) => e.type)).toEqual(['CarApproved']);
    expect((await auditor.get('/api/audit/events?from=yesterday')).status).toBe(422);
  });

  it('pages by cursor through the whole log without gaps or repeats', async () => {
    const [{ total }] = await app.dataSource.query(`SELECT count(*)::int AS total FROM public.events`);
    for (const order of ['desc', 'asc']) {
      const seen: number[] = [];
      let cursor: number | null = null;
      do {
        const page: { body: { data: Array<{ position: number }>; meta: { next_cursor: number | null } } } = await auditor.get(
          `/api/audit/events?order=${order}&limit=3${cursor !== null ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.body.data.map((e) => e.position));
        cursor = page.body.meta.next_cursor;
      } while (cursor !== null);
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      const sorted = [...seen].sort((a, b) => (order === 'asc' ? a - b : b - a));
      expect(seen).toEqual(sorted);
    }
  });

  it('exports the filtered log as NDJSON', async () => {
    const res = await fetch(`${app.url}/api/audit/export?stream_type=car&stream_id=${car.id}`, {
      headers: { authorization: `Bearer ${auditor.token}` },
    });
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((e) => e.type)).toEqual(['CarListed', 'CarOfferMade', 'CarRevised', 'CarApproved', 'CarRevised']);
    expect((await fetch(`${app.url}/api/audit/export`, { headers: { authorization: `Bearer ${seller.token}` } })).status).toBe(
      403,
    );
  });

  it('streams an export of any size', async () => {
    await app.dataSource.query(
      `INSERT INTO public.events (stream_type, stream_id, stream_version, event_type, data, metadata)
       SELECT 'bulk', 'b' || n, 1, 'BulkNoted', jsonb_build_object('n', n), '{"actorId":null,"actorRole":"system","correlationId":"bulk"}'
         FROM generate_series(1, 7000) AS n`,
    );
    const res = await fetch(`${app.url}/api/audit/export?stream_type=bulk`, {
      headers: { authorization: `Bearer ${auditor.token}` },
    });
    const lines = (await res.text()).trim().split('\n');
    expect(lines).toHaveLength(7000);
    expect(JSON.parse(lines[6999]).data.n).toBe(7000);
  });
});
