import { Command } from '@nestjs/cqrs';
import { ImageResult } from '../../../media/stored-image';

/** The image worker reports what it made of a part's photo. Idempotent, like the cars' own. */
export class RecordPartImageResult extends Command<'recorded' | 'already-settled' | 'gone'> {
  constructor(
    readonly partId: number,
    readonly imageId: string,
    readonly result: ImageResult,
    readonly causationId: string | null,
  ) {
    super();
  }
}
