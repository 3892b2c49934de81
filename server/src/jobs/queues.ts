import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnections } from '../redis/redis.module';
import { closeBullmq } from './close-bullmq';

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
 * the event subscription then retries later, and request paths can answer 503.
 */
@Injectable()
export class Queues implements OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly connections = new Map<QueueName, Redis>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnections,
  ) {}

  get(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      const connection = this.redis.create(`queue-${name}`, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      this.connections.set(name, connection);
      queue = new Queue(name, {
        prefix: this.config.REDIS_PREFIX,
        connection,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      queue.on('error', () => undefined); // surfaced by the failing call and by /health
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Calls `listener` whenever the queue's Redis connection becomes ready: at first, and after every reconnection. */
  onReady(name: QueueName, listener: () => void): void {
    this.get(name);
    this.connections.get(name)!.on('ready', listener);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => closeBullmq(q)));
  }
}

@Global()
@Module({ providers: [Queues], exports: [Queues] })
export class QueuesModule {}
