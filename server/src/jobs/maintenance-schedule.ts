import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { RepeatOptions } from 'bullmq';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { JobProcessors } from './job-processors';
import { QUEUE, Queues } from './queues';

/**
 * The maintenance queue's repeating jobs, as their processors declare them (@JobProcessor's
 * `schedule`): job schedulers are upserted, so every worker copy may do it.
 */
export const maintenanceSchedules = (processors: JobProcessors, config: AppConfig): Array<{ id: string } & RepeatOptions> =>
  processors
    .all()
    .filter((p) => p.queue === QUEUE.maintenance && p.schedule)
    .map((p) => ({ id: p.job, ...p.schedule!(config) }));

/**
 * Installs the schedules at start and again on every Redis reconnection: a Redis restarted
 * without persistence comes back empty, schedules included. Each installation also asks once
 * for the jobs marked `alsoAtInstall` (the stuck-photo sweep), so work lost with Redis is found
 * at once rather than on schedule.
 */
@Injectable()
export class MaintenanceSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MaintenanceSchedule.name);
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: Queues,
    private readonly processors: JobProcessors,
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
      for (const { id, ...repeat } of maintenanceSchedules(this.processors, this.config)) {
        await queue.upsertJobScheduler(id, repeat, { name: id, opts: { attempts: 3 } });
      }
      const atInstall = this.processors.all().filter((p) => p.queue === QUEUE.maintenance && p.alsoAtInstall);
      for (const { job } of atInstall) await queue.add(job, {}, { attempts: 3 });
    } catch (error) {
      this.logger.warn(`maintenance schedules not installed yet: ${(error as Error).message}`);
      this.retry = setTimeout(() => void this.install(), 10_000);
    }
  }
}
