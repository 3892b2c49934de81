import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** The workshop's owner (or an admin) deletes one of its ads. */
export class RemoveWorkshopAd extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly adId: number,
  ) {
    super();
  }
}
