import { Command } from '@nestjs/cqrs';
import { ImageRef } from '../../../media/stored-image';
import { Actor } from '../../../shared/auth/roles';
import { ReviseWorkshopDto } from '../../dto/workshop-fields.dto';

/**
 * The owner (or an admin) edits a workshop: details, image (`newImage`, or `remove_image`) and,
 * once approved, the active/inactive status. Editing a rejected workshop sends it back to review.
 */
export class ReviseWorkshop extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly workshopId: number,
    readonly changes: ReviseWorkshopDto,
    readonly newImage: ImageRef | null,
  ) {
    super();
  }
}
