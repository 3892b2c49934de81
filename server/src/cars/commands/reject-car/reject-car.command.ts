import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** An admin turns a pending car down; the owner may edit it to resubmit. */
export class RejectCar extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
    readonly reason: string | null,
  ) {
    super();
  }
}
