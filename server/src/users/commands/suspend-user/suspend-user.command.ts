import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** An admin suspends an account: it can still sign out and read, but not sign in or write. */
export class SuspendUser extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly userId: number,
  ) {
    super();
  }
}
