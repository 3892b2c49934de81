import { QUEUE, Queues } from '../../jobs/queues';
import type { DiscardImagesJob } from './discard-images.processor';
import { DISCARD_IMAGES_JOB, ImageJob } from './image-job';

/**
 * Queues photos for processing. Job ids derive from the photo, so a redelivered event adds
 * nothing new. If Redis is down this throws and the subscription retries the batch later:
 * nothing is lost, the write that asked for it already succeeded.
 */
export async function queueImageJobs(queues: Queues, jobs: Array<ImageJob<unknown>>): Promise<void> {
  await queues.get(QUEUE.images).addBulk(jobs);
}

/** Queues the deletion of files that are gone; `id` names what went (one job per thing, however often asked). */
export async function queueDiscard(queues: Queues, id: string, data: DiscardImagesJob): Promise<void> {
  await queues.get(QUEUE.images).add(DISCARD_IMAGES_JOB, data, { jobId: `discard-${id}` });
}
