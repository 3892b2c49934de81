import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnections } from '../redis/redis.module';

export const QUEUE = {
  images: 'images',
  recommendations: 'recommendations',
  maintenance: 'maintenance',
  mail: 'mail',
} as const;
export type QueueName = (typeof QUEUE)[keyof typeof QUEUE];

/** Retries with backoff for transient failures (storage hiccups); results are kept a while for dedupe. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

/**
 * Producers for every queue. Adding a job fails fast when Redis is down (no offline queue):
 * the event dispatcher then retries later, and request paths can answer 503.
 */
@Injectable()
export class Queues implements OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnections,
  ) {}

  get(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        prefix: this.config.REDIS_PREFIX,
        connection: this.redis.create(`queue-${name}`, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }),
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      queue.on('error', () => undefined); // surfaced by the failing call and by /health
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => undefined)));
  }
}

@Global()
@Module({ providers: [Queues], exports: [Queues] })
export class QueuesModule {}
