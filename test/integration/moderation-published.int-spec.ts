import type { Socket } from 'socket.io-client';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { PriceGuideQueries } from '../../server/src/price-guide/price-guide-queries';
import { ProjectionRebuild } from '../../server/src/replay/projection-rebuild';
import { carPhoto } from '../../server/src/seed/demo/car-photo';
import { listCar, makeOffer, Upload } from '../support/cars';
import { eventually, loginAdmin, register } from '../support/fixtures';
import { connected, Inbox, openSocket } from '../support/sockets';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';
import { riskChecksCaughtUp } from '../support/risk-checks';

/**
 * A published listing's risky edit reaches a moderator: a clean ad approved, then edited to carry
 * a phone number, is assessed again, shows in the admins' view of published listings
 * (`view=published`) and on their socket; an admin keeps it («إبقاء», until a different flag) or
 * takes it down with a reason its owner reads, whose edit sends it back to review.
 */
describe('moderation: published listings with new flags', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let adminId: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    api = new StrictApi(app.url);
    const session = await loginAdmin(api);
    admin = api.as(session.token);
    adminId = session.user.id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app.close();
  });

  /** A photo of this test's own (its own scene and colour): no other listing has it. */
  const COLOURS = ['أبيض', 'أسود', 'فضي', 'أحمر', 'أزرق', 'أخضر', 'بيج'];
  let drawn = 0;
  const photo = async (variant: string): Promise<Upload> => {
    drawn++;
    const paint = COLOURS[drawn % COLOURS.length];
    const { jpeg } = await carPhoto(paint, drawn % 3, { width: 800, height: 500 }, `published-${variant}`);
    return { body: jpeg, name: 'car.jpg', type: 'image/jpeg' };
  };

  const riskSettled = () => riskChecksCaughtUp(app.dataSource);

  /** A seller's clean listing, photos processed and checked, then approved: published. */
  const published = async (label: string) => {
    const seller = api.as((await register(api, 'user', label)).token);
    const car = await listCar(seller, { images: [await photo(label)] });
    await makeOffer(seller, car.id);
    await eventually(async () =>
      (await seller.get(`/api/cars/${car.id}`)).body.images.every((i: { status: string }) => i.status === 'ready'),
    );
    await riskSettled();
    const approved = await admin.put(`/api/cars/${car.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('active');
    return { seller, id: car.id as number };
  };

  const publishedView = async () => {
    const res = await admin.get('/api/admin/moderation?view=published&limit=50');
    expect(res.status).toBe(200);
    return res.body as { data: Array<Record<string, any>>; pagination: { total: number } };
  };
  const inPublishedView = async (id: number) => (await publishedView()).data.find((item) => item.id === id);

  const revise = (seller: StrictApi, id: number, fields: Record<string, string>) =>
    seller.put(`/api/cars/${id}`, new URLSearchParams(fields));

  const events = (id: number, type: string, streamType = 'car') =>
    app.dataSource.query(
      `SELECT data, metadata FROM public.events WHERE stream_type = $1 AND stream_id = $2 AND event_type = $3 ORDER BY global_position`,
      [streamType, String(id), type],
    );

  it('shows an active listing revised with a phone number in its description, whole, and pushes it to the admins', async () => {
    const socket = openSocket(app.url, (await loginAdmin(api)).token);
    sockets.push(socket);
    const inbox = new Inbox(socket);
    await connected(socket);
    const { seller, id } = await published('phone');
    expect(await inPublishedView(id)).toBeUndefined();

    const edit = await revise(seller, id, { description: 'سيارة نظيفة جدًا بدون حوادث، للتواصل 0933 123 456 مباشرة' });
    expect(edit.status).toBe(200);
    expect(edit.body.status).toBe('active'); // editing an active car keeps it active

    const pushed = await inbox.next('car.risk_assessed', (p) => p.id === id);
    expect(pushed).toMatchObject({
      id,
      listing_status: 'active',
      flags: [{ code: 'contact_in_text' }],
      score: expect.any(Number),
    });
    const item = await eventually(() => inPublishedView(id));
    expect(item).toMatchObject({
      id,
      status: 'active',
      description: expect.stringContaining('0933'),
      images: [expect.objectContaining({ url: expect.any(String) })],
      risk: { score: pushed.score, flags: [{ code: 'contact_in_text', reason: expect.stringContaining('0933 123 456') }] },
      seller: { name: expect.any(String), email: expect.stringContaining('@') },
    });
    const byRisk = await admin.get('/api/admin/moderation?view=published&sort=risk&limit=50');
    const scores = byRisk.body.data.map((c: { risk: { score: number } }) => c.risk.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(byRisk.body.data.some((c: { id: number }) => c.id === id)).toBe(true);
    expect(byRisk.body.data.every((c: { status: string }) => c.status === 'active')).toBe(true);
    // The pending queue (the default view, as the older client reads it) does not show it.
    const queue = await admin.get('/api/admin/moderation?limit=50');
    expect(queue.body.data.some((c: { id: number }) => c.id === id)).toBe(false);
    expect(Object.keys(queue.body).sort()).toEqual(['data', 'pagination']);
  });

  it('shows a published listing whose colour, model or country was revised to carry a phone number', async () => {
    for (const [field, value] of [
      ['color', 'فضي 0933 777 111'],
      ['model', 'Corolla ٠٩٤٤٧٧٧٢٢٢'],
      ['country_of_manufacture', 'اليابان اتصل 0955 777 333'],
    ]) {
      const { seller, id } = await published(`detour-${field}`);
      const edit = await revise(seller, id, { [field]: value });
      expect(edit.status).toBe(200);
      await riskSettled();
      const shown = await inPublishedView(id);
      expect({ field, flags: shown?.risk.flags.map((f: { code: string }) => f.code) }).toEqual({
        field,
        flags: ['contact_in_text'],
      });
    }
  });

  it('«إبقاء» clears it for the admin, recorded with the flags seen; a different flag raises it again', async () => {
    const { seller, id } = await published('keep');
    await revise(seller, id, { description: 'سيارة نظيفة جدًا بدون حوادث، اتصلوا على 0944 778 899 فقط' });
    const first = await eventually(() => inPublishedView(id));

    const kept = await admin.put(`/api/admin/moderation/${id}/keep`);
    expect(kept.status).toBe(200);
    expect(kept.body.message).toEqual(expect.any(String));
    expect(await inPublishedView(id)).toBeUndefined();
    const [reviewed] = await events(id, 'CarRiskReviewed', 'car-risk');
    expect(reviewed.data).toEqual({
      carId: id,
      reviewedBy: adminId,
      flagsSeen: [{ code: 'contact_in_text', reason: first.risk.flags[0].reason }],
    });
    // A second click records nothing more.
    expect((await admin.put(`/api/admin/moderation/${id}/keep`)).status).toBe(200);
    expect(await events(id, 'CarRiskReviewed', 'car-risk')).toHaveLength(1);

    // The same flag after an unrelated edit does not bring it back…
    await revise(seller, id, { color: 'أسود' });
    await riskSettled();
    expect(await inPublishedView(id)).toBeUndefined();
    // …a different one does.
    await revise(seller, id, { description: 'سيارة نظيفة جدًا بدون حوادث، راسلوني على الواتس @cars_damascus' });
    const again = await eventually(async () => {
      const item = await inPublishedView(id);
      return item?.risk.flags[0].reason.includes('@cars_damascus') && item;
    });
    expect(again.risk.flags.map((f: { code: string }) => f.code)).toEqual(['contact_in_text']);
  });

  it('refuses a decision on flags the card no longer shows (409), and records the flags shown when they are the flags now', async () => {
    const flagsOf = (item: Record<string, any>) =>
      (item.risk.flags as Array<{ code: string; reason: string }>).map(({ code, reason }) => ({ code, reason }));
    const changed = /تغيّرت إشارات الخطر/;
    const { seller, id } = await published('stale');
    await revise(seller, id, { description: 'سيارة نظيفة جدًا بدون حوادث، للتواصل 0944 100 200 فقط' });
    const shown = flagsOf(await eventually(() => inPublishedView(id)));
    // A check finds something else after the card was drawn.
    await revise(seller, id, { description: 'سيارة نظيفة جدًا بدون حوادث، للتواصل 0955 300 400 فقط' });
    const now = flagsOf(
      await eventually(async () => {
        const item = await inPublishedView(id);
        return item?.risk.flags[0].reason.includes('0955 300 400') && item;
      }),
    );
    for (const [path, body] of [
      [`/api/admin/moderation/${id}/keep`, { flags_seen: shown }],
      [`/api/cars/${id}/take-down`, { reason: 'أرقام الهواتف ممنوعة في الوصف', flags_seen: shown }],
    ] as const) {
      const refused = await admin.put(path, body);
      expect({ path, status: refused.status }).toEqual({ path, status: 409 });
      expect(refused.body.message).toMatch(changed);
    }
    expect(await events(id, 'CarRiskReviewed', 'car-risk')).toHaveLength(0);
    expect((await admin.get(`/api/cars/${id}`)).body.status).toBe('active');
    // Malformed flags are a 422 in Arabic, never a 5xx.
    for (const flags_seen of ['contact_in_text', [null], [7], [{ code: 'contact_in_text' }], { code: 'x', reason: 'y' }]) {
      const malformed = await admin.put(`/api/admin/moderation/${id}/keep`, { flags_seen });
      expect({ flags_seen, status: malformed.status }).toEqual({ flags_seen, status: 422 });
      expect(Object.values(malformed.body.errors).flat().join(' ')).toMatch(/الإشارات المعروضة/);
    }
    // The flags as they are now, in any order, are what the decision records.
    const kept = await admin.put(`/api/admin/moderation/${id}/keep`, { flags_seen: [...now].reverse() });
    expect(kept.status).toBe(200);
    const [reviewed] = await events(id, 'CarRiskReviewed', 'car-risk');
    expect(reviewed.data.flagsSeen).toEqual(now);

    // A pending listing's approval, the same way; the older client, which says nothing, is unchanged.
    const other = api.as((await register(api, 'user', 'stale-pending')).token);
    const car = await listCar(other, {
      images: [await photo('stale-pending')],
      fields: { description: 'سيارة نظيفة جدًا، للتواصل 0933 500 600 مباشرة' },
    });
    await makeOffer(other, car.id);
    await riskSettled();
    const queued = async () =>
      (await admin.get('/api/admin/moderation?limit=50')).body.data.find((c: { id: number }) => c.id === car.id);
    const before = flagsOf(await eventually(async () => (await queued())?.risk.flags.length && queued()));
    await revise(other, car.id, { description: 'سيارة نظيفة جدًا، للتواصل 0988 700 800 مباشرة' });
    await eventually(async () => (await queued())?.risk.flags[0]?.reason.includes('0988 700 800'));
    const stale = await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true, flags_seen: before });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(changed);
    expect((await admin.get(`/api/cars/${car.id}`)).body.status).toBe('pending');
    const approved = await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true });
    expect(approved.status).toBe(200);
    const [decision] = await events(car.id, 'CarApproved');
    expect(decision.data.flagsSeen).toEqual([
      expect.objectContaining({ code: 'contact_in_text', reason: expect.stringContaining('0988') }),
    ]);
  });

  it('takes a listing down with a reason its owner reads, hidden from buyers; the owner’s edit resubmits it', async () => {
    const { seller, id } = await published('takedown');
    await revise(seller, id, { description: 'سيارة نظيفة جدًا بدون حوادث، للتواصل 0955 111 222 الآن' });
    const flagged = await eventually(() => inPublishedView(id));

    for (const body of [{}, { reason: '   ' }, { reason: 'س'.repeat(501) }, { reason: 5 }]) {
      const bad = await admin.put(`/api/cars/${id}/take-down`, body);
      expect(bad.status).toBe(422);
      expect(bad.body.errors.reason).toEqual(['يرجى كتابة سبب الإيقاف ليقرأه البائع (500 حرف على الأكثر)']);
    }
    const reason = 'رقم الهاتف في الوصف مخالف: التواصل عبر الموقع فقط';
    const down = await admin.put(`/api/cars/${id}/take-down`, { reason });
    expect(down.status).toBe(200);
    expect(down.body.status).toBe('rejected');
    const [event] = await events(id, 'CarRejected');
    expect(event.data).toEqual({
      reason,
      takenDown: true,
      flagsSeen: [{ code: 'contact_in_text', reason: flagged.risk.flags[0].reason }],
    });
    expect(await inPublishedView(id)).toBeUndefined();
    // Buyers no longer find it; taking it down twice is an impossible transition.
    expect((await api.get(`/api/cars/${id}`)).status).toBe(404);
    expect((await api.get('/api/cars?limit=100')).body.data.some((c: { id: number }) => c.id === id)).toBe(false);
    const again = await admin.put(`/api/cars/${id}/take-down`, { reason });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('يمكن إيقاف الإعلانات المنشورة فقط');
    // The owner sees why.
    const own = await seller.get(`/api/cars/${id}`);
    expect(own.body).toMatchObject({ status: 'rejected', rejection_reason: reason });
    // Fixed, it goes back to review.
    const fixed = await revise(seller, id, { description: 'سيارة نظيفة جدًا بدون حوادث، صيانة دورية في الوكالة' });
    expect(fixed.body.status).toBe('pending');
    await riskSettled();
    const queue = await admin.get('/api/admin/moderation?limit=50');
    const card = queue.body.data.find((c: { id: number }) => c.id === id);
    expect(card).toMatchObject({ status: 'pending', risk: { flags: [] } });
  });

  it('never shows a clean revision, nor a flagged listing the admin approved having seen its flags', async () => {
    const { seller, id } = await published('clean');
    const flagged = await published('beside-clean');
    await revise(seller, id, { description: 'سيارة نظيفة جدًا بدون حوادث، فحص كامل عند الوكالة', color: 'فضي' });
    expect((await seller.put(`/api/cars/${id}/offers`, { price: 14200, location: 'حلب - الجميلية' })).status).toBe(200);
    // Revised after the clean one, a listing with a link shows: the clean revisions were checked too.
    await revise(flagged.seller, flagged.id, { description: 'سيارة نظيفة جدًا بدون حوادث، الصور على https://example.com/tucson' });
    await eventually(() => inPublishedView(flagged.id));
    await riskSettled();
    expect(await inPublishedView(id)).toBeUndefined();
    expect(await events(id, 'CarRiskAssessed', 'car-risk')).toEqual([]);

    const seller2 = api.as((await register(api, 'user', 'seenflags')).token);
    const car = await listCar(seller2, {
      fields: { description: 'سيارة نظيفة جدًا بدون حوادث، للتواصل 0999 000 111 فقط' },
      images: [await photo('seen')],
    });
    await makeOffer(seller2, car.id);
    await eventually(
      async () =>
        (await admin.get('/api/admin/moderation?limit=50')).body.data.find((c: any) => c.id === car.id)?.risk.flags.length,
    );
    expect((await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true })).status).toBe(200);
    await riskSettled();
    expect(await inPublishedView(car.id)).toBeUndefined();
  });

  it('checks a published listing’s price when its owner changes it, not for a new colour or a rate change’s re-pricing', async () => {
    const guides = app.worker!.get(PriceGuideQueries);
    const asked: string[] = [];
    const guide = guides.guide.bind(guides);
    guides.guide = (input, readerId) => (asked.push(input.model), guide(input, readerId));
    try {
      const seller = api.as((await register(api, 'user', 'repriced')).token);
      const car = await listCar(seller, { fields: { model: 'Land Cruiser' }, images: [await photo('repriced')] });
      await makeOffer(seller, car.id, { price: 90000000, price_unit: 'SYP' });
      await riskSettled();
      expect((await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true })).status).toBe(200);
      asked.length = 0; // what the pending listing's checks asked
      // A revision of the published listing's price is checked against the price guide…
      expect((await seller.put(`/api/cars/${car.id}/offers`, { price: 88000000 })).status).toBe(200);
      await riskSettled();
      expect(asked).toContain('Land Cruiser');
      asked.length = 0;
      // …a new colour reads no price guide (only the checks an edit can change run)…
      expect((await seller.put(`/api/cars/${car.id}`, new URLSearchParams({ color: 'أسود' }))).status).toBe(200);
      await riskSettled();
      expect(asked).not.toContain('Land Cruiser');
      // …a re-pricing at a new rate is not one of its events.
      expect((await admin.put('/api/admin/exchange-rates', { SYP: '137.5' })).status).toBe(200);
      await eventually(async () => {
        const rows = await app.dataSource.query(
          `SELECT 1 FROM public.events WHERE event_type = 'ListingsRepriced' AND (data->>'last')::boolean`,
        );
        return rows.length > 0;
      });
      await riskSettled();
      expect(asked).not.toContain('Land Cruiser');
    } finally {
      guides.guide = guide;
    }
  });

  it('refuses what is not allowed or not possible, in Arabic and never with a 5xx', async () => {
    const user = api.as((await register(api, 'user', 'outsider')).token);
    const { id } = await published('refusals');
    expect((await user.get('/api/admin/moderation?view=published')).status).toBe(403);
    expect((await user.put(`/api/admin/moderation/${id}/keep`)).status).toBe(403);
    expect((await user.put(`/api/cars/${id}/take-down`, { reason: 'سبب' })).status).toBe(403);
    expect((await api.get('/api/admin/moderation?view=published')).status).toBe(401);

    const badView = await admin.get('/api/admin/moderation?view=all');
    expect(badView.status).toBe(422);
    expect(badView.body.errors.view).toEqual(['العرض المطلوب غير صالح: «pending» أو «published»']);
    expect((await admin.put('/api/admin/moderation/999999/keep')).status).toBe(404);
    expect((await admin.put('/api/admin/moderation/0x2/keep')).status).toBe(404);
    expect((await admin.put('/api/cars/999999/take-down', { reason: 'سبب' })).status).toBe(404);
    const noFlags = await admin.put(`/api/admin/moderation/${id}/keep`);
    expect(noFlags.status).toBe(409);
    expect(noFlags.body.message).toBe('لا إشارات على هذا الإعلان لمراجعتها');

    const seller = api.as((await register(api, 'user', 'pendingone')).token);
    const pending = await listCar(seller, {
      fields: { description: 'سيارة نظيفة جدًا بدون حوادث، للتواصل 0988 222 333 فقط' },
      images: [await photo('pending')],
    });
    const notPublished = await admin.put(`/api/admin/moderation/${pending.id}/keep`);
    expect(notPublished.status).toBe(409);
    expect((await admin.put(`/api/cars/${pending.id}/take-down`, { reason: 'سبب' })).status).toBe(409);
  });

  it('rebuilds the same rows from the log', async () => {
    const rebuild = new ProjectionRebuild(app.dataSource, app.server.get(ProjectionRegistry));
    const checksum = async () => {
      const out: Record<string, string> = {};
      for (const table of ['car_risk', 'risk_listings', 'cars']) {
        const [row] = await app.dataSource.query(rebuild.checksumSql('projections', table));
        out[table] = `${row.rows}:${row.checksum ?? ''}`;
      }
      return out;
    };
    await riskSettled();
    const [{ reviewed }] = await app.dataSource.query(
      `SELECT count(*)::int AS reviewed FROM car_risk WHERE reviewed_by IS NOT NULL`,
    );
    expect(reviewed).toBeGreaterThan(1);
    const last = async () =>
      Number((await app.dataSource.query(`SELECT coalesce(max(global_position), 0) AS p FROM public.events`))[0].p);
    for (;;) {
      const [from, before] = [await last(), await checksum()];
      await rebuild.run({ batchSize: 7 });
      const after = await checksum();
      if ((await last()) !== from) continue;
      expect(after).toEqual(before);
      break;
    }
  });
});
