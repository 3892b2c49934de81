import { eventually, jpeg, loginAdmin, register } from '../support/fixtures';
import { createAd, createStore, requestInspection, storeIn, workshopIn } from '../support/places';
import { StrictApi } from '../support/strict-api';
import { TestBucket } from '../support/storage';
import { startTestApp, TestApp } from '../support/test-app';

/** Deleting an account removes its stores, workshops (with their ads), reviews and inspection requests. */
describe('account closure: stores, workshops, ads, reviews, inspections', () => {
  const bucket = new TestBucket();
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;

  beforeAll(async () => {
    app = await startTestApp({ worker: true, env: { S3_BUCKET: bucket.name } });
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
  });
  afterAll(() => app.close());

  it("removes everything the account owned, and its reviews of others' workshops, in one append", async () => {
    const leaving = api.as((await register(api, 'workshop', 'leaving')).token);
    const staying = api.as((await register(api, 'workshop', 'staying')).token);
    const store = await createStore(leaving, { logo: { body: await jpeg(200, 200), name: 'logo.jpg' } });
    const pendingStore = await storeIn('pending', leaving, admin);
    const workshop = await workshopIn('active', leaving, admin);
    const ad = await createAd(leaving, workshop.id);
    const inspection = await requestInspection(leaving);
    const reviewed = await workshopIn('active', staying, admin);
    const reviewer = api.as((await register(api, 'user', 'reviewer')).token);
    await reviewer.post(`/api/workshops/${reviewed.id}/reviews`, { rating: 2, comment: 'مقبول لا أكثر' });
    await leaving.post(`/api/workshops/${reviewed.id}/reviews`, { rating: 5, comment: 'ممتازة جدًا' });
    expect((await api.get(`/api/workshops/${reviewed.id}`)).body.data).toMatchObject({ rating: 3.5, reviewCount: 2 });
    await eventually(async () => (await bucket.keys(`variants/stores/${store.id}/`)).length > 0);

    expect((await leaving.delete('/api/me')).status).toBe(200);

    expect((await admin.get(`/api/stores/${store.id}`)).status).toBe(404);
    expect((await admin.get(`/api/stores/${pendingStore.id}`)).status).toBe(404);
    expect((await admin.get(`/api/workshops/${workshop.id}`)).status).toBe(404);
    expect((await admin.get(`/api/workshop-ads/${ad.id}`)).status).toBe(404);
    expect((await admin.get('/api/inspection?per_page=100')).body.data.some((i: { id: number }) => i.id === inspection.id)).toBe(
      false,
    );
    expect((await api.get(`/api/workshops/${reviewed.id}`)).body.data).toMatchObject({ rating: 2, reviewCount: 1 });

    const events = await app.dataSource.query(
      `SELECT stream_type, event_type, data FROM public.events WHERE metadata->>'correlationId' =
         (SELECT metadata->>'correlationId' FROM public.events WHERE event_type = 'UserDeleted' ORDER BY global_position DESC LIMIT 1)`,
    );
    expect(events.map((e: { event_type: string }) => e.event_type).sort()).toEqual(
      ['InspectionWithdrawn', 'StoreClosed', 'StoreClosed', 'UserDeleted', 'WorkshopClosed', 'WorkshopReviewRemoved'].sort(),
    );
    // The logo's files go too (the worker's discard job).
    await eventually(async () => (await bucket.keys(`variants/stores/${store.id}/`)).length === 0);
  });
});
