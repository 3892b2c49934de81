import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

export interface ProfileChanges {
  name?: string;
  email?: string;
  /** null or '' clears the number. */
  phone?: string | null;
}

/** Changes an account's name, email or phone: its owner (PUT /api/me) or an admin (PUT /api/users/{id}). */
export class UpdateProfile extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly userId: number,
    readonly changes: ProfileChanges,
  ) {
    super();
  }
}
