import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** The owner or an admin deletes a store. */
export class CloseStore extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly storeId: number,
  ) {
    super();
  }
}
