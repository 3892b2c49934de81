import { hostname } from 'node:os';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnections } from '../redis/redis.module';
import { closeBullmq } from './close-bullmq';
import { JobProcessors } from './job-processors';
import { QUEUE, QueueName } from './queues';

type Processor = (job: Job) => Promise<unknown>;

/**
 * The BullMQ workers of the worker process: one per queue, routing job names to the
 * processors that the contexts mark with @JobProcessor (found by JobProcessors).
 */
@Injectable()
export class WorkersService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkersService.name);
  private readonly workers: Worker[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnections,
    private readonly processors: JobProcessors,
  ) {}

  /** Each queue's job names and their processors, as the workers route them. */
  routes(): Map<QueueName, Map<string, Processor>> {
    const routes = new Map<QueueName, Map<string, Processor>>();
    for (const { queue, job, run } of this.processors.all()) {
      const byName = routes.get(queue) ?? new Map<string, Processor>();
      byName.set(job, run);
      routes.set(queue, byName);
    }
    return routes;
  }

  onApplicationBootstrap(): void {
    for (const [queue, byName] of this.routes()) {
      const worker = new Worker(
        queue,
        async (job) => {
          const processor = byName.get(job.name);
          if (!processor) throw new Error(`No processor for ${queue}/${job.name}`);
          return processor(job);
        },
        {
          prefix: this.config.REDIS_PREFIX,
          // Kept on each job it takes (processedBy): which machine and process ran it.
          name: `${hostname()}:${process.pid}`,
          connection: this.redis.create(`worker-${queue}`, { maxRetriesPerRequest: null }),
          concurrency: queue === QUEUE.images ? 2 : 4,
        },
      );
      worker.on('failed', (job, error) => this.logger.warn(`${queue}/${job?.name} #${job?.id} failed: ${error.message}`));
      worker.on('error', () => undefined); // connection errors: ioredis reconnects
      this.workers.push(worker);
    }
  }

  /** Graceful: lets running jobs finish before the process exits, within a bound (see closeBullmq). */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((w) => closeBullmq(w)));
  }
}
