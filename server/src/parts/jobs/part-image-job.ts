import { ImageJob } from '../../media/jobs/image-job';
import { ImageRef } from '../../media/stored-image';

export const PART_IMAGE_JOB = 'process-part-image';

export interface ProcessPartImageJob {
  partId: number;
  imageId: string;
  key: string;
  causationId: string;
}

/** `position`: the global position of the event that asked for the photo (the job's causation). */
export const partImageJob = (partId: number, image: ImageRef, position: number): ImageJob<ProcessPartImageJob> => ({
  name: PART_IMAGE_JOB,
  data: { partId, imageId: image.imageId, key: image.key, causationId: String(position) },
  opts: { jobId: `part-image-${image.imageId}` },
});
