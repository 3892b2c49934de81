import { Command } from '@nestjs/cqrs';
import { ImageRef } from '../../../media/stored-image';
import { Actor } from '../../../shared/auth/roles';
import { WorkshopFieldsDto } from '../../dto/workshop-fields.dto';

/** Opens a workshop for its owner: pending until an admin approves it (an admin's own too, as with cars). */
export class OpenWorkshop extends Command<{ workshopId: number }> {
  constructor(
    readonly actor: Actor,
    readonly fields: WorkshopFieldsDto,
    readonly image: ImageRef | null,
  ) {
    super();
  }
}
