import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** Takes a car off the market for good (its owner or an admin). */
export class RemoveCar extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
  ) {
    super();
  }
}
