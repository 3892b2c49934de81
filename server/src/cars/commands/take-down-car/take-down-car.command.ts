import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** An admin takes a published car down with a reason its owner reads; the owner's edit resubmits it. */
export class TakeDownCar extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
    readonly reason: string,
  ) {
    super();
  }
}
