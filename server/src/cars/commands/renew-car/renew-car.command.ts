import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/**
 * The owner (or an admin) puts a listing back on the market for another ad duration from now:
 * an expired car goes active again without a new review (it was approved before), an active one
 * gets more time.
 */
export class RenewCar extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
  ) {
    super();
  }
}
