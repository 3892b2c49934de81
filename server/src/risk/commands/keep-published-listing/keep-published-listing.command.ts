import { Command } from '@nestjs/cqrs';
import type { FlagSeen } from '../../../cars/domain/car.events';
import { Actor } from '../../../shared/auth/roles';

/** An admin keeps a published listing after looking at its flags («إبقاء»). */
export class KeepPublishedListing extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
    /** The flags the admin's card showed: see decidedOn. */
    readonly shown?: readonly FlagSeen[],
  ) {
    super();
  }
}
