import { ImageJob } from '../../media/jobs/image-job';
import { ImageRef } from '../../media/stored-image';
import type { PlaceKind } from '../../../../shared/place-kind';

export const PLACE_IMAGE_JOB = 'process-place-image';

export interface ProcessPlaceImageJob {
  kind: PlaceKind;
  placeId: number;
  imageId: string;
  key: string;
  /** Global position of the event that asked for it. */
  causationId: string;
}

/** Where a place's variants live: `variants/stores/{id}/…`, `variants/workshops/{id}/…`. */
export const placeVariantsPrefix = (kind: PlaceKind, placeId: number): string => `variants/${kind}s/${placeId}/`;

/** `position`: the global position of the event that asked for the picture (the job's causation). */
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
