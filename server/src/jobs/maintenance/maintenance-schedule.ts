import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { RepeatOptions } from 'bullmq';
import { DIGEST_HOUR, DIGEST_TIME_ZONE, SAVED_SEARCH_DIGEST_JOB } from '../../saved-searches/mail/saved-search-digest-mail';
import { QUEUE, Queues } from '../queues';

export const EXPIRE_LISTINGS = 'expire-listings';
export const PRUNE_CAR_VIEWS = 'prune-car-views';
export const REQUEUE_STUCK_IMAGES = 'requeue-stuck-images';
export const CLEAN_PHOTO_DRAFTS = 'clean-photo-drafts';
export const RECORD_LOG_DIGEST = 'record-log-digest';

/**
 * The maintenance queue's repeating jobs: job schedulers are upserted, so every worker copy may
 * do it. Each runs every so many milliseconds, or at a time of day in a time zone (cron pattern).
 */
export const maintenanceSchedules = (config: AppConfig): Array<{ id: string } & RepeatOptions> => [
  { id: EXPIRE_LISTINGS, every: 5 * 60_000 },
  { id: PRUNE_CAR_VIEWS, every: 6 * 60 * 60_000 },
  { id: REQUEUE_STUCK_IMAGES, every: config.JOBS_RECONCILE_EVERY_SECONDS * 1000 },
  { id: CLEAN_PHOTO_DRAFTS, every: 60 * 60_000 },
  { id: RECORD_LOG_DIGEST, every: 60 * 60_000 },
  { id: SAVED_SEARCH_DIGEST_JOB, pattern: `0 ${DIGEST_HOUR} * * *`, tz: DIGEST_TIME_ZONE },
];

/**
 * Installs the schedules at start and again on every Redis reconnection: a Redis restarted
 * without persistence comes back empty, schedules included. Each installation also asks once
 * for the stuck-photo sweep, so work lost with Redis is found at once rather than on schedule.
 */
@Injectable()
export class MaintenanceSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MaintenanceSchedule.name);
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: Queues,
  ) {}

  onApplicationBootstrap(): void {
    this.queues.onReady(QUEUE.maintenance, () => void this.install());
    void this.install();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  /** With Redis down the schedules are installed once it is back (the 'ready' event, or this retry). */
  private async install(): Promise<void> {
    if (this.stopped) return;
    clearTimeout(this.retry);
    try {
      const queue = this.queues.get(QUEUE.maintenance);
      for (const { id, ...repeat } of maintenanceSchedules(this.config)) {
        await queue.upsertJobScheduler(id, repeat, { name: id, opts: { attempts: 3 } });
      }
      await queue.add(REQUEUE_STUCK_IMAGES, {}, { attempts: 3 });
    } catch (error) {
      this.logger.warn(`maintenance schedules not installed yet: ${(error as Error).message}`);
      this.retry = setTimeout(() => void this.install(), 10_000);
    }
  }
}
