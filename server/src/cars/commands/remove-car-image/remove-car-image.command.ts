import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** Removes one photo; a car always keeps at least one. */
export class RemoveCarImage extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
    readonly imageId: string,
  ) {
    super();
  }
}
