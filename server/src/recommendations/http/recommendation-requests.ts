import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Job, Queue, QueueEvents } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { closeBullmq } from '../../jobs/close-bullmq';
import { QUEUE, Queues } from '../../jobs/queues';
import { RedisConnections } from '../../redis/redis.module';
import { serviceUnavailable } from '../../shared/http/http-errors';
import { AR } from '../../shared/messages/ar';
import { within } from '../../shared/within';
import { Preferences } from '../domain/preferences';
import { RECOMMEND_JOB, RecommendationJob, RecommendationResult } from '../recommendation.jobs';

/** How long the HTTP call waits for the worker (CONTRACT.md). */
export const RECOMMENDATION_WAIT_MS = 5_000;

/**
 * Asks the worker for a recommendation and waits for it, at most five seconds in all: with
 * Redis down, or no worker to answer in time, the caller gets a 503 rather than a hang.
 */
@Injectable()
export class RecommendationRequests implements OnApplicationShutdown {
  private readonly logger = new Logger(RecommendationRequests.name);
  private events: QueueEvents | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: Queues,
    private readonly redis: RedisConnections,
  ) {}

  async recommend(preferences: Preferences): Promise<RecommendationResult> {
    // Known to be down: say so at once rather than after the whole wait.
    if (this.redis.client.status !== 'ready') throw serviceUnavailable(AR.recommendations.unavailable);
    const deadline = Date.now() + RECOMMENDATION_WAIT_MS;
    let job: Job<RecommendationJob, RecommendationResult>;
    let events: QueueEvents;
    try {
      // Listening before the job exists, so its completion cannot be missed.
      events = await within(RECOMMENDATION_WAIT_MS, this.queueEvents());
      job = await within(
        Math.max(1, deadline - Date.now()),
        // The recommendations queue carries these jobs only (RecommendationProcessor answers them).
        (this.queues.get(QUEUE.recommendations) as Queue<RecommendationJob, RecommendationResult>).add(
          RECOMMEND_JOB,
          { preferences },
          { jobId: randomUUID(), attempts: 1, removeOnComplete: { age: 300 }, removeOnFail: { age: 3600 } },
        ),
      );
    } catch {
      throw serviceUnavailable(AR.recommendations.unavailable);
    }
    try {
      return await job.waitUntilFinished(events, Math.max(1, deadline - Date.now()));
    } catch (error) {
      const state = await job.getState().catch(() => 'unknown');
      if (state === 'failed') throw new Error(`recommendation job ${job.id} failed: ${(error as Error).message}`);
      // Nobody will want the answer any more: do not let a worker compute it later.
      await job.remove().catch(() => undefined);
      this.logger.warn(`recommendation job ${job.id} not finished in time (${state})`);
      throw serviceUnavailable(AR.recommendations.unavailable);
    }
  }

  private async queueEvents(): Promise<QueueEvents> {
    if (!this.events) {
      this.events = new QueueEvents(QUEUE.recommendations, {
        prefix: this.config.REDIS_PREFIX,
        connection: this.redis.create('queue-events-recommendations', { maxRetriesPerRequest: null }),
        // Short blocking reads, so closing (shutdown) never waits long for one to return.
        blockingTimeout: 1_000,
      });
      this.events.on('error', () => undefined); // reconnects by itself; requests meanwhile get 503
    }
    await this.events.waitUntilReady();
    return this.events;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.events) await closeBullmq(this.events);
  }
}
