import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** An admin lifts a suspension. */
export class ReactivateUser extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly userId: number,
  ) {
    super();
  }
}
