import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CAR_STREAM } from '../cars/domain/car.events';
import { carImageJob } from '../cars/jobs/car-image-job';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { EventStore } from '../event-store/event-store.service';
import { JobProcessor } from '../jobs/job-processor';
import { QUEUE, Queues } from '../jobs/queues';
import { ImageJob } from '../media/jobs/image-job';
import { ImageRef } from '../media/stored-image';
import { PART_STREAM } from '../parts/domain/part.events';
import { partImageJob } from '../parts/jobs/part-image-job';
import { placeImageJob } from '../places/jobs/place-image-job';
import { STORE_STREAM } from '../stores/domain/store.events';
import { WORKSHOP_STREAM } from '../workshops/domain/workshop.events';

export const REQUEUE_STUCK_IMAGES = 'requeue-stuck-images';

interface Candidate {
  stream: string;
  id: number;
  image_id: string;
}

/** At most this many photos are looked at per run; the next run takes the rest. */
const BATCH = 500;

/** Every photo an event carries: a car's or part's list, a store's logo, a workshop's picture. */
const photosOf = (data: unknown): ImageRef[] => {
  const d = data as { images?: ImageRef[]; logo?: ImageRef | null; image?: ImageRef | null };
  return [...(Array.isArray(d.images) ? d.images : []), d.logo, d.image].filter((p): p is ImageRef => !!p?.imageId);
};

/**
 * Photo processing whose job was lost. The log is the source of truth for work: a photo the
 * read models still show as 'processing' JOBS_STUCK_AFTER_SECONDS after the event that brought
 * it was either never queued or its job vanished (Redis restarted without persistence after
 * the jobs subscription had moved past it), or it failed every attempt. Its job is rebuilt from
 * that event exactly as the reaction to it builds it (same id), so one still queued is left alone
 * and one that failed is retried. Running twice queues nothing twice. It reads the photos of
 * cars, parts, stores and workshops, so it sits above those contexts.
 */
@Injectable()
export class RequeueStuckImagesProcessor {
  private readonly logger = new Logger(RequeueStuckImagesProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly queues: Queues,
  ) {}

  /** Also asked at every installation of the schedules: work lost with Redis is found at once. */
  @JobProcessor(QUEUE.maintenance, REQUEUE_STUCK_IMAGES, {
    schedule: (config) => ({ every: config.JOBS_RECONCILE_EVERY_SECONDS * 1000 }),
    alsoAtInstall: true,
  })
  onSchedule(): Promise<{ requeued: number }> {
    return this.process(new Date());
  }

  async process(now: Date): Promise<{ requeued: number }> {
    const cutoff = new Date(now.getTime() - this.config.JOBS_STUCK_AFTER_SECONDS * 1000);
    let requeued = 0;
    for (const candidate of await this.candidates(cutoff)) {
      const job = await this.jobFor(candidate, cutoff);
      if (job && (await this.ensureQueued(job))) requeued += 1;
    }
    if (requeued) this.logger.warn(`queued ${requeued} stuck photo job(s) again`);
    return { requeued };
  }

  /** Photos still 'processing' in the read models (the event's own time is checked after). */
  private candidates(cutoff: Date): Promise<Candidate[]> {
    return this.dataSource.query(
      `SELECT $2::text AS stream, car_id AS id, id::text AS image_id FROM car_images
        WHERE status = 'processing' AND created_at < $1
       UNION ALL
       SELECT $3, p.id, i->>'id' FROM parts p CROSS JOIN LATERAL jsonb_array_elements(p.images) i
        WHERE i->>'status' = 'processing' AND p.created_at < $1
       UNION ALL
       SELECT $4, id, logo_id::text FROM stores WHERE logo_status = 'processing'
       UNION ALL
       SELECT $5, id, image_id::text FROM workshops WHERE image_status = 'processing'
       LIMIT ${BATCH}`,
      [cutoff, CAR_STREAM, PART_STREAM, STORE_STREAM, WORKSHOP_STREAM],
    );
  }

  /** The job the reaction made for this photo, from the event that brought it, if that is old enough. */
  private async jobFor({ stream, id, image_id }: Candidate, cutoff: Date): Promise<ImageJob<unknown> | null> {
    const events = await this.store.readStream(stream, id);
    const event = events.findLast((e) => photosOf(e.data).some((p) => p.imageId === image_id));
    if (!event || event.recordedAt >= cutoff) return null;
    const photo = photosOf(event.data).find((p) => p.imageId === image_id)!;
    if (stream === CAR_STREAM) return carImageJob(id, photo, event.position);
    if (stream === PART_STREAM) return partImageJob(id, photo, event.position);
    return placeImageJob(stream === STORE_STREAM ? 'store' : 'workshop', id, photo, event.position);
  }

  /** Adds the job unless it is still in the queue; one that failed every attempt is retried. */
  private async ensureQueued(job: ImageJob<unknown>): Promise<boolean> {
    const queue = this.queues.get(QUEUE.images);
    const existing = await queue.getJob(job.opts.jobId);
    if (!existing) {
      await queue.add(job.name, job.data, job.opts);
      return true;
    }
    if (await existing.isFailed()) {
      await existing.retry('failed');
      return true;
    }
    return false;
  }
}
