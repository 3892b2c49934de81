import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import type { FlagSeen } from '../../domain/car.events';

/**
 * An admin publishes a pending car until the ad duration runs out; `anyway`: they approve it
 * although it has no price or no ready photo yet («موافقة رغم النقص»).
 */
export class ApproveCar extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
    readonly anyway = false,
    /** The risk flags the admin's card showed (absent from the older client): see decidedOn. */
    readonly shown?: readonly FlagSeen[],
  ) {
    super();
  }
}
