import { Command } from '@nestjs/cqrs';
import { ImageRef } from '../../../media/stored-image';
import { Actor } from '../../../shared/auth/roles';
import { ReviseStoreDto } from '../../dto/store-fields.dto';

/**
 * The owner (or an admin) edits a store: details, logo (`newLogo`, or `remove_logo`) and, once it
 * is approved, the active/inactive status. Editing a rejected store sends it back to review.
 */
export class ReviseStore extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly storeId: number,
    readonly changes: ReviseStoreDto,
    readonly newLogo: ImageRef | null,
  ) {
    super();
  }
}
