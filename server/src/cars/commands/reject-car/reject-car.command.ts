import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import type { FlagSeen } from '../../domain/car.events';

/** An admin turns a pending car down; the owner may edit it to resubmit. */
export class RejectCar extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
    readonly reason: string | null,
    /** The risk flags the admin's card showed (absent from the older client): see decidedOn. */
    readonly shown?: readonly FlagSeen[],
  ) {
    super();
  }
}
