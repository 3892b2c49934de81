import { Command } from '@nestjs/cqrs';
import { PictureResult } from '../../../media/image-slot';

/**
 * The image worker reports what it made of a store's logo. Idempotent: a logo already settled,
 * replaced meanwhile, or of a closed store records nothing.
 */
export class RecordStoreLogoResult extends Command<'recorded' | 'already-settled' | 'gone'> {
  constructor(
    readonly storeId: number,
    readonly imageId: string,
    readonly result: PictureResult,
    readonly causationId: string | null,
  ) {
    super();
  }
}
