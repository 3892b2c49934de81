import { Command } from '@nestjs/cqrs';
import { Actor, Role } from '../../../shared/auth/roles';

/** An admin grants a role; it becomes the account's latest_role. Granting a held role changes nothing. */
export class AssignRole extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly userId: number,
    readonly role: Role,
  ) {
    super();
  }
}
