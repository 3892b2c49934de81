/** One image job as BullMQ takes it: its id derives from the photo, so adding it twice adds one. */
export interface ImageJob<Data> {
  name: string;
  data: Data;
  opts: { jobId: string };
}

export const DISCARD_IMAGES_JOB = 'discard-images';
