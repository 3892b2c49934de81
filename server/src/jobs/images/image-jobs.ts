import { ImageRef } from '../../media/stored-image';
import { ProcessCarImageJob } from './car-image.processor';
import { PART_IMAGE_JOB, ProcessPartImageJob } from './part-image.processor';
import { PlaceKind, ProcessPlaceImageJob } from './place-image.processor';

/** One image job as BullMQ takes it: its id derives from the photo, so adding it twice adds one. */
export interface ImageJob<Data> {
  name: string;
  data: Data;
  opts: { jobId: string };
}

/** `position`: the global position of the event that asked for the photo (the job's causation). */
export const carImageJob = (carId: number, image: ImageRef, position: number): ImageJob<ProcessCarImageJob> => ({
  name: 'process-car-image',
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
  name: 'process-place-image',
  data: { kind, placeId, imageId: image.imageId, key: image.key, causationId: String(position) },
  opts: { jobId: `${kind}-image-${image.imageId}` },
});
