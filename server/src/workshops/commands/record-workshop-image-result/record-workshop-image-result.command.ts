import { Command } from '@nestjs/cqrs';
import { PictureResult } from '../../../media/image-slot';

/**
 * The image worker reports what it made of a workshop's photo. Idempotent: a photo already
 * settled, replaced meanwhile, or of a closed workshop records nothing.
 */
export class RecordWorkshopImageResult extends Command<'recorded' | 'already-settled' | 'gone'> {
  constructor(
    readonly workshopId: number,
    readonly imageId: string,
    readonly result: PictureResult,
    readonly causationId: string | null,
  ) {
    super();
  }
}
