import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** Closes an account for good, with everything it listed; its sessions end at once. */
export class DeleteAccount extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly userId: number,
  ) {
    super();
  }
}
