import { EntityManager } from 'typeorm';
import { EVENT_COLUMNS, EventRow, toRecordedEvent } from '../../server/src/event-store/event-row';
import { RecordedEvent } from '../../server/src/event-store/event.types';
import { Projection } from '../../server/src/event-store/projection';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { InspectionsProjection } from '../../server/src/inspections/projections/inspections/inspections.projection';
import { StoresProjection } from '../../server/src/stores/projections/stores/stores.projection';
import { WorkshopAdsProjection } from '../../server/src/workshops/projections/workshop-ads/workshop-ads.projection';
import { WorkshopReviewsProjection } from '../../server/src/workshops/projections/workshop-reviews/workshop-reviews.projection';
import { WorkshopsProjection } from '../../server/src/workshops/projections/workshops/workshops.projection';
import { eventually, jpeg, loginAdmin, register } from '../support/fixtures';
import { createAd, createStore, multipart, requestInspection, storeIn, workshopIn } from '../support/places';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

const PROJECTIONS = [
  StoresProjection,
  WorkshopsProjection,
  WorkshopReviewsProjection,
  WorkshopAdsProjection,
  InspectionsProjection,
];

/**
 * Read models are disposable (DESIGN.md): the stores, workshops and inspections projections,
 * replayed from the log into a fresh schema (twice: they must be idempotent), give exactly the
 * live rows. (Every event type as first written is checked in event-fixtures.int-spec.ts.)
 */
describe('stores, workshops and inspections read models', () => {
  let app: TestApp;
  let api: StrictApi;

  const instances = (): Projection[] => PROJECTIONS.map((type) => app.server.get(type));

  async function allEvents(): Promise<RecordedEvent[]> {
    const rows: EventRow[] = await app.dataSource.query(`SELECT ${EVENT_COLUMNS} FROM public.events ORDER BY global_position`);
    return rows.map(toRecordedEvent);
  }

  /** Every table of `projections`, rebuilt in `schema` from the whole log, `times` over. */
  async function replayInto(schema: string, events: RecordedEvent[], times: number): Promise<void> {
    await app.dataSource.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await app.dataSource.query(`CREATE SCHEMA ${schema}`);
    for (const projection of instances()) {
      for (const table of projection.tables) {
        await app.dataSource.query(`CREATE TABLE ${schema}.${table} (LIKE projections.${table} INCLUDING ALL)`);
      }
    }
    await app.dataSource.transaction(async (m: EntityManager) => {
      await m.query(`SELECT set_config('search_path', $1, true)`, [`${schema}, public`]);
      for (let i = 0; i < times; i++) {
        for (const event of events) {
          for (const projection of instances()) if (projection.handles.includes(event.type)) await projection.apply(m, event);
        }
      }
    });
  }

  const rowsOf = (schema: string, table: string) =>
    app.dataSource.query(`SELECT md5(t::text) AS row FROM ${schema}.${table} t ORDER BY 1`);

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    api = new StrictApi(app.url);
  });
  afterAll(() => app.close());

  it('are every projection the registry knows for these streams', () => {
    const registered = app.server.get(ProjectionRegistry).projections();
    for (const projection of instances()) expect(registered).toContain(projection);
  });

  it('rebuild from the log to exactly the live rows, and applying the log twice changes nothing', async () => {
    const admin = api.as((await loginAdmin(api)).token);
    const owner = api.as((await register(api, 'workshop', 'owner')).token);
    const visitor = api.as((await register(api, 'user', 'visitor')).token);
    const store = await createStore(owner, { logo: { body: await jpeg(300, 300), name: 'logo.jpg' } });
    await admin.put(`/api/stores/${store.id}/approve`);
    await owner.put(`/api/stores/${store.id}`, { name: 'اسم جديد للمتجر', status: 'inactive' });
    const rejected = await storeIn('rejected', owner, admin);
    await owner.put(`/api/stores/${rejected.id}`, { description: 'وصف جديد بعد الرفض' });
    await (
      await storeIn('active', owner, admin)
    ).id;
    const closed = await storeIn('active', owner, admin);
    await owner.delete(`/api/stores/${closed.id}`);

    const workshop = await workshopIn('active', owner, admin);
    await owner.put(
      `/api/workshops/${workshop.id}`,
      multipart({ city: 'حلب', services: 'دهان\nحدادة' }, 'image', [{ body: await jpeg(640, 480), name: 'w.jpg' }]),
    );
    await owner.put(`/api/workshops/${workshop.id}/settings`, { notify_reviews: false, notify_status: false });
    await visitor.post(`/api/workshops/${workshop.id}/reviews`, { rating: 4, comment: 'خدمة جيدة وسريعة' });
    const ad = await createAd(owner, workshop.id);
    await owner.put(`/api/workshop-ads/${ad.id}`, { price: '2000.5', title: 'عنوان جديد للعرض' });
    await owner.delete(`/api/workshop-ads/${(await createAd(owner, workshop.id)).id}`);
    const inspection = await requestInspection(visitor);
    await admin.put(`/api/inspection/${inspection.id}/status`, { status: 'scheduled', scheduled_at: new Date().toISOString() });
    await eventually(async () => {
      const [{ processing }] = await app.dataSource.query(
        `SELECT (SELECT count(*) FROM stores WHERE logo_status = 'processing') + (SELECT count(*) FROM workshops WHERE image_status = 'processing') AS processing`,
      );
      return Number(processing) === 0;
    });

    const events = await allEvents();
    await replayInto('replay_places', events, 2);
    for (const projection of instances()) {
      for (const table of projection.tables) {
        const live = await rowsOf('projections', table);
        expect({ table, rows: await rowsOf('replay_places', table) }).toEqual({ table, rows: live });
        expect(live.length).toBeGreaterThan(0);
      }
    }
  });
});
