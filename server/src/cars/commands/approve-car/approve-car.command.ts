import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/**
 * An admin publishes a pending car until the ad duration runs out; `anyway`: they approve it
 * although it has no price or no ready photo yet («موافقة رغم النقص»).
 */
export class ApproveCar extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
    readonly anyway = false,
  ) {
    super();
  }
}
