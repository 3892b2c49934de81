import { ImageRef } from '../../media/stored-image';
// Types only: the processors import the worker service, which imports the stuck-photo sweep, which imports this.
import type { ProcessCarImageJob } from './car-image.processor';
import type { ProcessPartImageJob } from './part-image.processor';
import type { PlaceKind } from '../../../../shared/place-kind';
import type { ProcessPlaceImageJob } from './place-image.processor';

export const CAR_IMAGE_JOB = 'process-car-image';
export const PART_IMAGE_JOB = 'process-part-image';
export const PLACE_IMAGE_JOB = 'process-place-image';
export const DISCARD_IMAGES_JOB = 'discard-images';

/** One image job as BullMQ takes it: its id derives from the photo, so adding it twice adds one. */
export interface ImageJob<Data> {
  name: string;
  data: Data;
  opts: { jobId: string };
}

/** `position`: the global position of the event that asked for the photo (the job's causation). */
export const carImageJob = (carId: number, image: ImageRef, position: number): ImageJob<ProcessCarImageJob> => ({
  name: CAR_IMAGE_JOB,
  data: { carId, imageId: image.imageId, key: image.key, causationId: String(position) },
  opts: { jobId: `car-image-${image.imageId}` },
});

export const partImageJob = (partId: number, image: ImageRef, position: number): ImageJob<ProcessPartImageJob> => ({
  name: PART_IMAGE_JOB,
  data: { partId, imageId: image.imageId, key: image.key, causationId: String(position) },
  opts: { jobId: `part-image-${image.imageId}` },
});

export const placeImageJob = (
  kind: PlaceKind,
  placeId: number,
  image: ImageRef,
  position: number,
): ImageJob<ProcessPlaceImageJob> => ({
  name: PLACE_IMAGE_JOB,
  data: { kind, placeId, imageId: image.imageId, key: image.key, causationId: String(position) },
  opts: { jobId: `${kind}-image-${image.imageId}` },
});
