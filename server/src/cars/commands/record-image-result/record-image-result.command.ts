import { Command } from '@nestjs/cqrs';
import { ImageResult } from '../../../media/stored-image';

export type { ImageResult };

/**
 * The image worker reports what it made of a photo. Idempotent: a photo already settled, or
 * one whose car or photo is gone, records nothing (so a job that runs twice yields one result).
 */
export class RecordImageResult extends Command<'recorded' | 'already-settled' | 'gone'> {
  constructor(
    readonly carId: number,
    readonly imageId: string,
    readonly result: ImageResult,
    /** The event that asked for the processing, for the audit trail. */
    readonly causationId: string | null,
  ) {
    super();
  }
}
