import { APP_CONFIG } from '../../server/src/config/config.module';
import { JobProcessors } from '../../server/src/jobs/job-processors';
import { maintenanceSchedules } from '../../server/src/jobs/maintenance-schedule';
import { QUEUE, Queues } from '../../server/src/jobs/queues';
import { Api } from '../support/api';
import { createCar, eventually, register } from '../support/fixtures';
import { PrivateRedis } from '../support/private-redis';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Redis restarted without persistence comes back empty: queued jobs and job schedulers are
 * gone. The log is the source of truth for work: a photo whose job was lost after the jobs
 * subscription had moved past its event is found by the stuck-work sweep and processed, and the
 * maintenance schedules are installed again on reconnection.
 */
describe('a Redis restart without persistence', () => {
  let redis: PrivateRedis;
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    app = await startTestApp({
      worker: true,
      env: { REDIS_URL: redis.url, JOBS_STUCK_AFTER_SECONDS: '1', JOBS_RECONCILE_EVERY_SECONDS: '2' },
    });
    api = new Api(app.url);
  });
  afterAll(async () => {
    await redis.up().catch(() => undefined);
    await app.close();
    await redis.down();
  });

  const schedulerIds = async (): Promise<string[]> =>
    (await app.worker!.get(Queues).get(QUEUE.maintenance).getJobSchedulers()).map((s) => s.key).sort();

  it('processes a photo whose queued job was lost, and installs the schedules again', async () => {
    const expected = maintenanceSchedules(app.worker!.get(JobProcessors), app.worker!.get(APP_CONFIG))
      .map((s) => s.id)
      .sort();
    expect(expected).toContain('requeue-stuck-images');
    expect(await eventually(async () => (await schedulerIds()).length === expected.length && schedulerIds())).toEqual(expected);
    const images = app.worker!.get(Queues).get(QUEUE.images);
    // Nothing takes image jobs for now: the photo's job waits in Redis, as one queued just
    // before an outage would.
    await images.pause();
    const seller = api.as((await register(api)).token);
    const car = await createCar(seller);
    const imageId: string = car.images[0].id;
    const [{ position }] = await app.dataSource.query(
      `SELECT max(global_position)::int AS position FROM public.events WHERE stream_type = 'car' AND stream_id = $1`,
      [String(car.id)],
    );
    await eventually(async () => !!(await images.getJob(`car-image-${imageId}`)));
    await eventually(async () => {
      const [row] = await app.dataSource.query(`SELECT position FROM public.subscription_checkpoints WHERE name = 'jobs'`);
      return Number(row?.position) >= position;
    });

    await redis.down();
    await redis.up();

    const processed = await eventually(async () => {
      const res = await seller.get(`/api/cars/${car.id}`);
      return res.body.images[0].status === 'ready' ? res.body : null;
    }, 45_000);
    expect(processed.images[0].variants.length).toBeGreaterThan(0);
    const [{ n }] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM public.events WHERE stream_type = 'car' AND stream_id = $1 AND event_type = 'CarImageProcessed'`,
      [String(car.id)],
    );
    expect(n).toBe(1);
    expect(await eventually(async () => (await schedulerIds()).length === expected.length && schedulerIds())).toEqual(expected);
  });
});
