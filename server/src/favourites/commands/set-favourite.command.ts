import { Command } from '@nestjs/cqrs';
import { Actor } from '../../shared/auth/roles';

/** Keeps (or lets go of) a car in the user's favourites. Idempotent: asking twice changes nothing. */
export class SetFavourite extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
    readonly favourite: boolean,
  ) {
    super();
  }
}
