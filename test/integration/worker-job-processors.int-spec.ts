import { APP_CONFIG } from '../../server/src/config/config.module';
import { JobProcessors } from '../../server/src/jobs/job-processors';
import { maintenanceSchedules } from '../../server/src/jobs/maintenance-schedule';
import { QUEUE } from '../../server/src/jobs/queues';
import { WorkersService } from '../../server/src/jobs/workers.service';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The worker finds its job processors by decorator, in the contexts that own them. A processor
 * left out of its module (or a context module left out of the worker) would leave its jobs
 * waiting in Redis for ever, so the worker's routes are held against the full list of jobs.
 */
const EXPECTED: Record<string, string[]> = {
  [QUEUE.images]: ['discard-images', 'process-car-image', 'process-part-image', 'process-place-image'],
  [QUEUE.maintenance]: [
    'clean-photo-drafts',
    'expire-listings',
    'prune-car-views',
    'record-log-digest',
    'requeue-stuck-images',
    'saved-search-digest',
  ],
  [QUEUE.mail]: ['password-reset', 'saved-search-digest-mail', 'saved-search-match'],
  [QUEUE.recommendations]: ['recommend-cars'],
};

describe('the worker’s job processors', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
  });
  afterAll(() => app.close());

  it('routes every job of every queue to its processor', () => {
    const routes = app.worker!.get(WorkersService).routes();
    const found = Object.fromEntries([...routes].map(([queue, byName]) => [queue, [...byName.keys()].sort()]));
    expect(found).toEqual(EXPECTED);
    expect(Object.keys(found).sort()).toEqual(Object.values(QUEUE).sort());
  });

  it('schedules every maintenance job, the stuck-photo sweep also at once', () => {
    const processors = app.worker!.get(JobProcessors);
    const schedules = maintenanceSchedules(processors, app.worker!.get(APP_CONFIG));
    expect(schedules.map((s) => s.id).sort()).toEqual(EXPECTED[QUEUE.maintenance]);
    expect(schedules.find((s) => s.id === 'saved-search-digest')).toMatchObject({
      pattern: expect.any(String),
      tz: 'Asia/Damascus',
    });
    const atInstall = processors.all().filter((p) => p.alsoAtInstall);
    expect(atInstall.map((p) => p.job)).toEqual(['requeue-stuck-images']);
  });
});
