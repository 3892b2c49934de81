import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { QUEUE, Queues } from '../queues';

/** The maintenance queue's repeating jobs: job schedulers are upserted, so every worker copy may do it. */
export const MAINTENANCE_SCHEDULES = [
  { id: 'expire-listings', every: 5 * 60_000 },
  { id: 'prune-car-views', every: 6 * 60 * 60_000 },
] as const;

@Injectable()
export class MaintenanceSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MaintenanceSchedule.name);
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly queues: Queues) {}

  onApplicationBootstrap(): void {
    void this.install();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.retry);
  }

  /** With Redis down at start the schedules are installed once it is back. */
  private async install(): Promise<void> {
    try {
      const queue = this.queues.get(QUEUE.maintenance);
      for (const { id, every } of MAINTENANCE_SCHEDULES) {
        await queue.upsertJobScheduler(id, { every }, { name: id, opts: { attempts: 3 } });
      }
    } catch (error) {
      this.logger.warn(`maintenance schedules not installed yet: ${(error as Error).message}`);
      this.retry = setTimeout(() => void this.install(), 10_000);
    }
  }
}
