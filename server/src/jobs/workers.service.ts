import { hostname } from 'node:os';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnections } from '../redis/redis.module';
import { closeBullmq } from './close-bullmq';
import { CAR_IMAGE_JOB, DISCARD_IMAGES_JOB, PLACE_IMAGE_JOB } from './images/image-jobs';
import { CarImageProcessor, ProcessCarImageJob } from './images/car-image.processor';
import { DiscardImagesJob, DiscardImagesProcessor } from './images/discard-images.processor';
import { ExpireListingsProcessor } from './maintenance/expire-listings.processor';
import { CleanPhotoDraftsProcessor } from './maintenance/clean-photo-drafts.processor';
import { CLEAN_PHOTO_DRAFTS, EXPIRE_LISTINGS, PRUNE_CAR_VIEWS, REQUEUE_STUCK_IMAGES } from './maintenance/maintenance-schedule';
import { PruneCarViewsProcessor } from './maintenance/prune-car-views.processor';
import { RequeueStuckImagesProcessor } from './maintenance/requeue-stuck-images.processor';
import { PlaceImageProcessor, ProcessPlaceImageJob } from './images/place-image.processor';
import { QUEUE, QueueName } from './queues';

type Processor = (job: Job) => Promise<unknown>;

/**
 * The BullMQ workers of the worker process: one per queue, routing job names to processors.
 * Other contexts add their processors through `register` before the application boots.
 */
@Injectable()
export class WorkersService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkersService.name);
  private readonly routes = new Map<QueueName, Map<string, Processor>>();
  private readonly workers: Worker[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnections,
    carImages: CarImageProcessor,
    discardImages: DiscardImagesProcessor,
    expireListings: ExpireListingsProcessor,
    pruneCarViews: PruneCarViewsProcessor,
    placeImages: PlaceImageProcessor,
    requeueStuckImages: RequeueStuckImagesProcessor,
    cleanPhotoDrafts: CleanPhotoDraftsProcessor,
  ) {
    this.register<ProcessCarImageJob>(QUEUE.images, CAR_IMAGE_JOB, (job) => carImages.process(job));
    this.register<ProcessPlaceImageJob>(QUEUE.images, PLACE_IMAGE_JOB, (job) => placeImages.process(job));
    this.register<DiscardImagesJob>(QUEUE.images, DISCARD_IMAGES_JOB, (job) => discardImages.process(job));
    this.register(QUEUE.maintenance, EXPIRE_LISTINGS, () => expireListings.process());
    this.register(QUEUE.maintenance, PRUNE_CAR_VIEWS, () => pruneCarViews.process());
    this.register(QUEUE.maintenance, REQUEUE_STUCK_IMAGES, () => requeueStuckImages.process());
    this.register(QUEUE.maintenance, CLEAN_PHOTO_DRAFTS, () => cleanPhotoDrafts.process());
  }

  /** `T`: the data the jobs of this name carry (their producer puts it there; BullMQ does not check it). */
  register<T = unknown>(queue: QueueName, jobName: string, processor: (job: Job<T>) => Promise<unknown>): void {
    const byName = this.routes.get(queue) ?? new Map<string, Processor>();
    byName.set(jobName, processor);
    this.routes.set(queue, byName);
  }

  onApplicationBootstrap(): void {
    for (const [queue, byName] of this.routes) {
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
