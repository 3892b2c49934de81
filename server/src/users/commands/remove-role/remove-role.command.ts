import { Command } from '@nestjs/cqrs';
import { Actor, Role } from '../../../shared/auth/roles';

/** An admin takes a role away; the site's last active admin keeps theirs (409). */
export class RemoveRole extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly userId: number,
    readonly role: Role,
  ) {
    super();
  }
}
