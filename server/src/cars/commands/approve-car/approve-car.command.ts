import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** An admin publishes a pending car until the ad duration runs out. */
export class ApproveCar extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
  ) {
    super();
  }
}
