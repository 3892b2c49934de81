import { Command } from '@nestjs/cqrs';
import { ImageRef } from '../../../media/stored-image';
import { Actor } from '../../../shared/auth/roles';
import { StoreFieldsDto } from '../../dto/store-fields.dto';

/** Opens a store for its owner: pending until an admin approves it (an admin's own too, as with cars). */
export class OpenStore extends Command<{ storeId: number }> {
  constructor(
    readonly actor: Actor,
    readonly fields: StoreFieldsDto,
    readonly logo: ImageRef | null,
  ) {
    super();
  }
}
