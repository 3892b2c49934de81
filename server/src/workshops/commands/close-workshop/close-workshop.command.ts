import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** The owner or an admin deletes a workshop, its ads and reviews with it. */
export class CloseWorkshop extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly workshopId: number,
  ) {
    super();
  }
}
