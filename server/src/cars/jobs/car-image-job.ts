import { ImageJob } from '../../media/jobs/image-job';
import { ImageRef } from '../../media/stored-image';

export const CAR_IMAGE_JOB = 'process-car-image';

export interface ProcessCarImageJob {
  carId: number;
  imageId: string;
  key: string;
  /** Global position of the event that asked for it. */
  causationId: string;
}

/** `position`: the global position of the event that asked for the photo (the job's causation). */
export const carImageJob = (carId: number, image: ImageRef, position: number): ImageJob<ProcessCarImageJob> => ({
  name: CAR_IMAGE_JOB,
  data: { carId, imageId: image.imageId, key: image.key, causationId: String(position) },
  opts: { jobId: `car-image-${image.imageId}` },
});
