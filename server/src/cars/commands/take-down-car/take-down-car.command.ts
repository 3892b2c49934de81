import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import type { FlagSeen } from '../../domain/car.events';

/** An admin takes a published car down with a reason its owner reads; the owner's edit resubmits it. */
export class TakeDownCar extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
    readonly reason: string,
    /** The risk flags the admin's card showed: see decidedOn. */
    readonly shown?: readonly FlagSeen[],
  ) {
    super();
  }
}
