import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { ProjectionRebuild } from '../../server/src/replay/projection-rebuild';
import { Api } from '../support/api';
import { query } from '../support/cars';
import { createCar, eventually, jpeg, loginAdmin, register, Session } from '../support/fixtures';
import { createAd, createStore, createWorkshop, requestInspection } from '../support/places';
import { seededRandom } from '../support/seeded-random';
import { startTestApp, TestApp } from '../support/test-app';
import { riskChecksCaughtUp } from '../support/risk-checks';

/** A small seeded generator, so a failing workload can be replayed exactly (the seed is printed). */
function random(seed: number) {
  const next = seededRandom(seed);
  return { next, pick: <T>(items: T[]): T => items[Math.floor(next() * items.length)], chance: (p: number) => next() < p };
}

/**
 * Read models are disposable: rebuilt from the log they come out identical, even while the
 * marketplace keeps writing during the rebuild.
 */
describe('replay', () => {
  let app: TestApp;
  let api: Api;
  let admin: Api;
  let rebuild: ProjectionRebuild;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    api = new Api(app.url);
    admin = api.as((await loginAdmin(api)).token);
    rebuild = new ProjectionRebuild(app.dataSource, app.server.get(ProjectionRegistry));
  });
  afterAll(() => app.close());

  async function checksums(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const table of rebuild.tables()) {
      const [row] = await app.dataSource.query(rebuild.checksumSql('projections', table));
      out[table] = `${row.rows}:${row.checksum ?? ''}`;
    }
    return out;
  }

  /**
   * Runs the rebuild; when it refuses, says whether the events were all read (a reading problem)
   * or read and applied elsewhere (an applying problem), so a rare failure explains itself.
   */
  async function rebuildExplained(options: Parameters<ProjectionRebuild['run']>[0]) {
    let applied = 0;
    try {
      return await rebuild.run({
        ...options,
        onBatch: async (n) => {
          applied = n;
          await options?.onBatch?.(n);
        },
      });
    } catch (error) {
      const [log] = await app.dataSource.query(
        `SELECT count(*)::int AS events, min(transaction_id)::text AS first_tx, max(transaction_id)::text AS last_tx,
                min(global_position)::int AS first_position, max(global_position)::int AS last_position
           FROM public.events`,
      );
      const order = await app.dataSource.query(
        `SELECT count(*)::int AS out_of_order FROM (
           SELECT global_position < lag(global_position) OVER (ORDER BY transaction_id, global_position) AS back FROM public.events
         ) x WHERE back`,
      );
      const schemas = await app.dataSource.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'projections%' ORDER BY 1`);
      const sessions = await app.dataSource.query(
        `SELECT pid, state, backend_xid::text AS xid, left(query, 80) AS query FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      (error as Error).message +=
        `\n(applied before the lock: ${applied}; log: ${JSON.stringify(log)}; ${JSON.stringify(order)}; schemas: ${JSON.stringify(schemas)}; sessions: ${JSON.stringify(sessions)})`;
      throw error;
    }
  }

  /**
   * A randomized mix of what people do: accounts and their administration, listings, offers,
   * moderation, edits, favourites, messages, stores, workshops with ads and reviews, inspection
   * requests, deletions.
   */
  async function workload(seed: number, steps: number): Promise<void> {
    const r = random(seed);
    const people: Session[] = [];
    const cars: Array<{ id: number; owner: Session }> = [];
    const stores: Array<{ id: number; owner: Session }> = [];
    const workshops: Array<{ id: number; owner: Session }> = [];
    const inspections: number[] = [];
    const as = (session: Session) => api.as(session.token);
    for (let i = 0; i < steps; i++) {
      const roll = r.next();
      if (people.length < 3 || roll < 0.1) {
        people.push(await register(api, r.pick(['user', 'shop_manager', 'workshop'])));
      } else if (roll < 0.3 || cars.length === 0) {
        const owner = r.pick(people);
        const offer = r.chance(0.3)
          ? { offer_type: 'rent', pricing_period: r.pick(['daily', 'monthly']), price: 40 }
          : { price: 5000 + Math.floor(r.next() * 50000), price_unit: r.pick(['USD', 'SYP', 'EUR']) };
        const car = await createCar(as(owner), { offer, images: [{ body: await jpeg(120, 90), name: 'a.jpg' }] });
        cars.push({ id: car.id, owner });
      } else if (roll < 0.38) {
        const owner = r.pick(people);
        stores.push({ id: (await createStore(as(owner))).id, owner });
      } else if (roll < 0.46) {
        const owner = r.pick(people);
        workshops.push({ id: (await createWorkshop(as(owner))).id, owner });
      } else if (roll < 0.5) {
        inspections.push((await requestInspection(as(r.pick(people)))).id);
      } else if (roll < 0.62 && (stores.length || workshops.length || inspections.length)) {
        await placeAction(r, people, stores, workshops, inspections);
      } else if (roll < 0.68) {
        const person = r.pick(people);
        const action = r.pick(['role', 'suspend', 'profile']);
        if (action === 'role')
          await admin.post(`/api/users/${person.user.id}/assign-role`, { role: r.pick(['shop_manager', 'workshop', 'auditor']) });
        if (action === 'suspend') {
          await admin.put(`/api/users/${person.user.id}/suspend`);
          await admin.put(`/api/users/${person.user.id}/activate`);
        }
        if (action === 'profile') await as(person).put('/api/me', { name: 'اسم جديد', phone: '0944555666' });
      } else {
        const car = r.pick(cars);
        const owner = as(car.owner);
        const action = r.pick(['approve', 'reject', 'edit', 'offer', 'favourite', 'message', 'photo', 'delete']);
        if (action === 'approve') await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true });
        if (action === 'reject') await admin.put(`/api/cars/${car.id}/reject`, { reason: 'صور غير واضحة' });
        if (action === 'edit')
          await owner.put(
            `/api/cars/${car.id}`,
            new URLSearchParams({ color: r.pick(['أحمر', 'أزرق', 'فضي']), mileage: String(Math.floor(r.next() * 200000)) }),
          );
        if (action === 'offer')
          await owner.put(`/api/cars/${car.id}/offers`, {
            price: 1000 + Math.floor(r.next() * 90000),
            is_available: r.chance(0.8),
          });
        if (action === 'favourite') await as(r.pick(people)).put(`/api/favourites/${car.id}`);
        if (action === 'message')
          await api.post(`/api/cars/${car.id}/messages`, {
            name: 'زائر',
            email: 'visitor@example.sy',
            message: 'هل السيارة متاحة للمعاينة هذا الأسبوع؟',
          });
        if (action === 'photo') {
          const form = new FormData();
          form.append('images[]', new Blob([new Uint8Array(await jpeg(100, 80))], { type: 'image/jpeg' }), 'b.jpg');
          await owner.post(`/api/cars/${car.id}/images`, form);
        }
        if (action === 'delete') await owner.delete(`/api/cars/${car.id}`);
      }
    }
    // Every kind of stream, whatever the seed drew (one seed in a few hundred drew no inspection).
    if (!stores.length) stores.push({ id: (await createStore(as(people[0]))).id, owner: people[0] });
    if (!workshops.length) workshops.push({ id: (await createWorkshop(as(people[0]))).id, owner: people[0] });
    if (!inspections.length) inspections.push((await requestInspection(as(people[0]))).id);
    // An account closed with everything it had.
    if (people.length > 3) await api.as(people[people.length - 1].token).delete('/api/me');
  }

  async function placeAction(
    r: ReturnType<typeof random>,
    people: Session[],
    stores: Array<{ id: number; owner: Session }>,
    workshops: Array<{ id: number; owner: Session }>,
    inspections: number[],
  ): Promise<void> {
    const kind = r.pick([
      ...(stores.length ? ['store'] : []),
      ...(workshops.length ? ['workshop'] : []),
      ...(inspections.length ? ['inspection'] : []),
    ]);
    if (kind === 'store') {
      const store = r.pick(stores);
      const action = r.pick(['approve', 'reject', 'edit', 'delete']);
      if (action === 'approve') await admin.put(`/api/stores/${store.id}/approve`);
      if (action === 'reject') await admin.put(`/api/stores/${store.id}/reject`, { reason: 'البيانات ناقصة' });
      if (action === 'edit')
        await api.as(store.owner.token).put(`/api/stores/${store.id}`, { description: 'قطع غيار أصلية بأسعار منافسة' });
      if (action === 'delete') await api.as(store.owner.token).delete(`/api/stores/${store.id}`);
    }
    if (kind === 'workshop') {
      const workshop = r.pick(workshops);
      const owner = api.as(workshop.owner.token);
      const action = r.pick(['approve', 'reject', 'ad', 'review', 'edit']);
      if (action === 'approve') await admin.put(`/api/workshops/${workshop.id}/approve`);
      if (action === 'reject') await admin.put(`/api/workshops/${workshop.id}/reject`);
      if (action === 'ad') await createAd(owner, workshop.id).catch(() => undefined);
      if (action === 'review')
        await api
          .as(r.pick(people).token)
          .post(`/api/workshops/${workshop.id}/reviews`, { rating: 1 + Math.floor(r.next() * 5), comment: 'خدمة ممتازة' });
      if (action === 'edit') await owner.put(`/api/workshops/${workshop.id}`, { name: 'ورشة الأمانة للصيانة' });
    }
    if (kind === 'inspection') {
      await admin.put(`/api/inspection/${r.pick(inspections)}/status`, {
        status: r.pick(['scheduled', 'completed', 'cancelled']),
      });
    }
  }

  it('rebuilds read models identical to the live ones after a randomized workload', async () => {
    const seed = Number(process.env.REPLAY_SEED ?? Date.now() % 100000);
    console.log(`replay workload seed ${seed}`);
    await workload(seed, 160);
    // Let the worker settle the photos, so nothing is written during this first rebuild.
    await eventually(async () => {
      const [{ n }] = await app.dataSource.query(
        `SELECT (SELECT count(*) FROM car_images WHERE status = 'processing')
              + (SELECT count(*) FROM stores WHERE logo_status = 'processing')
              + (SELECT count(*) FROM workshops WHERE image_status = 'processing') AS n`,
      );
      return Number(n) === 0;
    });
    // …and the risk checks have seen every car event (they record flags as events of their own).
    await riskChecksCaughtUp(app.dataSource, { streamType: 'car' });
    const before = await checksums();
    const report = await rebuildExplained({ batchSize: 40 });
    expect(report.events).toBeGreaterThan(50);
    const kinds = await app.dataSource.query(`SELECT DISTINCT stream_type FROM public.events`);
    expect(kinds.map((k: { stream_type: string }) => k.stream_type)).toEqual(
      expect.arrayContaining(['user', 'car', 'store', 'workshop', 'inspection']),
    );
    expect(Object.fromEntries(report.tables.map((t) => [t.table, `${t.rows}:${t.checksum}`]))).toEqual(before);
    expect(await checksums()).toEqual(before);
    // Projections fold runs of events (RowBatch): one event at a time and the whole log in one
    // batch build the same tables as the live appends did.
    for (const options of [{ oneByOne: true }, { batchSize: 5000 }]) {
      await rebuildExplained(options);
      expect(await checksums()).toEqual(before);
    }
  });

  it('keeps every index of the read models under its name, and the functions beside them, through a swap of them all, vacuumed', async () => {
    const indexes = () =>
      app.dataSource.query(
        `SELECT tablename, indexname, regexp_replace(indexdef, '^(CREATE (UNIQUE )?INDEX )\\S+ ON (ONLY )?\\S+', '\\1') AS shape
           FROM pg_indexes WHERE schemaname = 'projections' ORDER BY tablename, indexname`,
      );
    // …and what migrations made beside the tables: the search buckets' functions, which an index
    // and the searches call.
    const functions = () =>
      app.dataSource.query(
        `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname = 'projections' ORDER BY 1`,
      );
    const before = { indexes: await indexes(), functions: await functions() };
    expect(before.indexes.map((index: { indexname: string }) => index.indexname)).toEqual(
      expect.arrayContaining(['cars_created_idx', 'cars_status_created_idx', 'cars_user_created_idx', 'car_images_car_idx']),
    );
    expect(before.functions.length).toBeGreaterThan(0);
    await rebuildExplained({});
    expect({ indexes: await indexes(), functions: await functions() }).toEqual(before);
    // The copies were vacuumed before the swap, so that an index-only scan (the admins' count of
    // pending listings) finds their pages all-visible and does not read every row's page until
    // autovacuum. Whether the vacuum could mark a page is not the rebuild's to promise: it cannot
    // while any session of the database (autovacuum's analyze, a job of the worker) still holds a
    // snapshot from before the copies' rows. That the vacuum ran is; a table's statistics follow
    // it through the swap, under the same oid.
    const [categories] = await app.dataSource.query(
      `SELECT vacuum_count::int AS vacuums FROM pg_stat_user_tables WHERE relid = 'projections.categories'::regclass`,
    );
    expect(categories.vacuums).toBe(1);
    const search = await api.get(`/api/cars${query({ search: 'تويوتا' })}`);
    expect(search.status).toBe(200);
  });

  it('keeps accepting writes during a rebuild and catches them up before the swap', async () => {
    const seller = await register(api, 'user', 'during');
    const during: number[] = [];
    const stopWriting = new AbortController();
    const background = (async () => {
      while (!stopWriting.signal.aborted) {
        const car = await createCar(api.as(seller.token), { images: [{ body: await jpeg(100, 80), name: 'c.jpg' }] });
        during.push(car.id);
      }
    })();
    let reads = 0;
    const report = await rebuildExplained({
      batchSize: 25,
      onBatch: async () => {
        // Reads keep answering from the live tables while the copy is built.
        const list = await api.get('/api/cars?limit=1');
        expect(list.status).toBe(200);
        reads += 1;
      },
    });
    stopWriting.abort();
    await background;
    expect(reads).toBeGreaterThan(1);
    expect(during.length).toBeGreaterThan(0);
    // Every car written during the rebuild is in the swapped-in read model.
    const mine = await api.as(seller.token).get(`/api/cars?user_id=${seller.user.id}&per_page=100`);
    expect(mine.body.data.map((c: { id: number }) => c.id).sort()).toEqual([...during].sort());
    expect(report.tables.find((t) => t.table === 'cars')!.rows).toBeGreaterThan(0);

    // And a further rebuild, with nothing written, still finds the live models equal: the photos
    // processed and the risk checks done (the worker records their flags as events of its own).
    await eventually(async () => {
      const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM car_images WHERE status = 'processing'`);
      return n === 0;
    });
    await riskChecksCaughtUp(app.dataSource, { streamType: 'car' });
    const before = await checksums();
    await rebuild.run();
    expect(await checksums()).toEqual(before);
  });
});
