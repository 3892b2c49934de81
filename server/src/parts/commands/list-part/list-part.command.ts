import { Command } from '@nestjs/cqrs';
import { ImageRef } from '../../../media/stored-image';
import { Actor } from '../../../shared/auth/roles';
import { PartDetails } from '../../domain/part.events';

/** A store puts a spare part in the catalogue, with its photos (already stored as originals). */
export class ListPart extends Command<{ partId: number }> {
  constructor(
    readonly actor: Actor,
    readonly details: PartDetails,
    readonly images: ImageRef[],
  ) {
    super();
  }
}
